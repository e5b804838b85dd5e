import { useAtomValue } from 'jotai';
import { liveQuoteAtom, quoteOf, useTradeList } from '@/shared/market';

/** An instrument's live price by its id (orders name instruments by id, live prices come by code); null until the list is known. */
export function useLivePrice(instrumentId: number): string | null {
  const item = useTradeList().list?.find((entry) => entry.Id === instrumentId);
  // An atom for no code never receives a price: it only keeps the hook unconditional.
  const live = useAtomValue(liveQuoteAtom(item?.Code ?? ''));
  return item ? quoteOf(item, live).close : null;
}
