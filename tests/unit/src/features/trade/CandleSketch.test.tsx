import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CandleSketch } from '../../../../../src/features/trade/CandleSketch';
import { KlineFeed } from '../../../../../src/features/trade/kline-feed';
import { renderScreen } from '../../render-screen';

const feed = new KlineFeed(
  {
    readSeries: () => Promise.resolve([]),
    fetchKline: () => Promise.resolve([]),
    fetchOlder: () => Promise.resolve([]),
    storeSeries: () => Promise.resolve(true),
    subscribe: () => () => undefined,
    now: () => 0,
  },
  { instrumentId: 13, code: 'BTCUSDT', period: '5M' },
);

beforeAll(() => {
  // jsdom draws nothing: the canvas has no context (the drawing itself is candle-sketch.test.ts's).
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
});

// The first drawing is what shows offline when Highcharts was never kept: it says the chart's zone too (issue 41).
describe('the chart\u2019s first drawing', () => {
  it('says its times are Berlin\u2019s, with the offset of now', async () => {
    renderScreen(() => <CandleSketch feed={feed} precision={2} />, '/trade');
    expect((await screen.findByText(/^Chart time: Berlin \(UTC\+[12]\)$/)).getAttribute('dir')).toBe('auto');
  });
});
