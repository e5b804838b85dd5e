import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { EquityPoint } from '@common/api/follow';
import { cx } from '@/ui';
import { equityPaths } from './equity-path';
import styles from './Follow.module.css';

const WIDTH = 320;
const HEIGHT = 96;

/** The trader's equity index over the window as a small area chart in plain SVG (no chart library to load). */
export function EquityChart({ points, label }: { points: readonly EquityPoint[]; label: string }) {
  const { t } = useLingui();
  const gradient = useId();
  const paths = equityPaths(points, WIDTH, HEIGHT);
  if (!paths) return <p className={styles.hint}>{t`No equity history yet.`}</p>;
  return (
    <svg
      className={cx(styles.chart, paths.rising ? styles.chartUp : styles.chartDown)}
      viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      data-testid="equity-chart"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="currentColor" stopOpacity="0.25" />
          <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
        </linearGradient>
      </defs>
      <line className={styles.chartBase} x1="0" x2={WIDTH} y1={paths.baseY} y2={paths.baseY} vectorEffect="non-scaling-stroke" />
      <path d={paths.area} fill={`url(#${gradient})`} stroke="none" />
      <path d={paths.line} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
