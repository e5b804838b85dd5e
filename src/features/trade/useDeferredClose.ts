import { useStore } from 'jotai';
import { startTransition, useEffect, useState } from 'react';
import type { TradeItem } from '@common/api/market';
import { afterFrame, cancelAfterFrame } from '@/lib/after-frame';
import { liveQuoteAtom, quoteOf } from '@/shared/market';

/**
 * The instrument's last price for the order form, updated in a transition. Every tick changes the form's preview
 * (margin, fee), but the preview need not reach the screen in the tick's own frame; a transition renders in slices
 * that React interrupts, so at 4x CPU the whole form's render never stands in front of the next tick's price.
 * The transition starts after the frame that paints the price (afterFrame): started in that frame's callbacks, its
 * first slice ran as soon as the frame was drawn, ahead of the frame's other after-paint work.
 */
export function useDeferredClose(item: TradeItem): string {
  const store = useStore();
  const read = () => quoteOf(item, store.get(liveQuoteAtom(item.Code))).close;
  const [close, setClose] = useState(read);
  useEffect(() => {
    const live = liveQuoteAtom(item.Code);
    const key = {};
    const update = () => startTransition(() => setClose(quoteOf(item, store.get(live)).close));
    update();
    const unsubscribe = store.sub(live, () => afterFrame(key, update));
    return () => {
      unsubscribe();
      cancelAfterFrame(key);
    };
  }, [store, item]);
  return close;
}
