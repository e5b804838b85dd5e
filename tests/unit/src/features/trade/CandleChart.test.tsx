import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Highcharts from 'highcharts/highstock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { myOrders, setStopPrice } from '@common/api/trade';
import type { KlinePoint } from '@common/market';
import CandleChart from '../../../../../src/features/trade/CandleChart';
import { KlineFeed } from '../../../../../src/features/trade/kline-feed';
import { api } from '../../../../../src/lib/http/api';
import { toast } from '../../../../../src/ui';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';
import { order, page } from '../orders/fixtures';

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

// 24 November 2026 from 08:00 UTC (09:00 in Berlin), 80 five-minute candles: the last starts at 15:35 in Berlin.
const START = Date.UTC(2026, 10, 24, 8, 0);
const FIVE_MINUTES = 300_000;

function candle(index: number, close = '67050.00'): KlinePoint {
  return { Time: START + index * FIVE_MINUTES, Open: '67000.00', High: '67500.00', Low: '66500.00', Close: close, Volume: '1' };
}

const candles = Array.from({ length: 80 }, (_, index) => candle(index, index === 79 ? '67100.50' : '67050.00'));

interface Harness {
  feed: KlineFeed;
  older: { before: number; resolve: (points: KlinePoint[]) => void }[];
}

async function chartOf(points: KlinePoint[]): Promise<Harness> {
  const older: Harness['older'] = [];
  const feed = new KlineFeed(
    {
      readSeries: () => Promise.resolve(points),
      fetchKline: () => Promise.resolve(points),
      fetchOlder: (_id, _period, before) => new Promise((resolve) => older.push({ before, resolve })),
      storeSeries: () => Promise.resolve(true),
      subscribe: () => () => undefined,
      now: () => 0,
    },
    { instrumentId: 13, code: 'BTCUSDT', period: '5M' },
  );
  feed.start();
  await act(() => Promise.resolve());
  renderScreen(() => <CandleChart feed={feed} precision={2} />, '/trade');
  await waitFor(() => expect(legend()).toContain('Close'));
  return { feed, older };
}

/** The legend's text, its spaces plain (Intl writes a narrow no-break space in some times). */
const legend = () => screen.getByTestId('chart-legend').textContent.replace(/\s/g, ' ');

function shownChart(): Highcharts.Chart {
  const chart = Highcharts.charts.findLast((each) => each !== undefined);
  if (!chart) throw new Error('no chart');
  return chart;
}

/** The chart's pixel (from its top) of `price` on its price axis. */
function pixelOf(price: number): number {
  return shownChart().yAxis[0]!.toPixels(price, false);
}

/** Drags a line's tag to the pixel `y` of the chart and lets go. */
function drag(tag: HTMLElement, y: number): void {
  fireEvent.pointerDown(tag, { button: 0, pointerId: 1, clientY: pixelOf(66_800) });
  fireEvent.pointerMove(tag, { pointerId: 1, clientY: (pixelOf(66_800) + y) / 2 });
  fireEvent.pointerMove(tag, { pointerId: 1, clientY: y });
  fireEvent.pointerUp(tag, { pointerId: 1, clientY: y });
}

// A buy of 0.01 BTC/USDT at 67,000, now at 67,000, with a stop-loss at 66,800 and no take-profit.
const position = order(7, { TargetLossPrice: '66800.00' });

beforeAll(() => {
  // jsdom has neither pointer events (fireEvent would make plain events, without their coordinates) nor capture.
  if (typeof window.PointerEvent !== 'function') {
    class PointerEvent extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    }
    window.PointerEvent = PointerEvent as unknown as typeof window.PointerEvent;
  }
  HTMLElement.prototype.setPointerCapture = () => undefined;
  // jsdom lays nothing out: Highcharts measures its labels with getBBox, which it lacks (the plot's width is then
  // NaN). Text is given 6px a character, 14px high.
  (SVGElement.prototype as unknown as { getBBox: () => DOMRect }).getBBox = function (this: SVGElement) {
    return { x: 0, y: 0, width: this.textContent.length * 6, height: 14 } as DOMRect;
  };
});

beforeEach(() => {
  signedInAnswering(call, () => []);
  // The holding orders; a change of levels answers the order with the levels sent.
  call.mockImplementation((endpoint, params) => {
    if (endpoint === myOrders) return Promise.resolve(page([position], 1));
    if (endpoint === setStopPrice) {
      return Promise.resolve({ ...position, TargetLossPrice: (params as { stop_loss_price: string }).stop_loss_price });
    }
    return Promise.resolve([]);
  });
});

afterEach(() => {
  toast.clear();
});

describe('the trade chart', () => {
  it('reads out the newest candle, in the app\u2019s price format and Berlin time, and says the zone', async () => {
    await chartOf(candles);
    expect(legend()).toBe('24/11/2026 15:35Chart time: Berlin (UTC+1)Open67,000.00High67,500.00Low66,500.00Close67,100.50');
  });

  it('reads out the candle under the crosshair, and the newest again when it leaves', async () => {
    await chartOf([...candles.slice(0, 79), { ...candle(79, '66900.25'), Low: '66400.75' }]);
    const series = shownChart().series[0]!;
    const hovered = series.points.find((point) => point.x === candle(60).Time)!;
    act(() => hovered.onMouseOver());
    expect(legend()).toContain('24/11/2026 14:00');
    expect(legend()).toContain('Close67,050.00');
    act(() => series.onMouseOut());
    expect(legend()).toContain('24/11/2026 15:35');
    expect(legend()).toContain('Low66,400.75Close66,900.25');
  });

  it('labels the time axis in Berlin time from the first drawing', async () => {
    await chartOf(candles);
    const labels = [...document.querySelectorAll('.highcharts-xaxis-labels text')].map((label) => label.textContent);
    expect(labels).toEqual(expect.arrayContaining(['11:00', '12:00', '15:00']));
  });

  it('asks for older candles when panned back to the oldest, and keeps the view when they come', async () => {
    const { feed, older } = await chartOf(candles);
    const axis = shownChart().xAxis[0]!;
    act(() => axis.setExtremes(candle(0).Time, candle(40).Time, true, false, { trigger: 'pan' }));
    expect(older.map((asked) => asked.before)).toEqual([candle(0).Time]);
    const page = Array.from({ length: 300 }, (_, index) => candle(index - 300));
    await act(async () => {
      older[0]!.resolve(page);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(feed.points).toHaveLength(380);
    // Drawn with the older candles, the view where the user left it.
    await waitFor(() => expect(axis.getExtremes().dataMin).toBe(candle(-300).Time));
    const view = axis.getExtremes();
    expect([view.min, view.max]).toEqual([candle(0).Time, candle(40).Time]);
  });

  it('offers, once zoomed, to go back to the newest candles, in the user\u2019s language', async () => {
    await chartOf(candles);
    const chart = shownChart();
    act(() => chart.xAxis[0]!.setExtremes(candle(0).Time, candle(40).Time, true, false, { trigger: 'pan' }));
    act(() => chart.showResetZoom());
    expect(document.querySelector('.highcharts-reset-zoom text')?.textContent).toBe('Back to latest');
    act(() => chart.zoomOut());
    const view = chart.xAxis[0]!.getExtremes();
    expect([view.min, view.max]).toEqual([candle(20).Time, candle(79).Time]);
    expect(document.querySelector('.highcharts-reset-zoom')).toBeNull();
  });

  it('draws the position\u2019s entry and stop-loss, and a stop-loss dragged below the price opens the sheet with it', async () => {
    await chartOf(candles);
    const entry = await screen.findByTestId('level-entry-7');
    expect(entry.textContent).toBe('Buy 0.01 67,000.00');
    const stopLoss = screen.getByTestId('level-stop_loss-7');
    expect(stopLoss.textContent).toBe('Stop-loss 66,800.00');

    drag(stopLoss, pixelOf(66_600));
    const sheet = await screen.findByRole('dialog', { name: 'Stop-loss / take-profit' });
    const field = within(sheet).getByRole('textbox', { name: 'Stop-loss' });
    // Dropped on a round price (the drag's step) near 66,600, below the price: the sheet holds it, and the line too.
    const level = Number((field as HTMLInputElement).value);
    expect(Math.abs(level - 66_600)).toBeLessThanOrEqual(10);
    expect(stopLoss.textContent).toBe(`Stop-loss ${level.toLocaleString('en', { minimumFractionDigits: 2 })}`);
    expect(callsTo(call, setStopPrice)).toHaveLength(0);

    // The sheet's Save is the one write.
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(call, setStopPrice)).toHaveLength(1));
    const [, params, options] = callsTo(call, setStopPrice)[0] ?? [];
    expect(params).toEqual({ id: 7, stop_loss_price: (field as HTMLInputElement).value, target_profit_price: '0' });
    // The orders screen's write: the server's message is toasted as the confirmation.
    expect(options).toMatchObject({ toastSuccess: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('level-stop_loss-7').textContent).toBe(
      `Stop-loss ${level.toLocaleString('en', { minimumFractionDigits: 2 })}`,
    );
  });

  it('refuses a stop-loss dragged above the price with the sheet\u2019s message, and puts the line back', async () => {
    await chartOf(candles);
    const stopLoss = await screen.findByTestId('level-stop_loss-7');
    drag(stopLoss, pixelOf(67_300));
    expect(toast.getSnapshot().map((item) => [item.kind, item.message])).toEqual([
      ['error', 'For a buy, the stop-loss must be below the current price'],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stopLoss.textContent).toBe('Stop-loss 66,800.00');
    expect(callsTo(call, setStopPrice)).toHaveLength(0);
  });

  it('puts the line back when the sheet is closed without saving', async () => {
    await chartOf(candles);
    const stopLoss = await screen.findByTestId('level-stop_loss-7');
    drag(stopLoss, pixelOf(66_600));
    const sheet = await screen.findByRole('dialog', { name: 'Stop-loss / take-profit' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stopLoss.textContent).toBe('Stop-loss 66,800.00');
    expect(callsTo(call, setStopPrice)).toHaveLength(0);
  });
});
