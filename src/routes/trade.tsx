import { createFileRoute } from '@tanstack/react-router';
import { optionalId, searchOf } from '@/lib/search';
import { loadTradeScreen } from './-trade-screen';

// The trade screen is kept alive by the root layout; this route claims the path and validates which instrument.
export const Route = createFileRoute('/trade')({
  validateSearch: searchOf({ id: optionalId }),
  // The screen's code arrives with the route (or on intent), so the root has it to show.
  loader: async () => {
    await loadTradeScreen();
  },
  component: () => null,
});
