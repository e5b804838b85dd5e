import { useStore } from 'jotai';
import { useLayoutEffect, type RefObject } from 'react';
import type { TradeItem } from '@common/api/market';
import { watchOnScreen } from './on-screen';
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
 *
 * `onScreen`, for one of many (a list's row, a strip's card): ticks are shown only while that element is on
 * screen or about to be (on-screen.ts), and one that scrolls in is shown the current quote at once. A feed step
 * moves every instrument together, and the rows out of sight would otherwise cost each frame their writes,
 * layout and paint.
 */
export function useLiveQuote(
  item: TradeItem,
  show: (quote: LiveQuote, previous: LiveQuote | null) => void,
  onScreen?: RefObject<Element | null>,
): void {
  const store = useStore();
  useLayoutEffect(() => {
    const live = liveQuoteAtom(item.Code);
    let shown: LiveQuote | null = null;
    // Until the observer first answers, the element counts as on screen: a tick is never held back by a guess.
    let visible = true;
    let behind = false;
    const update = () => {
      if (!visible) {
        behind = true;
        return;
      }
      behind = false;
      const quote = quoteOf(item, store.get(live));
      show(quote, shown);
      shown = quote;
    };
    update();
    const element = onScreen?.current;
    const unwatch = element
      ? watchOnScreen(element, (now) => {
          visible = now;
          if (visible && behind) update();
        })
      : undefined;
    const unsubscribe = store.sub(live, update);
    return () => {
      unsubscribe();
      unwatch?.();
    };
  }, [store, item, show, onScreen]);
}
