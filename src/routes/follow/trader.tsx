import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { optionalId, searchOf } from '@/lib/search';
import { PendingScreen } from '@/features/shell/PendingScreen';

// Built by a later issue; until then the route exists with its search validated.
export const Route = createFileRoute('/follow/trader')({
  validateSearch: searchOf({ id: optionalId }),
  component: FollowTraderRoute,
});

function FollowTraderRoute() {
  const { t } = useLingui();
  return <PendingScreen title={t`Trader`} />;
}
