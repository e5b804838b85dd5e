import { useId } from 'react';
import { sparklinePaths } from './sparkline';
import styles from './MarketStrip.module.css';

const WIDTH = 120;
const HEIGHT = 40;

/**
 * A small area chart of closes in plain SVG, in the current text colour; decorative (the card names the price).
 * `muted`: there were no candles, so it is only the price as a level line.
 */
export function Sparkline({ closes, muted = false }: { closes: readonly string[]; muted?: boolean }) {
  const gradient = useId();
  const paths = sparklinePaths(closes, WIDTH, HEIGHT, 3);
  return (
    <svg
      className={muted ? `${styles.chart} ${styles.muted}` : styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {paths ? (
        <>
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="currentColor" stopOpacity="0.28" />
              <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
            </linearGradient>
          </defs>
          <path d={paths.area} fill={`url(#${gradient})`} stroke="none" />
          <path
            d={paths.line}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        </>
      ) : null}
    </svg>
  );
}
