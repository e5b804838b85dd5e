import { describe, expect, it, vi } from 'vitest';
import type { DayMarketPush, DayMarketStep } from '../../../../../common/market';

// The live prices take DAY_MARKET in both forms: one frame per feed step carrying every changed instrument (what
// the server sends a client that asks for steps), and one frame per instrument (what a server before steps sends).

const socket = vi.hoisted(() => ({ listener: undefined as ((data: DayMarketPush | DayMarketStep, seq: number) => void) | undefined }));
vi.mock('../../../../../src/lib/socket', () => ({
  socketClient: {
    subscribe: (_topic: string, onPush: (data: DayMarketPush | DayMarketStep, seq: number) => void) => {
      socket.listener = onPush;
      return () => undefined;
    },
  },
}));
vi.mock('../../../../../src/shared/market/trade-list', () => ({ refreshTradeList: () => Promise.resolve() }));

const { followLivePrices, liveQuoteAtom, newestQuote, watchQuote } = await import('../../../../../src/shared/market/quotes');
const { store } = await import('../../../../../src/lib/store');

const frames: (() => void)[] = [];
vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));

function paint(): void {
  for (const run of frames.splice(0)) run();
}

const quote = (symbol: string, close: string): DayMarketPush => ({ symbol, quotation: { close, change: '0.10' } });

describe('live prices', () => {
  it('shows every instrument of a step frame, and a single-instrument frame the same way', () => {
    followLivePrices();
    socket.listener!([quote('EURUSD', '1.10001'), quote('GBPUSD', '1.30001')], 1);
    paint();
    expect(store.get(liveQuoteAtom('EURUSD'))).toEqual({ close: '1.10001', change: '0.10' });
    expect(store.get(liveQuoteAtom('GBPUSD'))).toEqual({ close: '1.30001', change: '0.10' });

    socket.listener!(quote('EURUSD', '1.10002'), 2);
    paint();
    expect(store.get(liveQuoteAtom('EURUSD'))).toEqual({ close: '1.10002', change: '0.10' });
    expect(store.get(liveQuoteAtom('GBPUSD'))).toEqual({ close: '1.30001', change: '0.10' });
  });

  it('hands a price to the nodes showing it in the task that read it, and to React once the frame comes', () => {
    followLivePrices();
    const seen: (string | undefined)[] = [];
    const unwatch = watchQuote('XAUUSD', () => seen.push(newestQuote('XAUUSD')?.close));
    socket.listener!([quote('XAUUSD', '2400.10'), quote('EURUSD', '1.10003')], 3);
    // No frame has run: the price's node is written already; what React renders follows with the frame.
    expect(seen).toEqual(['2400.10']);
    expect(store.get(liveQuoteAtom('XAUUSD'))).toBeNull();
    paint();
    expect(store.get(liveQuoteAtom('XAUUSD'))).toEqual({ close: '2400.10', change: '0.10' });

    unwatch();
    socket.listener!(quote('XAUUSD', '2400.20'), 4);
    expect(seen).toEqual(['2400.10']);
    paint();
  });
});
