import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PendingScreen } from '@/features/shell/PendingScreen';
import { returnPath, searchOf } from '@/lib/search';

export const Route = createFileRoute('/login')({
  validateSearch: searchOf({ from: returnPath }),
  component: LoginRoute,
});

function LoginRoute() {
  const { t } = useLingui();
  return <PendingScreen title={t`Log in`} />;
}
