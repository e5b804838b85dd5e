import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { optionalId, searchOf } from '@/lib/search';
import { PendingScreen } from '@/features/shell/PendingScreen';

// Built by a later issue; until then the route exists with its search validated.
export const Route = createFileRoute('/mine/history')({
  validateSearch: searchOf({ accountTypeId: optionalId }),
  component: MineHistoryRoute,
});

function MineHistoryRoute() {
  const { t } = useLingui();
  return <PendingScreen title={t`Account ledger`} />;
}
