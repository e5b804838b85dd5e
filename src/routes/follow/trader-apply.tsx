import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PendingScreen } from '@/features/shell/PendingScreen';

// Built by a later issue; until then the route exists with its search validated.
export const Route = createFileRoute('/follow/trader-apply')({ component: FollowTraderApplyRoute });

function FollowTraderApplyRoute() {
  const { t } = useLingui();
  return <PendingScreen title={t`Become a trader`} />;
}
