import { createFileRoute } from '@tanstack/react-router';
import { tradeListQuery } from '@/shared/market';
import { routeData } from '@/lib/query';
import { optionalId, searchOf } from '@/lib/search';
import { loadTradeScreen } from './-trade-screen';

// The trade screen is kept alive by the root layout; this route claims the path and validates which instrument.
export const Route = createFileRoute('/trade')({
  validateSearch: searchOf({ id: optionalId }),
  // The screen's code and the instrument list it draws first arrive with the route (or on intent), together.
  loader: async () => {
    await Promise.all([loadTradeScreen(), routeData(tradeListQuery)]);
  },
  component: () => null,
});
