import type { ReplayTick } from '@common/api/ticks';

// The replay's clock (issue 37): where the playhead is after some real time at a speed. Replay time follows the
// ticks' own times, `speed` replay seconds per real second, except across an idle gap (the market closed, a quiet
// stretch, the ticks a thinned replay left out), which is shortened to a few of the ticks' usual intervals so nothing
// stands still for minutes. Pure, so it is tested without a browser; the chart's time axis uses the same timeline, so
// the line grows at an even pace.

export const SPEEDS = [1, 4, 16, 64] as const;
export type Speed = (typeof SPEEDS)[number];

/** No gap plays longer than this many of the usual intervals between ticks... */
const GAP_INTERVALS = 4;
/** ...nor shorter than this (ms of replay time), so a fast feed's ordinary pauses still play as they were. */
const MIN_GAP_MS = 2_000;

/** The median interval between neighbouring ticks (ms), the lower of the two middle ones; 0 for fewer than two. */
function usualInterval(ticks: readonly ReplayTick[]): number {
  const gaps: number[] = [];
  for (let index = 1; index < ticks.length; index += 1) gaps.push(Math.max(0, (ticks[index]?.time ?? 0) - (ticks[index - 1]?.time ?? 0)));
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor((gaps.length - 1) / 2)] ?? 0;
}

/**
 * Each tick's place on the replay's timeline (ms from the first tick, idle gaps shortened), ascending; the last is the
 * replay's length.
 */
export function replayTimeline(ticks: readonly ReplayTick[]): number[] {
  const cap = Math.max(MIN_GAP_MS, GAP_INTERVALS * usualInterval(ticks));
  const offsets: number[] = [];
  let at = 0;
  ticks.forEach((tick, index) => {
    const before = ticks[index - 1];
    if (before) at += Math.min(cap, Math.max(0, tick.time - before.time));
    offsets.push(at);
  });
  return offsets;
}

/** The last tick at or before `position` (ms on the timeline): the one the playhead shows; 0 before the first. */
export function indexAt(timeline: readonly number[], position: number): number {
  let low = 0;
  let high = timeline.length - 1;
  if (high < 0) return 0;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((timeline[middle] ?? Infinity) <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Where the timeline is after `elapsedMs` of real time at `speed`, from `from` (a seek), at most its end. */
export function positionAfter(timeline: readonly number[], speed: number, elapsedMs: number, from = 0): number {
  const end = timeline[timeline.length - 1] ?? 0;
  return Math.min(end, Math.max(0, from + Math.max(0, elapsedMs) * speed));
}

/** The tick the playhead is on after `elapsedMs` of real time at `speed`, played from the start. */
export function playheadIndex(ticks: readonly ReplayTick[], speed: number, elapsedMs: number): number {
  const timeline = replayTimeline(ticks);
  return indexAt(timeline, positionAfter(timeline, speed, elapsedMs));
}

/**
 * A moment (ms since 1970) on the timeline: at its tick, or between two ticks in proportion (an option's expiry, an
 * event between two per-minute closes), within a shortened gap at most the gap's length.
 */
export function timelineAt(ticks: readonly ReplayTick[], timeline: readonly number[], time: number): number {
  const first = ticks[0];
  if (!first || time <= first.time) return 0;
  for (let index = 1; index < ticks.length; index += 1) {
    const tick = ticks[index];
    const start = timeline[index - 1] ?? 0;
    if (tick && time < tick.time) return Math.min(timeline[index] ?? start, start + (time - (ticks[index - 1]?.time ?? time)));
  }
  return timeline[timeline.length - 1] ?? 0;
}
