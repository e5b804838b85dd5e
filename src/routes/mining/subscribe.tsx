import { createFileRoute } from '@tanstack/react-router';
import { optionalId, searchOf } from '@/lib/search';
import { SubscribeScreen } from '@/features/fund/SubscribeScreen';

export const Route = createFileRoute('/mining/subscribe')({
  validateSearch: searchOf({ id: optionalId }),
  component: MiningSubscribeRoute,
});

function MiningSubscribeRoute() {
  const { id } = Route.useSearch();
  return <SubscribeScreen id={id} />;
}
