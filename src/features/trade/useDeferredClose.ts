import { useStore } from 'jotai';
import { startTransition, useEffect, useState } from 'react';
import type { TradeItem } from '@common/api/market';
import { liveQuoteAtom, quoteOf } from '@/lib/market';

/**
 * The instrument's last price for the order form, updated in a transition. Every tick changes the form's preview
 * (margin, fee), but the preview need not reach the screen in the tick's own frame; a transition renders in slices
 * that React interrupts, so at 4x CPU the whole form's render never stands in front of the next tick's price.
 */
export function useDeferredClose(item: TradeItem): string {
  const store = useStore();
  const read = () => quoteOf(item, store.get(liveQuoteAtom(item.Code))).close;
  const [close, setClose] = useState(read);
  useEffect(() => {
    const live = liveQuoteAtom(item.Code);
    const update = () => startTransition(() => setClose(quoteOf(item, store.get(live)).close));
    update();
    return store.sub(live, update);
  }, [store, item]);
  return close;
}
