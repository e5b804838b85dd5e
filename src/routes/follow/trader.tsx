import { createFileRoute } from '@tanstack/react-router';
import { optionalId, searchOf } from '@/lib/search';
import { TraderScreen } from '@/features/follow/TraderScreen';

export const Route = createFileRoute('/follow/trader')({
  validateSearch: searchOf({ id: optionalId }),
  component: FollowTraderRoute,
});

function FollowTraderRoute() {
  const { id } = Route.useSearch();
  return <TraderScreen id={id} />;
}
