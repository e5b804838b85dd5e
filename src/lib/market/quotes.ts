import { atom, type PrimitiveAtom } from 'jotai';
import type { TradeItem } from '@common/api/market';
import { dayMarketQuotes } from '@common/market';
import { requestPriceFrame } from '../after-frame';
import { socketClient } from '../socket';
import { store } from '../store';
import { FrameBatcher } from './frame-batcher';
import { refreshTradeList } from './trade-list';

// Each instrument's live price. The list comes over HTTP through the query cache (trade-list.ts); prices then
// arrive on the socket's DAY_MARKET topic into one atom per instrument, so a tick repaints only what shows that
// instrument, at most once per animation frame.

export interface LiveQuote {
  close: string;
  change: string;
}

// One atom per instrument code; there are a few dozen instruments at most, so they are simply kept.
const liveQuotes = new Map<string, PrimitiveAtom<LiveQuote | null>>();

export function liveQuoteAtom(code: string): PrimitiveAtom<LiveQuote | null> {
  let quote = liveQuotes.get(code);
  if (!quote) {
    quote = atom<LiveQuote | null>(null);
    liveQuotes.set(code, quote);
  }
  return quote;
}

// The prices' frame holds back the drawings queued after frames (after-frame.ts) until it has painted.
const batcher = new FrameBatcher<string, LiveQuote>((updates) => {
  for (const [code, quote] of updates) store.set(liveQuoteAtom(code), quote);
}, requestPriceFrame);

let following: (() => void) | undefined;

/** Starts feeding live prices (once); a gap in the sequence reloads the list so nothing stale stays shown. */
export function followLivePrices(): void {
  following ??= socketClient.subscribe(
    'DAY_MARKET',
    (data) => {
      // One frame per feed step with every changed instrument, or (from a server before steps) one per instrument.
      for (const push of dayMarketQuotes(data)) batcher.push(push.symbol, { close: push.quotation.close, change: push.quotation.change });
    },
    () => void refreshTradeList(),
  );
}

/** The price to show: the live one once any arrived, else the one the list came with. */
export function quoteOf(item: TradeItem, live: LiveQuote | null): LiveQuote {
  return live ?? { close: item.ForexQuotations.Close, change: item.ForexQuotations.Change };
}
