import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { oneOf, searchOf } from '@/lib/search';
import { PendingScreen } from '@/features/shell/PendingScreen';

// Built by a later issue; until then the route exists with its search validated.
export const Route = createFileRoute('/mine/withdraw-way')({
  validateSearch: searchOf({ type: oneOf([1, 2] as const) }),
  component: MineWithdrawWayRoute,
});

function MineWithdrawWayRoute() {
  const { t } = useLingui();
  return <PendingScreen title={t`Add payout method`} />;
}
