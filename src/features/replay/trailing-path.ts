import type { ReplayEvent, ReplayTick } from '@common/api/ticks';
import type { Side } from '@common/contract';
import { Decimal } from '@common/money';
import { firstTrailingLevel, trailedLevel } from '@common/trailing';

// A trailing stop's level over the replay (issue 37), drawn by the same rules the server moves it by
// (common/trailing.ts): set behind the open price, moved by each tick that beats it by a step, never back. The
// replay knows the distance and the open, not when the trail was set or a stop-loss given alongside it, so this is
// the trail from the open; its last level is where the server's stood when the trade ended (`stop_loss`) whenever the
// trail was there from the start. Pure, so it is tested without a browser.

/** The index of the tick an event happened on: by its sequence number, else the first tick at or after its time. */
export function eventTickIndex(ticks: readonly ReplayTick[], event: Pick<ReplayEvent, 'seq' | 'time'>): number {
  const bySeq = event.seq > 0 ? ticks.findIndex((tick) => tick.seq === event.seq) : -1;
  if (bySeq !== -1) return bySeq;
  const byTime = ticks.findIndex((tick) => tick.time >= event.time);
  return byTime === -1 ? ticks.length - 1 : byTime;
}

interface TrailInput {
  ticks: readonly ReplayTick[];
  side: Side;
  /** The trailing distance in price ("0": none). */
  distance: string;
  precision: number;
  /** The position's open; the trail starts at its price. */
  open: Pick<ReplayEvent, 'seq' | 'time' | 'price'>;
  /** The close, after which the level stays where it was; none: to the last tick. */
  close?: Pick<ReplayEvent, 'seq' | 'time'> | undefined;
}

/**
 * The stop's level at each tick: null before the open and after the close (and everywhere without a distance); at
 * the open, `distance` behind its price; then moved by each tick as the server would.
 */
export function trailingLevels({ ticks, side, distance, precision, open, close }: TrailInput): (string | null)[] {
  const levels: (string | null)[] = ticks.map(() => null);
  if (ticks.length === 0 || !new Decimal(distance).greaterThan(0)) return levels;
  const from = eventTickIndex(ticks, open);
  const to = close ? eventTickIndex(ticks, close) : ticks.length - 1;
  let level = firstTrailingLevel(side, open.price, distance, precision);
  for (let index = from; index <= to; index += 1) {
    const tick = ticks[index];
    // The open's own tick set the level; later ones move it.
    if (tick && index > from) level = trailedLevel(side, level, distance, tick.price, precision) ?? level;
    levels[index] = level.toFixed(precision);
  }
  return levels;
}

/** The stop's level at tick `index`: where it last stood at or before it (after the close, where it ended); null before the open. */
export function trailLevelAt(levels: readonly (string | null)[], index: number): string | null {
  for (let at = Math.min(index, levels.length - 1); at >= 0; at -= 1) {
    const level = levels[at];
    if (level !== null && level !== undefined) return level;
  }
  return null;
}
