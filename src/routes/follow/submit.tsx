import { createFileRoute } from '@tanstack/react-router';
import { optionalId, searchOf } from '@/lib/search';
import { FollowSubmitScreen } from '@/features/follow/FollowSubmitScreen';

export const Route = createFileRoute('/follow/submit')({
  validateSearch: searchOf({ id: optionalId }),
  component: FollowSubmitRoute,
});

function FollowSubmitRoute() {
  const { id } = Route.useSearch();
  return <FollowSubmitScreen id={id} />;
}
