import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/account/LoginScreen';
import { returnPath, searchOf } from '@/lib/search';

export const Route = createFileRoute('/login')({
  validateSearch: searchOf({ from: returnPath }),
  component: LoginRoute,
});

function LoginRoute() {
  const { from } = Route.useSearch();
  return <LoginScreen from={from} />;
}
