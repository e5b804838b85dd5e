import { useLingui } from '@lingui/react/macro';
import Highcharts from 'highcharts/highstock';
import HighchartsReact, { type HighchartsReactRefObject } from 'highcharts-react-official';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CHART_TIME_ZONE, type KlinePoint } from '@common/market';
import { chartPriceText } from '@/lib/format';
import { useFormat } from '@/lib/useFormat';
import { writeText, writeTone } from '@/shared/market';
import { CHART_HEIGHT, coveredByTag, followWindow, nearOldest, newestWindow, toCandleTuple, toCandleTuples } from './candles';
import { useChartColors, type ChartColors } from './chart-colors';
import { axisTimeText } from './chart-time';
import { ChartLevels, placeLevelsOf } from './ChartLevels';
import { afterPaint } from '@/lib/after-frame';
import { SPACING } from './candle-sketch';
import { candleAt, readoutOf } from './readout';
import { useChartZone } from './useChartZone';
import styles from './CandleChart.module.css';
import legendStyles from './ChartLegend.module.css';
import type { FeedEvent, KlineFeed } from './kline-feed';

// The trade screen's candlestick chart. This module is loaded lazily (React.lazy) and is the only one importing
// Highcharts, so the library is in its own chunk that only the trade screen fetches. The chart is created once;
// the feed's events then change it in place: setData for a new series, update() of the last point for a tick,
// addPoint() for a new candle, setData again (the view kept) when older candles came in as the user panned back.
// Over the plot: the legend (the figures of the candle under the crosshair, the newest one otherwise, and the
// chart's zone), the last price's line and tag, and the lines of the user's positions (ChartLevels).

const SERIES_ID = 'candles';

// One object for the life of the module: highcharts-react re-runs its effect whenever this prop changes identity.
// Hidden from assistive technology: the wrapper names the chart as one image.
const CONTAINER_PROPS = { style: { height: CHART_HEIGHT }, 'aria-hidden': true };

interface CandleChartProps {
  feed: KlineFeed;
  /** Decimals of the instrument's prices. */
  precision: number;
}

/** What the chart's callbacks (set once, in the options) reach of the component's current state. */
interface ChartHooks {
  feed: KlineFeed;
  tag: string;
  /** The crosshair is on the candle starting at `time`, or left the chart (null). */
  hover: (time: number | null) => void;
}

const hooksOf = new WeakMap<Highcharts.Chart, ChartHooks>();

function themeOptions(colors: ChartColors, precision: number, tag: string) {
  // Prices on the axis and on the tag are written by the formatting module, as everywhere else.
  const price = (value: number) => chartPriceText(value, precision, tag);
  const axisLabels = { style: { color: colors.muted, fontSize: '11px' } };
  const xAxis: Highcharts.XAxisOptions = {
    lineColor: colors.border,
    tickColor: colors.border,
    // Days such as "Nov 24" are ~45px wide: a label every 110px or more keeps a gap between neighbours (the first
    // drawing spaces its labels the same, candle-sketch.ts).
    tickPixelInterval: 110,
    labels: {
      ...axisLabels,
      // In the chart's zone and the user's language, as the first drawing writes them (chart-time.ts).
      formatter() {
        const hooks = hooksOf.get(this.axis.chart);
        const positions = this.axis.tickPositions ?? [];
        const at = Number(this.value);
        const index = positions.indexOf(at);
        return hooks ? axisTimeText(at, hooks.feed.key.period, hooks.tag, index > 0 ? positions[index - 1] : undefined) : '';
      },
    },
    crosshair: { color: colors.border },
    events: {
      // Panned or zoomed back to the oldest candles held: the page before them is asked for (the feed asks once at
      // a time and stops at the history's start). Only a move of the user's asks: the chart's own moves have no trigger.
      afterSetExtremes(event) {
        const hooks = hooksOf.get(this.chart);
        if (hooks && event.trigger && nearOldest(hooks.feed.points, event.min)) hooks.feed.loadOlder();
      },
    },
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
    // The crosshair's candle is read out in the legend (no tooltip over the candles).
    point: {
      events: {
        mouseOver() {
          hooksOf.get(this.series.chart)?.hover(this.x);
        },
      },
    },
    events: {
      mouseOut() {
        hooksOf.get(this.chart)?.hover(null);
      },
    },
  };
  return { xAxis, yAxis, series };
}

function initialOptions(colors: ChartColors, precision: number, tag: string, backLabel: string): Highcharts.Options {
  const theme = themeOptions(colors, precision, tag);
  return {
    chart: {
      height: CHART_HEIGHT,
      backgroundColor: 'transparent',
      animation: false,
      // Room on the right for the last-price tag, which is wider (padding, bold) than the axis labels it sits over;
      // at the top for the legend's two lines, so neither the candles nor a level's tag pinned at the top is under it.
      spacing: [SPACING.top, SPACING.right, SPACING.bottom, SPACING.left],
      events: {
        render() {
          placeLastPrice.call(this);
          placeLevelsOf.get(this)?.();
        },
        // Zoomed or pinched, the chart offers its reset button (named by lang.resetZoom): it goes back to the newest
        // candles at the first zoom, rather than to the whole series held.
        selection(event) {
          if (!event.resetSelection) return true;
          const hooks = hooksOf.get(this);
          if (hooks) showNewest(this, hooks.feed.points);
          // The button is not in Highcharts' types; the default action (which this replaces) destroys it so.
          const withButton = this as unknown as { resetZoomButton?: Highcharts.SVGElement };
          withButton.resetZoomButton?.destroy();
          withButton.resetZoomButton = undefined;
          this.redraw(false);
          return false;
        },
      },
      style: { fontFamily: 'inherit' },
      // Dragged (a mouse, or two fingers) to pan; pinched or wheeled to zoom, along the time axis. One finger moves
      // the crosshair, whose candle the legend reads out.
      panning: { enabled: true, type: 'x' },
      zooming: { mouseWheel: { enabled: true, type: 'x' }, pinchType: 'x' },
    },
    time: { timezone: CHART_TIME_ZONE },
    lang: { resetZoom: backLabel, resetZoomTitle: backLabel },
    title: { text: undefined },
    credits: { enabled: false },
    navigator: { enabled: false },
    scrollbar: { enabled: false },
    rangeSelector: { enabled: false },
    // The chart is one image to assistive technology (named by its wrapper); Highcharts' module is not loaded.
    accessibility: { enabled: false },
    legend: { enabled: false },
    plotOptions: { series: { animation: false, dataGrouping: { enabled: false } } },
    tooltip: { enabled: false },
    xAxis: { ...theme.xAxis, ordinal: true },
    yAxis: { ...theme.yAxis, opposite: true },
    series: [{ ...theme.series, data: [] }],
  };
}

function restyle(chart: Highcharts.Chart, colors: ChartColors, precision: number, tag: string, backLabel: string): void {
  const theme = themeOptions(colors, precision, tag);
  // The reset button reads its text when it is shown.
  const lang = chart.options.lang;
  if (lang) Object.assign(lang, { resetZoom: backLabel, resetZoomTitle: backLabel });
  chart.update({ xAxis: theme.xAxis, yAxis: theme.yAxis, series: [theme.series] }, true, false, false);
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

/** The legend's elements, written outside React as the crosshair moves and ticks arrive. */
interface LegendNodes {
  time: HTMLElement | null;
  zone: HTMLElement | null;
  figures: HTMLElement | null;
  open: HTMLElement | null;
  high: HTMLElement | null;
  low: HTMLElement | null;
  close: HTMLElement | null;
}

export default function CandleChart({ feed, precision }: CandleChartProps) {
  const { t } = useLingui();
  const { tag } = useFormat();
  const colors = useChartColors();
  const zoneLabel = useChartZone();
  const ref = useRef<HighchartsReactRefObject>(null);
  const lastPriceLine = useRef<HTMLDivElement>(null);
  const lastPriceTag = useRef<HTMLSpanElement>(null);
  const legendTime = useRef<HTMLSpanElement>(null);
  const legendZone = useRef<HTMLSpanElement>(null);
  const legendFigures = useRef<HTMLDListElement>(null);
  const legendOpen = useRef<HTMLElement>(null);
  const legendHigh = useRef<HTMLElement>(null);
  const legendLow = useRef<HTMLElement>(null);
  const legendClose = useRef<HTMLElement>(null);
  /** The candle under the crosshair (its start), or null for the newest. */
  const hovered = useRef<number | null>(null);
  const backLabel = t({ message: 'Back to latest', context: 'chart button: the newest candles again' });
  // Created once; later changes go through chart.update or the series, never through new options.
  const [options] = useState(() => initialOptions(colors, precision, tag, backLabel));
  const [chart, setChart] = useState<Highcharts.Chart | null>(null);
  const created = useCallback((made: Highcharts.Chart) => {
    removeEmptyTitles(made);
    setChart(made);
  }, []);

  // The legend: the hovered candle's figures, or the newest candle's; the zone's offset at that candle.
  const showReadout = useCallback(() => {
    const nodes: LegendNodes = {
      time: legendTime.current,
      zone: legendZone.current,
      figures: legendFigures.current,
      open: legendOpen.current,
      high: legendHigh.current,
      low: legendLow.current,
      close: legendClose.current,
    };
    const at = hovered.current;
    const point = (at === null ? undefined : candleAt(feed.points, at)) ?? feed.points.at(-1);
    if (nodes.figures) nodes.figures.hidden = point === undefined;
    if (!point) return;
    const readout = readoutOf(point, feed.key.period, precision, tag);
    writeText(nodes.time, readout.time);
    writeText(nodes.zone, zoneLabel(point.Time));
    writeText(nodes.open, readout.open);
    writeText(nodes.high, readout.high);
    writeText(nodes.low, readout.low);
    writeText(nodes.close, readout.close);
    writeTone(nodes.figures, readout.tone);
  }, [feed, precision, tag, zoneLabel]);

  // What the chart's callbacks reach: the feed (pages back, the period of its labels), the language, the legend.
  // Set in a layout effect, which runs after the chart was created (a child's) and before the feed effect below
  // draws anything, so the first drawing of the time axis already has its labels.
  useLayoutEffect(() => {
    const chart = ref.current?.chart;
    if (!chart) return;
    hooksOf.set(chart, {
      feed,
      tag,
      hover: (time) => {
        hovered.current = time;
        showReadout();
      },
    });
    showReadout();
  }, [feed, tag, showReadout]);

  // Theme, precision and language: restyle the chart in place (the feed effect below then redraws the data).
  useEffect(() => {
    const chart = ref.current?.chart;
    if (!chart) return;
    restyle(chart, colors, precision, tag, backLabel);
  }, [colors, precision, tag, backLabel]);

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
    // Older candles came in before the first: the same view stays, with more history to its left.
    const prepend = (points: readonly KlinePoint[]) => {
      const axis = chart.xAxis[0];
      const extremes = axis?.getExtremes();
      series.setData(toCandleTuples(points), false, false, false);
      if (extremes) axis?.setExtremes(extremes.min, extremes.max, false, false);
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
      showReadout();
    };
    reset(feed.points);
    draw();

    let queued: FeedEvent[] = [];
    const apply = () => {
      const events = queued;
      queued = [];
      const lastReset = events.findLastIndex((event) => event.kind === 'reset');
      // A reset draws the feed's points as they are now, which hold every later event of the batch too; so does a
      // page of older candles, which keeps the view.
      if (lastReset >= 0) reset(feed.points);
      else if (events.some((event) => event.kind === 'older')) prepend(feed.points);
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
  }, [feed, colors, precision, tag, showReadout]);

  const labels = {
    open: t({ message: 'Open', context: 'candle price' }),
    high: t({ message: 'High', context: 'candle price' }),
    low: t({ message: 'Low', context: 'candle price' }),
    close: t({ message: 'Close', context: 'candle price' }),
  };

  return (
    <div className={styles.chart}>
      <HighchartsReact
        ref={ref}
        highcharts={Highcharts}
        constructorType="stockChart"
        options={options}
        allowChartUpdate={false}
        containerProps={CONTAINER_PROPS}
        callback={created}
      />
      <div ref={lastPriceLine} className={styles.lastPriceLine} hidden aria-hidden="true" />
      <span ref={lastPriceTag} className={styles.lastPriceTag} hidden aria-hidden="true" />
      {/* In the language's direction (the chart around it runs left to right): an Arabic time and label read right to left. */}
      <div className={legendStyles.legend} data-testid="chart-legend" dir="auto">
        <div className={legendStyles.line}>
          <span ref={legendTime} className={legendStyles.time} />
          <span ref={legendZone} />
        </div>
        <dl ref={legendFigures} className={legendStyles.figures} hidden>
          <div>
            <dt>{labels.open}</dt>
            <dd ref={legendOpen} dir="ltr" />
          </div>
          <div>
            <dt>{labels.high}</dt>
            <dd ref={legendHigh} dir="ltr" />
          </div>
          <div>
            <dt>{labels.low}</dt>
            <dd ref={legendLow} dir="ltr" />
          </div>
          <div>
            <dt>{labels.close}</dt>
            <dd ref={legendClose} dir="ltr" />
          </div>
        </dl>
      </div>
      {chart ? <ChartLevels chart={chart} instrumentId={feed.key.instrumentId} precision={precision} tag={tag} /> : null}
    </div>
  );
}
