import type { ReplayEvent, TradeReplay } from '@common/api/ticks';
import { SIDE } from '@common/contract';
import { microWins } from '@common/micro';
import { Decimal } from '@common/money';

// What the position is at the playhead (issue 37): not open yet, open (with the lots still open and how the price
// stands against the entry, or for an option the time left and whether it would win), or closed with its result.
// Pure, so it is tested without a browser.

export type ReplayPhase = 'before' | 'open' | 'closed';
/** How the price stands for the position: in its favour, against it, or even. */
export type Standing = 'up' | 'down' | 'flat';

export interface ReplayMoment {
  phase: ReplayPhase;
  /** The price the standing is measured at: the playhead's while open, the closing one once closed. */
  price: string;
  /** The price's distance from the entry in the position's favour (negative against it), at the instrument's decimals. */
  move: string | null;
  standing: Standing;
  /** Lots still open (a contract while open); null otherwise. */
  lotsOpen: string | null;
  /** An option's time to expiry (ms, not below 0) while it runs; null otherwise. */
  untilExpiry: number | null;
  /** How many of the events have happened. */
  passed: number;
}

const opens = (event: ReplayEvent) => event.kind === 'open' || event.kind === 'option_open';
const ends = (event: ReplayEvent) => event.kind === 'close' || event.kind === 'option_settle';

/**
 * The moment at the playhead: `position` on the timeline, at whose tick the price is `price` and the time `time`;
 * `eventAt` holds each event's place on the same timeline.
 */
export function replayMoment(
  replay: Pick<TradeReplay, 'kind' | 'side' | 'precision' | 'events' | 'expires_at'>,
  eventAt: readonly number[],
  position: number,
  tick: { price: string; time: number },
): ReplayMoment {
  const happened = replay.events.filter((_, index) => (eventAt[index] ?? Infinity) <= position);
  const open = replay.events.find(opens);
  const end = happened.find(ends);
  const phase: ReplayPhase = end ? 'closed' : open && happened.includes(open) ? 'open' : 'before';
  const price = end ? end.price : tick.price;
  if (phase === 'before' || !open) {
    return { phase, price, move: null, standing: 'flat', lotsOpen: null, untilExpiry: null, passed: happened.length };
  }
  const difference = new Decimal(price).minus(open.price);
  const favour = replay.side === SIDE.buy ? difference : difference.negated();
  // No "-0": an even price reads as 0 whichever way the side turned it.
  const move = (favour.isZero() ? new Decimal(0) : favour).toFixed(replay.precision);
  let standing: Standing;
  if (replay.kind === 'option') standing = microWins(replay.side, open.price, price) ? 'up' : 'down';
  else standing = favour.isZero() ? 'flat' : favour.isPositive() ? 'up' : 'down';
  const lotsOpen =
    replay.kind === 'contract' && phase === 'open'
      ? happened
          .filter((event) => event.kind === 'partial_close')
          .reduce((lots, event) => lots.minus(event.quantity ?? 0), new Decimal(open.quantity ?? 0))
          .toString()
      : null;
  const untilExpiry =
    replay.kind === 'option' && phase === 'open' && replay.expires_at !== null ? Math.max(0, replay.expires_at - tick.time) : null;
  return { phase, price, move, standing, lotsOpen, untilExpiry, passed: happened.length };
}
