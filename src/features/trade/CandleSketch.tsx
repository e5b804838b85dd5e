import { useLayoutEffect, useRef, useState } from 'react';
import { PERIOD_MS } from '@common/market';
import { chartPriceText } from '@/lib/format';
import { useFormat } from '@/lib/useFormat';
import { drawSketch } from './candle-sketch';
import { CHART_HEIGHT } from './candles';
import { useChartColors } from './chart-colors';
import { axisTimeText, zoneOffsetMs } from './chart-time';
import type { KlineFeed } from './kline-feed';
import { useChartZone } from './useChartZone';
import styles from './ChartLegend.module.css';

/**
 * The chart's first drawing, on a canvas, while Highcharts is not loaded yet (see useChartReady), and the chart
 * offline when Highcharts was never kept: the feed's candles as they are (from the device's cache at first), with
 * their time axis and zone, redrawn at most once per animation frame as ticks arrive. Hidden from assistive
 * technology like the full chart: the wrapper names the chart as one image.
 */
export function CandleSketch({ feed, precision }: { feed: KlineFeed; precision: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const colors = useChartColors();
  const { tag } = useFormat();
  // The zone's offset now (winter or summer time); the sketch shows the newest candles.
  const [now] = useState(Date.now);
  const zone = useChartZone()(now);
  useLayoutEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const price = (value: number) => chartPriceText(value, precision, tag);
    const time = (ms: number, previous: number | undefined) => axisTimeText(ms, feed.key.period, tag, previous);
    let size: { width: number; fontFamily: string } | undefined;
    let frame = 0;
    const paint = () => {
      frame = 0;
      if (!size) return;
      const ratio = window.devicePixelRatio || 1;
      const pixels = Math.round(size.width * ratio);
      if (element.width !== pixels) element.width = pixels;
      if (element.height !== Math.round(CHART_HEIGHT * ratio)) element.height = Math.round(CHART_HEIGHT * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawSketch(context, size.width, CHART_HEIGHT, feed.points, {
        colors,
        price,
        time,
        periodMs: PERIOD_MS[feed.key.period],
        zoneOffsetMs,
        fontFamily: size.fontFamily,
      });
    };
    // The width and font are read only here: a ResizeObserver runs after layout, where reading them forces no
    // layout or style recalculation (in a tick's animation frame they would, for the whole screen).
    const observer = new ResizeObserver((entries) => {
      const width = entries.at(-1)?.contentRect.width ?? 0;
      size = { width, fontFamily: getComputedStyle(element).fontFamily };
      paint();
    });
    observer.observe(element);
    const stop = feed.listen(() => {
      frame ||= requestAnimationFrame(paint);
    });
    return () => {
      stop();
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [feed, colors, precision, tag]);
  return (
    <div style={{ position: 'relative' }}>
      <canvas ref={canvas} style={{ display: 'block', width: '100%', height: CHART_HEIGHT }} aria-hidden="true" />
      <div className={styles.legend}>
        <span dir="auto">{zone}</span>
      </div>
    </div>
  );
}
