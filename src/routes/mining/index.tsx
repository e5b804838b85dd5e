import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PendingScreen } from '@/features/shell/PendingScreen';

// Built by a later issue; until then the route exists with its search validated.
export const Route = createFileRoute('/mining/')({ component: MiningRoute });

function MiningRoute() {
  const { t } = useLingui();
  return <PendingScreen title={t`Mining`} />;
}
