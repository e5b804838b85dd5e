import { createFileRoute } from '@tanstack/react-router';
import { categoriesQuery } from '@/features/market/queries';
import { tradeListQuery } from '@/shared/market';
import { routeData } from '@/lib/query';
import { localeAtom, store } from '@/lib/store';

// The home screen is kept alive by the root layout; this route claims the path and loads what the screen draws first.
// On the first visit those calls are already in flight (index.html's boot script started them): main.tsx waits for
// this load before the first render, so React draws the screen once, with its list, instead of drawing skeletons and
// then redrawing everything as the answers land in the middle of that render.
export const Route = createFileRoute('/')({
  loader: async () => {
    await Promise.all([routeData(tradeListQuery), routeData(categoriesQuery(store.get(localeAtom)))]);
  },
  component: () => null,
});
