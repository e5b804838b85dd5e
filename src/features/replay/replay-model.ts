import type { TradeReplay } from '@common/api/ticks';
import { Decimal } from '@common/money';
import { replayTimeline, timelineAt } from './playhead';
import { trailingLevels } from './trailing-path';

// Everything about a replay that does not change while it plays, worked out once: the timeline, where each event and
// the option's expiry fall on it, and the trailing stop's level at every tick. Pure.

export interface ReplayModel {
  timeline: number[];
  /** The timeline's length, ms: where the playhead ends. */
  length: number;
  /** Each event's place on the timeline, in the order of `replay.events`. */
  eventAt: number[];
  /** Where the position opened and ended on the timeline (the first and last tick when an event is missing). */
  openAt: number;
  endAt: number;
  /** An option's expiry on the timeline; null for a contract. */
  expiryAt: number | null;
  /** A trailing stop's level at each tick (null where it had none); null without a trailing stop. */
  trail: (string | null)[] | null;
}

export function replayModel(replay: TradeReplay): ReplayModel {
  const timeline = replayTimeline(replay.ticks);
  const length = timeline[timeline.length - 1] ?? 0;
  const eventAt = replay.events.map((event) => timelineAt(replay.ticks, timeline, event.time));
  const openIndex = replay.events.findIndex((event) => event.kind === 'open' || event.kind === 'option_open');
  const endIndex = replay.events.findIndex((event) => event.kind === 'close' || event.kind === 'option_settle');
  const open = replay.events[openIndex];
  const trailing = replay.kind === 'contract' && open !== undefined && new Decimal(replay.trailing_distance).greaterThan(0);
  return {
    timeline,
    length,
    eventAt,
    openAt: eventAt[openIndex] ?? 0,
    endAt: eventAt[endIndex] ?? length,
    expiryAt: replay.expires_at === null ? null : timelineAt(replay.ticks, timeline, replay.expires_at),
    trail: trailing
      ? trailingLevels({
          ticks: replay.ticks,
          side: replay.side,
          distance: replay.trailing_distance,
          precision: replay.precision,
          open,
          close: replay.events[endIndex],
        })
      : null,
  };
}
