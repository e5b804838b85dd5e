import { useLingui } from '@lingui/react/macro';
import Highcharts from 'highcharts/highstock';
import HighchartsReact, { type HighchartsReactRefObject } from 'highcharts-react-official';
import { useEffect, useRef, useState } from 'react';
import { CHART_TIME_ZONE, type KlinePoint } from '@common/market';
import { chartPriceText } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { coveredByTag, followWindow, newestWindow, toCandleTuple, toCandleTuples } from './candles';
import { useChartColors, type ChartColors } from './chart-colors';
import type { FeedEvent, KlineFeed } from './kline-feed';

// The trade screen's candlestick chart. This module is loaded lazily (React.lazy) and is the only one importing
// Highcharts, so the library is in its own chunk that only the trade screen fetches. The chart is created once;
// the feed's events then change it in place: setData for a new series, update() of the last point for a tick,
// addPoint() for a new candle.

const CHART_HEIGHT = 250;

const SERIES_ID = 'candles';
const LAST_PRICE_LINE = 'last-price';
const PRICE_TAG_CLASS = 'meridian-price-tag';

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
      events: { render: hideLabelsUnderTag },
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

// Highcharts 13's typings leave out these two Axis methods, which the library has.
interface PlotLineAxis {
  addPlotLine: (options: Highcharts.YAxisPlotLinesOptions) => unknown;
  removePlotLine: (id: string) => void;
}

function candleSeries(chart: Highcharts.Chart | undefined): Highcharts.Series | undefined {
  return chart?.get(SERIES_ID) as Highcharts.Series | undefined;
}

/** The dashed line at the last price, in the colour of the last candle, with a price tag on the price axis. */
function drawLastPrice(chart: Highcharts.Chart, points: readonly KlinePoint[], colors: ChartColors, precision: number, tag: string): void {
  const axis = chart.yAxis[0] as (Highcharts.Axis & PlotLineAxis) | undefined;
  if (!axis) return;
  axis.removePlotLine(LAST_PRICE_LINE);
  const last = points.at(-1);
  if (!last) return;
  const close = Number(last.Close);
  tagPrices.set(chart, close);
  const color = close >= Number(last.Open) ? colors.up : colors.down;
  const price = chartPriceText(close, precision, tag);
  axis.addPlotLine({
    id: LAST_PRICE_LINE,
    value: close,
    color,
    width: 1,
    dashStyle: 'ShortDash',
    zIndex: 5,
    label: {
      // Anchored at the line's end, drawn outwards over the axis labels. The text is a number we formatted.
      text: `<span class="${PRICE_TAG_CLASS}" style="background:${color};color:${colors.tooltip}">${price}</span>`,
      useHTML: true,
      align: 'right',
      textAlign: 'left',
      verticalAlign: 'middle',
      x: 2,
      y: 0,
    },
  });
}

/** The last price each chart's tag shows, so a render can find the axis labels under the tag. */
const tagPrices = new WeakMap<Highcharts.Chart, number>();

/** Hides the price-axis labels the last-price tag would cover (they come back once the price moves away). */
function hideLabelsUnderTag(this: Highcharts.Chart): void {
  const axis = this.yAxis[0];
  const price = tagPrices.get(this);
  if (!axis || price === undefined) return;
  const tagY = axis.toPixels(price, false);
  for (const tick of Object.values(axis.ticks)) {
    const label = tick.label;
    if (!label || typeof tick.pos !== 'number') continue;
    const covered = coveredByTag(axis.toPixels(tick.pos, false), tagY);
    label.css({ opacity: covered ? 0 : 1 });
  }
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

  // The feed: draw what it has, then follow its events.
  useEffect(() => {
    const chart = ref.current?.chart;
    const series = candleSeries(chart);
    if (!chart || !series) return;
    const reset = (points: readonly KlinePoint[]) => {
      series.setData(toCandleTuples(points), false, false, false);
      showNewest(chart, points);
      drawLastPrice(chart, points, colors, precision, tag);
      chart.redraw(false);
    };
    reset(feed.points);
    return feed.listen((event: FeedEvent) => {
      if (event.kind === 'reset') return reset(event.points);
      const tuple = toCandleTuple(event.point);
      if (event.kind === 'append') {
        const axis = chart.xAxis[0];
        const extremes = axis?.getExtremes();
        series.addPoint(tuple, false, false, false);
        const view = extremes ? followWindow(feed.points, { min: extremes.min, max: extremes.max }) : undefined;
        if (view) axis?.setExtremes(view.min, view.max, false, false);
      } else {
        // Points outside the visible range may not exist as objects (Highcharts crops); then the data is set again
        // and Highcharts updates only the changed point.
        const last = series.data.at(-1);
        if (last?.x === event.point.Time) last.update(tuple, false, false);
        else series.setData(toCandleTuples(feed.points), false, false, true);
      }
      drawLastPrice(chart, feed.points, colors, precision, tag);
      chart.redraw(false);
    });
  }, [feed, colors, precision, tag]);

  return (
    <HighchartsReact
      ref={ref}
      highcharts={Highcharts}
      constructorType="stockChart"
      options={options}
      allowChartUpdate={false}
      containerProps={CONTAINER_PROPS}
    />
  );
}
