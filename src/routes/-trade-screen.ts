import { lazy } from 'react';

// The trade screen (its chart, candle feed, instrument picker and order forms) is not part of the first visit to `/`:
// its code is fetched on the way to /trade. The /trade route starts the download when it loads or is preloaded on
// intent; the root layout renders the screen, kept alive, once it has arrived.

export const loadTradeScreen = () => import('@/features/trade/TradeScreen');

export const TradeScreen = lazy(() => loadTradeScreen().then((module) => ({ default: module.TradeScreen })));
