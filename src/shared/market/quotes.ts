import { atom, type PrimitiveAtom } from 'jotai';
import type { TradeItem } from '@common/api/market';
import { dayMarketQuotes, type DayMarketPush } from '@common/market';
import { requestPriceFrame } from '../../lib/after-frame';
import { socketClient } from '../../lib/socket';
import { store } from '../../lib/store';
import { FrameBatcher } from './frame-batcher';
import { markReceived } from './freshness';
import { refreshTradeList } from './trade-list';

// Each instrument's live price. The list comes over HTTP through the query cache (trade-list.ts); prices then
// arrive on the socket's DAY_MARKET topic. They reach the screen by two roads:
// - the nodes that show a price (useLiveQuote) are written as soon as the frame carrying it is read, in that
//   message's own task. The next frame paints them either way; written here, the writing is done while the tab
//   waits for that frame, and the frame holds only the layout and paint (at 4x CPU the writing of a home screen's
//   rows and cards is several ms, which inside the frame delayed every price by as much, issue 20);
// - one atom per instrument for what React renders (an order form's preview, the instrument drawer), set once per
//   animation frame, so a burst of frames renders once.

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

const newest = new Map<string, LiveQuote>();
const watchers = new Map<string, Set<() => void>>();

/** The newest quote of an instrument, or null before the first one. */
export function newestQuote(code: string): LiveQuote | null {
  return newest.get(code) ?? null;
}

/** Calls `listener` as soon as a new quote of the instrument is read; returns the unwatch. */
export function watchQuote(code: string, listener: () => void): () => void {
  let set = watchers.get(code);
  if (!set) watchers.set(code, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && watchers.get(code) === set) watchers.delete(code);
  };
}

/** The quotes of one DAY_MARKET frame (a feed step's, or one instrument's). */
export function receiveQuotes(pushes: readonly DayMarketPush[]): void {
  const at = Date.now();
  for (const push of pushes) {
    const quote = { close: push.quotation.close, change: push.quotation.change };
    newest.set(push.symbol, quote);
    markReceived(push.symbol, at);
    batcher.push(push.symbol, quote);
  }
  // After every quote is in (and the frame requested), so a watcher reading another instrument sees this step's.
  // A Set's iteration stays valid when a listener unwatches itself, so no copy is made on every tick.
  for (const push of pushes) {
    for (const listener of watchers.get(push.symbol) ?? []) listener();
  }
}

let following: (() => void) | undefined;

/** Starts feeding live prices (once); a gap in the sequence reloads the list so nothing stale stays shown. */
export function followLivePrices(): void {
  following ??= socketClient.subscribe(
    'DAY_MARKET',
    (data) => {
      // One frame per feed step with every changed instrument, or (from a server before steps) one per instrument.
      receiveQuotes(dayMarketQuotes(data));
    },
    () => void refreshTradeList(),
  );
}

/** The price to show: the live one once any arrived, else the one the list came with. */
export function quoteOf(item: TradeItem, live: LiveQuote | null): LiveQuote {
  return live ?? { close: item.ForexQuotations.Close, change: item.ForexQuotations.Change };
}
