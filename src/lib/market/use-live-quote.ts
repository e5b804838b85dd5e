import { useStore } from 'jotai';
import { useLayoutEffect } from 'react';
import type { TradeItem } from '@common/api/market';
import { liveQuoteAtom, quoteOf, type LiveQuote } from './quotes';

/**
 * Shows an instrument's quote by calling `show` with it now (before the screen paints) and on every tick, outside
 * React's rendering. `previous` is the quote shown last, or null on the first call, so `show` can skip what did
 * not change.
 *
 * Why not render it: ticks are applied in an animation frame callback, and a React update made there renders in a
 * task after the frame, so the price would paint a frame late, and at 4x CPU the render (links, rows, cards) is
 * most of a frame's work. Writing the few changed nodes in the callback paints them in that same frame.
 * `show` must be stable (useCallback): each new one is called again with the current quote.
 */
export function useLiveQuote(item: TradeItem, show: (quote: LiveQuote, previous: LiveQuote | null) => void): void {
  const store = useStore();
  useLayoutEffect(() => {
    const live = liveQuoteAtom(item.Code);
    let shown: LiveQuote | null = null;
    const update = () => {
      const quote = quoteOf(item, store.get(live));
      show(quote, shown);
      shown = quote;
    };
    update();
    return store.sub(live, update);
  }, [store, item, show]);
}
