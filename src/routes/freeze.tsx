import { createFileRoute } from '@tanstack/react-router';
import { FreezeLinkScreen } from '@/features/security/FreezeLinkScreen';
import { optionalText, searchOf } from '@/lib/search';

// The freeze link of every security email opens here (issue 33): no sign-in, the link's token is the proof.
export const Route = createFileRoute('/freeze')({
  validateSearch: searchOf({ token: optionalText }),
  component: FreezeRoute,
});

function FreezeRoute() {
  const { token } = Route.useSearch();
  return <FreezeLinkScreen token={token ?? ''} />;
}
