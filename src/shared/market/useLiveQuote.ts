import { useLayoutEffect, type RefObject } from 'react';
import type { TradeItem } from '@common/api/market';
import { watchOnScreen } from './on-screen';
import { newestQuote, quoteOf, watchQuote, type LiveQuote } from './quotes';

/**
 * Shows an instrument's quote by calling `show` with it now (before the screen paints) and on every tick, outside
 * React's rendering. `previous` is the quote shown last, or null on the first call, so `show` can skip what did
 * not change.
 *
 * Why not render it: a React update renders in a task of its own, and at 4x CPU the render (links, rows, cards) is
 * most of a frame's work. `show` is called in the task that read the tick from the socket (quotes.ts), so the few
 * changed nodes are written before the next frame, which only lays them out and paints them.
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
  useLayoutEffect(() => {
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
      const quote = quoteOf(item, newestQuote(item.Code));
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
    const unsubscribe = watchQuote(item.Code, update);
    return () => {
      unsubscribe();
      unwatch?.();
    };
  }, [item, show, onScreen]);
}
