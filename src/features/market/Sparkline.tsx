import { useId, type Ref } from 'react';
import { sparklinePaths } from './sparkline';
import styles from './MarketStrip.module.css';

const WIDTH = 120;
const HEIGHT = 40;

/**
 * A small area chart in plain SVG, in the current text colour; decorative (the card names the price). It is drawn
 * by `drawSparkline`, outside React, as the live price moves its last point. `muted`: there were no candles, so
 * it is only the price as a level line.
 */
export function Sparkline({ muted = false, ref }: { muted?: boolean; ref: Ref<SVGSVGElement> }) {
  const gradient = useId();
  return (
    <svg
      ref={ref}
      className={muted ? `${styles.chart} ${styles.muted}` : styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="currentColor" stopOpacity="0.28" />
          <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
        </linearGradient>
      </defs>
      <path fill={`url(#${gradient})`} stroke="none" />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/** Draws `closes` into a Sparkline's svg: its area, then its line; a path without data draws nothing. */
export function drawSparkline(svg: SVGSVGElement, closes: readonly string[]): void {
  const paths = sparklinePaths(closes, WIDTH, HEIGHT, 3);
  const [area, line] = svg.querySelectorAll('path');
  writePath(area, paths?.area);
  writePath(line, paths?.line);
}

function writePath(path: SVGPathElement | undefined, data: string | undefined): void {
  if (!path) return;
  if (data === undefined) path.removeAttribute('d');
  else if (path.getAttribute('d') !== data) path.setAttribute('d', data);
}
