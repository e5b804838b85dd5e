import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { ABBREVIATED_POINTS, getAbbreviatedKline, getTradeList, type TradeItem } from '@common/api/market';
import type { KlinePoint } from '@common/market';
import { MarketStrip } from '../../../../../src/features/market/MarketStrip';
import { firstScreenDrawn } from '../../../../../src/lib/after-load';
import { api } from '../../../../../src/lib/http/api';
import { readSeries, storeSeries } from '../../../../../src/lib/kline-cache';
import { renderScreen } from '../../render-screen';
import { instrument } from '../trade/fixtures';

// The home screen's strip (issue 41, defect 10): a card whose market is closed says so in the price's place, as the
// list's row does; and with the network gone the cards' small charts are drawn from the 1-minute candles the device
// kept, not left blank.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

class QuietIntersectionObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
vi.stubGlobal('IntersectionObserver', QuietIntersectionObserver);

const btc = instrument();
const eth = instrument({
  Id: 14,
  Code: 'ETHUSDT',
  ShowCode: 'ETH/USDT',
  ForexQuotations: { Open: '3000', Close: '3000.00', Change: '0.00', High: '0', Low: '0' },
});
const eurusd = instrument({
  Id: 1,
  Code: 'EURUSD',
  ShowCode: 'EUR/USD',
  CategoryId: 1,
  MarketStatus: 0,
  PricePrecision: 5,
  ForexQuotations: { Open: '1.08', Close: '1.08412', Change: '0.10', High: '1.09', Low: '1.07' },
});

const candle = (minute: number, close: string): KlinePoint => ({
  Time: Date.UTC(2026, 10, 24, 8, minute),
  Open: close,
  High: close,
  Low: close,
  Close: close,
  Volume: '1',
});
const candles = Array.from({ length: 5 }, (_, index) => candle(index, String(67_000 + index * 25)));
const closes = (points: readonly KlinePoint[]) => points.map((point) => point.Close);

function answering(answer: (endpoint: AnyEndpoint) => unknown): void {
  call.mockReset();
  call.mockImplementation((endpoint) => Promise.resolve().then(() => answer(endpoint)));
}

function cardOf(item: TradeItem): HTMLElement {
  return screen.getByRole('link', { name: new RegExp(item.ShowCode) });
}

const lineOf = (card: HTMLElement) => card.querySelector('svg path[stroke="currentColor"]');

afterEach(() => call.mockReset());

describe('the strip', () => {
  it('marks a closed market "Closed" in the price’s place, as the list does, and shows open ones their price', async () => {
    answering((endpoint) => (endpoint === getTradeList ? [btc, eurusd] : []));
    renderScreen(() => <MarketStrip items={[btc, eurusd]} tag="en" />);
    await screen.findByText('EUR/USD');
    expect(cardOf(eurusd).textContent).toContain('Closed');
    expect(cardOf(eurusd).textContent).not.toContain('1.08412');
    expect(cardOf(btc).textContent).not.toContain('Closed');
    expect(cardOf(btc).textContent).toContain('67,000.00');
  });

  it('keeps the candles it drew on the device, with the instrument’s other 1-minute candles', async () => {
    firstScreenDrawn();
    answering((endpoint) => (endpoint === getTradeList ? [btc] : endpoint === getAbbreviatedKline ? candles : []));
    renderScreen(() => <MarketStrip items={[btc]} tag="en" />);
    await waitFor(() => expect(lineOf(cardOf(btc))?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+ L/));
    await waitFor(async () => expect((await readSeries(btc.Id, '1M')).map((point) => point.Close)).toEqual(closes(candles)));
  });

  it('offline, draws the chart from the candles the device kept rather than leaving it blank', async () => {
    // Kept on an earlier visit (by this strip or the trade chart), more than the strip shows.
    const kept = Array.from({ length: ABBREVIATED_POINTS + 10 }, (_, index) => candle(index, String(3_000 + index)));
    await storeSeries(eth.Id, '1M', kept, Date.now());
    answering((endpoint) => {
      if (endpoint === getAbbreviatedKline) throw new TypeError('Failed to fetch');
      return endpoint === getTradeList ? [eth] : [];
    });
    renderScreen(() => <MarketStrip items={[eth]} tag="en" />);
    await screen.findByText('ETH/USDT');
    await waitFor(() => expect(lineOf(cardOf(eth))?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+ L/));
    // The newest candles only, as many as the strip asks the server for: the line has that many points.
    const line = lineOf(cardOf(eth))?.getAttribute('d') ?? '';
    expect(line.split('L')).toHaveLength(ABBREVIATED_POINTS);
    expect(call.mock.calls.some(([endpoint]) => endpoint === getAbbreviatedKline)).toBe(true);
  });

  it('with nothing kept and the network gone, draws no chart (the call’s failure stands)', async () => {
    const sol = instrument({ Id: 16, Code: 'SOLUSDT', ShowCode: 'SOL/USDT' });
    answering((endpoint) => {
      if (endpoint === getAbbreviatedKline) throw new TypeError('Failed to fetch');
      return endpoint === getTradeList ? [sol] : [];
    });
    renderScreen(() => <MarketStrip items={[sol]} tag="en" />);
    await screen.findByText('SOL/USDT');
    await waitFor(() => expect(call.mock.calls.some(([endpoint]) => endpoint === getAbbreviatedKline)).toBe(true));
    expect(lineOf(cardOf(sol))).toBeNull();
  });
});
