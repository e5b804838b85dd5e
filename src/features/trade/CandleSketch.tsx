import { useLayoutEffect, useRef } from 'react';
import { chartPriceText } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { drawSketch } from './candle-sketch';
import { CHART_HEIGHT } from './candles';
import { useChartColors } from './chart-colors';
import type { KlineFeed } from './kline-feed';

/**
 * The chart's first drawing, on a canvas, while Highcharts is not loaded yet (see useChartReady): the feed's
 * candles as they are (from the device's cache at first), redrawn at most once per animation frame as ticks
 * arrive. Hidden from assistive technology like the full chart: the wrapper names the chart as one image.
 */
export function CandleSketch({ feed, precision }: { feed: KlineFeed; precision: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const colors = useChartColors();
  const { tag } = useFormat();
  useLayoutEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const fontFamily = getComputedStyle(element).fontFamily;
    const price = (value: number) => chartPriceText(value, precision, tag);
    let frame = 0;
    const paint = () => {
      frame = 0;
      const width = element.clientWidth;
      const ratio = window.devicePixelRatio || 1;
      const pixels = Math.round(width * ratio);
      if (element.width !== pixels) element.width = pixels;
      if (element.height !== Math.round(CHART_HEIGHT * ratio)) element.height = Math.round(CHART_HEIGHT * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawSketch(context, width, CHART_HEIGHT, feed.points, { colors, price, fontFamily });
    };
    paint();
    const stop = feed.listen(() => {
      frame ||= requestAnimationFrame(paint);
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [feed, colors, precision, tag]);
  return <canvas ref={canvas} style={{ display: 'block', width: '100%', height: CHART_HEIGHT }} aria-hidden="true" />;
}
