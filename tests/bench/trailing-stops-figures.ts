import { percentile } from './percentile';
import type { BenchRow } from './rows';

// What both trailing-stop measures (the engine alone, trailing-stops.bench.ts, and the whole app,
// trailing-stops-app.ts) print and judge: the trigger index's work per feed step against a scan of every position, and
// a feed step's p99 with trailing stops against the same book with plain ones.

export interface TrailingRun {
  positions: number;
  trailing: number;
  /** Feed steps per book, over every pass. */
  steps: number;
  /** Heap entries the trigger index looked at, over every step with trailing stops. */
  work: number;
  /** Each feed step's time in ms, with trailing stops and with plain ones. */
  withTimes: readonly number[];
  withoutTimes: readonly number[];
  /** How a time in ms is printed. */
  show: (ms: number) => string;
}

export function trailingFigures(run: TrailingRun): BenchRow[] {
  const { positions, trailing, steps, work, withTimes, withoutTimes, show } = run;
  const perStep = work / steps;
  const workRatio = positions / Math.max(perStep, 1e-9);
  const p99With = percentile(withTimes, 0.99);
  const p99Without = percentile(withoutTimes, 0.99);
  const p99Ratio = p99With / Math.max(p99Without, 1e-9);
  console.log(`  trigger work per feed step: index ${perStep.toFixed(1)} heap entries, full scan ${positions} positions`);
  console.log(`  feed step p99: ${show(p99With)} with trailing stops, ${show(p99Without)} with plain stops`);
  console.log(`  feed step median: ${show(percentile(withTimes, 0.5))} with, ${show(percentile(withoutTimes, 0.5))} without`);
  return [
    {
      measure: 'trailing stops: trigger work per feed step vs full scan',
      figure: `${workRatio.toFixed(0)}x less (${perStep.toFixed(1)} per step)`,
      baseline: `full scan ${positions} positions per step`,
      target: '>= 20x less',
      met: workRatio >= 20,
    },
    {
      measure: `trailing stops: feed step p99, ${trailing} of ${positions} trailing`,
      figure: `${p99Ratio.toFixed(2)}x (${show(p99With)})`,
      baseline: `plain stops ${show(p99Without)}`,
      target: '<= 1.5x',
      met: p99Ratio <= 1.5,
    },
  ];
}
