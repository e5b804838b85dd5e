import { createFileRoute } from '@tanstack/react-router';
import { ReplayScreen } from '@/features/replay/ReplayScreen';
import { optionalId, searchOf } from '@/lib/search';

// order_id: a closed contract order; micro_id: a settled option (issue 37). The user's own, so under _auth.
export const Route = createFileRoute('/_auth/mine/replay')({
  validateSearch: searchOf({ order_id: optionalId, micro_id: optionalId }),
  component: MineReplayRoute,
});

function MineReplayRoute() {
  const { order_id, micro_id } = Route.useSearch();
  return <ReplayScreen orderId={order_id} microId={micro_id} />;
}
