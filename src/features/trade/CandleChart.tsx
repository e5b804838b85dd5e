import { useLingui } from '@lingui/react/macro';
import Highcharts from 'highcharts/highstock';
import HighchartsReact, { type HighchartsReactRefObject } from 'highcharts-react-official';
import { useEffect, useRef, useState } from 'react';
import { CHART_TIME_ZONE, type KlinePoint } from '@common/market';
import { chartPriceText } from '@/lib/format';
import { useFormat } from '@/lib/useFormat';
import { CHART_HEIGHT, coveredByTag, followWindow, newestWindow, toCandleTuple, toCandleTuples } from './candles';
import { useChartColors, type ChartColors } from './chart-colors';
import { afterPaint } from '@/lib/after-frame';
import styles from './CandleChart.module.css';
import type { FeedEvent, KlineFeed } from './kline-feed';

// The trade screen's candlestick chart. This module is loaded lazily (React.lazy) and is the only one importing
// Highcharts, so the library is in its own chunk that only the trade screen fetches. The chart is created once;
// the feed's events then change it in place: setData for a new series, update() of the last point for a tick,
// addPoint() for a new candle.

const SERIES_ID = 'candles';

// One object for the life of the module: highcharts-react re-runs its effect whenever this prop changes identity.
// Hidden from assistive technology: the wrapper names the chart as one image.
const CONTAINER_PROPS = { style: { height: CHART_HEIGHT }, 'aria-hidden': true };

interface CandleChartProps {
  feed: KlineFeed;
  /** Decimals of the instrument's prices. */
  precision: number;
}

interface Labels {
  open: string;
  high: string;
  low: string;
  close: string;
}

function themeOptions(colors: ChartColors, precision: number, labels: Labels, tag: string) {
  // Prices on the axis, in the tooltip and on the tag are written by the formatting module, as everywhere else.
  const price = (value: number) => chartPriceText(value, precision, tag);
  const axisLabels = { style: { color: colors.muted, fontSize: '11px' } };
  const xAxis: Highcharts.XAxisOptions = {
    lineColor: colors.border,
    tickColor: colors.border,
    // Dates such as "Nov 24" are ~45px wide: a label every 110px or more keeps a gap between neighbours.
    tickPixelInterval: 110,
    labels: axisLabels,
    crosshair: { color: colors.border },
  };
  const yAxis: Highcharts.YAxisOptions = {
    gridLineColor: colors.border,
    // Prices outside the plot at the inline end, so the last candles and the price tag never sit under them.
    labels: {
      ...axisLabels,
      formatter() {
        return price(Number(this.value));
      },
      align: 'left',
      x: 6,
      y: 4,
    },
    crosshair: { color: colors.border, dashStyle: 'ShortDash' },
  };
  const series: Highcharts.SeriesCandlestickOptions = {
    type: 'candlestick',
    id: SERIES_ID,
    color: colors.down,
    lineColor: colors.down,
    upColor: colors.up,
    upLineColor: colors.up,
    tooltip: {
      pointFormatter() {
        const point = this as Highcharts.Point & { open: number; high: number; low: number; close: number };
        return (
          `${labels.open}: ${price(point.open)}<br/>${labels.high}: ${price(point.high)}<br/>` +
          `${labels.low}: ${price(point.low)}<br/>${labels.close}: ${price(point.close)}<br/>`
        );
      },
    },
  };
  const tooltip: Highcharts.TooltipOptions = {
    split: false,
    backgroundColor: colors.tooltip,
    borderColor: colors.border,
    style: { color: colors.text },
  };
  return { tooltip, xAxis, yAxis, series };
}

function initialOptions(colors: ChartColors, precision: number, labels: Labels, tag: string): Highcharts.Options {
  const theme = themeOptions(colors, precision, labels, tag);
  return {
    chart: {
      height: CHART_HEIGHT,
      backgroundColor: 'transparent',
      animation: false,
      // Room on the right for the last-price tag, which is wider (padding, bold) than the axis labels it sits over.
      spacing: [8, 10, 4, 0],
      events: { render: placeLastPrice },
      style: { fontFamily: 'inherit' },
      panning: { enabled: true, type: 'x' },
      zooming: { mouseWheel: { enabled: false }, pinchType: 'x' },
    },
    time: { timezone: CHART_TIME_ZONE },
    title: { text: undefined },
    credits: { enabled: false },
    navigator: { enabled: false },
    scrollbar: { enabled: false },
    rangeSelector: { enabled: false },
    // The chart is one image to assistive technology (named by its wrapper); Highcharts' module is not loaded.
    accessibility: { enabled: false },
    legend: { enabled: false },
    plotOptions: { series: { animation: false, dataGrouping: { enabled: false } } },
    tooltip: theme.tooltip,
    xAxis: { ...theme.xAxis, ordinal: true },
    yAxis: { ...theme.yAxis, opposite: true },
    series: [{ ...theme.series, data: [] }],
  };
}

function restyle(chart: Highcharts.Chart, colors: ChartColors, precision: number, labels: Labels, tag: string): void {
  const theme = themeOptions(colors, precision, labels, tag);
  chart.update({ tooltip: theme.tooltip, xAxis: theme.xAxis, yAxis: theme.yAxis, series: [theme.series] }, true, false, false);
}

/**
 * The last price's dashed line across the plot and its tag over the price axis, in the last candle's colour. They
 * are two plain elements over the chart rather than a Highcharts plot line: a plot line with an HTML label is
 * removed and drawn again on every tick, and measuring its label was most of a tick's cost at 4x CPU. These are
 * moved with one transform after each redraw (the chart's render event), where the axis knows the price's pixel.
 */
interface LastPrice {
  line: HTMLElement;
  tag: HTMLElement;
  close: number;
}

const lastPrices = new WeakMap<Highcharts.Chart, LastPrice>();
const labelOpacity = new WeakMap<Highcharts.SVGElement, number>();

/** Sets the last price's value, text and colour; its position follows at the next redraw. */
function setLastPrice(
  chart: Highcharts.Chart,
  overlay: LastPrice | undefined,
  points: readonly KlinePoint[],
  colors: ChartColors,
  precision: number,
  tag: string,
): void {
  if (!overlay) return;
  const last = points.at(-1);
  overlay.line.hidden = overlay.tag.hidden = last === undefined;
  if (!last) return;
  overlay.close = Number(last.Close);
  const color = overlay.close >= Number(last.Open) ? colors.up : colors.down;
  const text = chartPriceText(overlay.close, precision, tag);
  if (overlay.tag.textContent !== text) overlay.tag.textContent = text;
  overlay.line.style.borderTopColor = color;
  overlay.tag.style.background = color;
  overlay.tag.style.color = colors.tooltip;
  lastPrices.set(chart, overlay);
}

/** After each redraw: the line and tag at the last price, and the price-axis labels the tag would cover hidden. */
function placeLastPrice(this: Highcharts.Chart): void {
  const axis = this.yAxis[0];
  const overlay = lastPrices.get(this);
  if (!axis || !overlay) return;
  const tagY = axis.toPixels(overlay.close, false);
  const plotEnd = this.plotLeft + this.plotWidth;
  overlay.line.style.left = `${this.plotLeft}px`;
  overlay.line.style.width = `${this.plotWidth}px`;
  overlay.line.style.transform = `translateY(${Math.round(tagY)}px)`;
  overlay.tag.style.transform = `translate(${plotEnd + 2}px, ${Math.round(tagY)}px) translateY(-50%)`;
  for (const tick of Object.values(axis.ticks)) {
    const label = tick.label;
    if (!label || typeof tick.pos !== 'number') continue;
    const opacity = coveredByTag(axis.toPixels(tick.pos, false), tagY) ? 0 : 1;
    // Only a label whose cover changed is restyled: css() on a label costs a style recalculation.
    if (labelOpacity.get(label) !== opacity) {
      labelOpacity.set(label, opacity);
      label.css({ opacity });
    }
  }
}

/**
 * Highcharts makes a title, a subtitle and a caption even when they have no text, and lays them out on every
 * redraw: a computed-style read and a bounding box each, which make the browser recalculate style and layout in
 * the middle of the redraw (about a sixth of a tick's redraw at 4x CPU). The chart has none of the three (it is
 * named by its wrapper), so their empty elements are removed once it is created.
 */
function removeEmptyTitles(chart: Highcharts.Chart): void {
  const titles = chart as unknown as Record<'title' | 'subtitle' | 'caption', Highcharts.SVGElement | undefined>;
  for (const key of ['title', 'subtitle', 'caption'] as const) {
    titles[key]?.destroy();
    titles[key] = undefined;
  }
}

function candleSeries(chart: Highcharts.Chart | undefined): Highcharts.Series | undefined {
  return chart?.get(SERIES_ID) as Highcharts.Series | undefined;
}

function showNewest(chart: Highcharts.Chart, points: readonly KlinePoint[]): void {
  const range = newestWindow(points);
  chart.xAxis[0]?.setExtremes(range?.min, range?.max, false, false);
}

export default function CandleChart({ feed, precision }: CandleChartProps) {
  const { t } = useLingui();
  const { tag } = useFormat();
  const colors = useChartColors();
  const labels: Labels = {
    open: t({ message: 'Open', context: 'candle price' }),
    high: t({ message: 'High', context: 'candle price' }),
    low: t({ message: 'Low', context: 'candle price' }),
    close: t({ message: 'Close', context: 'candle price' }),
  };
  const ref = useRef<HighchartsReactRefObject>(null);
  const lastPriceLine = useRef<HTMLDivElement>(null);
  const lastPriceTag = useRef<HTMLSpanElement>(null);
  // Created once; later changes go through chart.update or the series, never through new options.
  const [options] = useState(() => initialOptions(colors, precision, labels, tag));
  const labelKey = `${labels.open}|${labels.high}|${labels.low}|${labels.close}`;

  // Theme, precision and language: restyle the chart in place (the feed effect below then redraws the data).
  useEffect(() => {
    const chart = ref.current?.chart;
    if (!chart) return;
    const [open = '', high = '', low = '', close = ''] = labelKey.split('|');
    restyle(chart, colors, precision, { open, high, low, close }, tag);
  }, [colors, precision, labelKey, tag]);

  // The feed: draw what it has, then follow its events, applied together with one redraw per animation frame,
  // however many arrived since the last frame (one per period per tick, several pushes between two frames). The
  // redraw runs in a background task after the frame rather than inside it (src/lib/after-frame.ts): a tick's price is
  // written in that same frame (useLiveQuote), and a Highcharts redraw (tens of ms at 4x CPU) would hold back its
  // paint; the candle follows one frame later.
  useEffect(() => {
    const chart = ref.current?.chart;
    const series = candleSeries(chart);
    if (!chart || !series) return;
    const line = lastPriceLine.current;
    const priceTag = lastPriceTag.current;
    const overlay = line && priceTag ? { line, tag: priceTag, close: Number.NaN } : undefined;
    const reset = (points: readonly KlinePoint[]) => {
      series.setData(toCandleTuples(points), false, false, false);
      showNewest(chart, points);
    };
    const append = (point: KlinePoint) => {
      const axis = chart.xAxis[0];
      const extremes = axis?.getExtremes();
      series.addPoint(toCandleTuple(point), false, false, false);
      const view = extremes ? followWindow(feed.points, { min: extremes.min, max: extremes.max }) : undefined;
      if (view) axis?.setExtremes(view.min, view.max, false, false);
    };
    const update = (point: KlinePoint) => {
      // Points outside the visible range may not exist as objects (Highcharts crops); then the data is set again
      // and Highcharts updates only the changed point.
      const last = series.data.at(-1);
      if (last?.x === point.Time) last.update(toCandleTuple(point), false, false);
      else series.setData(toCandleTuples(feed.points), false, false, true);
    };
    const draw = () => {
      setLastPrice(chart, overlay, feed.points, colors, precision, tag);
      chart.redraw(false);
    };
    reset(feed.points);
    draw();

    let queued: FeedEvent[] = [];
    const apply = () => {
      const events = queued;
      queued = [];
      const lastReset = events.findLastIndex((event) => event.kind === 'reset');
      // A reset draws the feed's points as they are now, which hold every later event of the batch too.
      if (lastReset >= 0) reset(feed.points);
      else
        events.forEach((event, index, rest) => {
          if (event.kind === 'append') append(event.point);
          // Only the newest of several updates of one candle matters.
          else if (event.kind === 'update' && rest[index + 1]?.kind !== 'update') update(event.point);
        });
      draw();
    };
    const redraw = afterPaint(apply);
    const stop = feed.listen((event: FeedEvent) => {
      queued.push(event);
      redraw.request();
    });
    return () => {
      stop();
      // A redraw requested before this never runs: nothing is applied to a chart the effect no longer owns.
      redraw.stop();
    };
  }, [feed, colors, precision, tag]);

  return (
    <div className={styles.chart}>
      <HighchartsReact
        ref={ref}
        highcharts={Highcharts}
        constructorType="stockChart"
        options={options}
        allowChartUpdate={false}
        containerProps={CONTAINER_PROPS}
        callback={removeEmptyTitles}
      />
      <div ref={lastPriceLine} className={styles.lastPriceLine} hidden aria-hidden="true" />
      <span ref={lastPriceTag} className={styles.lastPriceTag} hidden aria-hidden="true" />
    </div>
  );
}
