import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PendingScreen } from '@/features/shell/PendingScreen';
import { requireSession } from '@/lib/guard';

export const Route = createFileRoute('/user')({
  beforeLoad: requireSession,
  component: UserRoute,
});

function UserRoute() {
  const { t } = useLingui();
  return <PendingScreen title={t`Account`} />;
}
