import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { PendingScreen } from '@/features/shell/PendingScreen';
import { returnPath } from '@/lib/search';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ from: returnPath }),
  component: LoginRoute,
});

function LoginRoute() {
  const { t } = useLingui();
  return <PendingScreen title={t`Log in`} />;
}
