import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '@/features/account/RegisterScreen';
import { optionalText, searchOf } from '@/lib/search';

export const Route = createFileRoute('/register')({
  validateSearch: searchOf({ invite_code: optionalText }),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { invite_code } = Route.useSearch();
  return <RegisterScreen inviteCode={invite_code} />;
}
