import { describe, expect, it } from 'vitest';
import type { ReplayTick } from '@common/api/ticks';
import { indexAt, playheadIndex, positionAfter, replayTimeline, timelineAt } from '../../../../../src/features/replay/playhead';

// The replay's clock (issue 37): replay seconds per real second over the ticks' own times, idle gaps shortened.

const T0 = 1_795_000_000_000;
/** Ticks at these offsets (ms) from T0. */
const ticksAt = (...offsets: number[]): ReplayTick[] => offsets.map((offset, index) => ({ seq: index + 1, time: T0 + offset, price: '1' }));

describe('the timeline', () => {
  it("follows the ticks' own times where they come steadily", () => {
    expect(replayTimeline(ticksAt(0, 500, 1_000, 1_500))).toEqual([0, 500, 1_000, 1_500]);
  });

  it('shortens an idle gap to four usual intervals, and at least two seconds', () => {
    // Half-second ticks, then ten minutes of nothing: the gap plays as 2 s (4 x 0.5 s is less than the 2 s floor).
    expect(replayTimeline(ticksAt(0, 500, 1_000, 601_000, 601_500))).toEqual([0, 500, 1_000, 3_000, 3_500]);
    // Per-minute closes (a trade older than the raw ticks): the minutes are the usual interval and play as they are.
    expect(replayTimeline(ticksAt(0, 60_000, 120_000, 180_000))).toEqual([0, 60_000, 120_000, 180_000]);
  });

  it('is empty without ticks, and one point for one', () => {
    expect(replayTimeline([])).toEqual([]);
    expect(replayTimeline(ticksAt(0))).toEqual([0]);
  });
});

describe('the playhead', () => {
  const ticks = ticksAt(0, 1_000, 2_000, 3_000, 4_000);

  it('moves speed replay seconds per real second', () => {
    expect(playheadIndex(ticks, 1, 0)).toBe(0);
    expect(playheadIndex(ticks, 1, 999)).toBe(0);
    expect(playheadIndex(ticks, 1, 1_000)).toBe(1);
    expect(playheadIndex(ticks, 4, 500)).toBe(2);
    expect(playheadIndex(ticks, 16, 200)).toBe(3);
  });

  it('stops at the last tick however long it plays', () => {
    expect(playheadIndex(ticks, 64, 60_000)).toBe(4);
    expect(positionAfter(replayTimeline(ticks), 64, 60_000)).toBe(4_000);
  });

  it('goes on from a seek', () => {
    const timeline = replayTimeline(ticks);
    expect(indexAt(timeline, positionAfter(timeline, 1, 1_500, 2_000))).toBe(3);
  });

  it('crosses a shortened gap in its shortened time', () => {
    const gappy = ticksAt(0, 500, 1_000, 601_000);
    expect(playheadIndex(gappy, 1, 2_999)).toBe(2);
    expect(playheadIndex(gappy, 1, 3_000)).toBe(3);
  });

  it('is on the first tick with none before it', () => {
    expect(indexAt([], 5)).toBe(0);
    expect(indexAt([0, 10], -1)).toBe(0);
  });
});

describe('a moment on the timeline', () => {
  it("is its tick's place, or in proportion between two ticks, within a shortened gap at most its length", () => {
    const ticks = ticksAt(0, 1_000, 601_000);
    const timeline = replayTimeline(ticks);
    expect(timelineAt(ticks, timeline, T0 + 1_000)).toBe(1_000);
    expect(timelineAt(ticks, timeline, T0 + 400)).toBe(400);
    expect(timelineAt(ticks, timeline, T0 + 300_000)).toBe(timeline[2]);
    expect(timelineAt(ticks, timeline, T0 - 5)).toBe(0);
    expect(timelineAt(ticks, timeline, T0 + 999_999)).toBe(timeline[2]);
  });
});
