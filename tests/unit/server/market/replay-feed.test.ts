import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../server/clock';
import type { Tick } from '../../../../server/market/candles';
import { INSTRUMENTS, type InstrumentSeed } from '../../../../server/market/instrument-data';
import { ReplayFeed } from '../../../../server/market/replay-feed';
import type { RecordedTick } from '../../../../server/market/replay-csv';

// A feed made when the node starts but started only when the node comes to lead (a takeover, seconds or hours
// later) must play from the moment it starts: the rows that fell due while it waited were the previous leader's to
// play, and played again they would be prices from the past, numbered after the newer ones.

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const MADE_AT = Date.UTC(2026, 0, 5, 12);
const ROW_MS = 250;

function recording(): RecordedTick[] {
  // One recorded row every 250 ms for an hour around the moment the feed is made, a week earlier.
  const rows: RecordedTick[] = [];
  for (let time = MADE_AT - WEEK_MS - 60_000; time < MADE_AT - WEEK_MS + 3_600_000; time += ROW_MS) {
    rows.push({ time, price: 1.1 + (time % 1000) / 1e6, volume: 1 });
  }
  return rows;
}

const eurusd = INSTRUMENTS.find((instrument) => instrument.code === 'EURUSD') as InstrumentSeed;

describe('replay feed started after it was made', () => {
  it('plays no row that fell due before it started', () => {
    const clock = new ManualClock(MADE_AT);
    const feed = new ReplayFeed(clock, 1, [eurusd], new Map([['EURUSD', recording()]]), new Map());
    clock.advance(20_000);
    const startedAt = clock.now();
    const played: Tick[] = [];
    feed.start((ticks) => played.push(...ticks));
    clock.advance(2_000);
    feed.stop();
    expect(played.length).toBeGreaterThan(0);
    expect(played.filter((tick) => tick.time <= startedAt)).toEqual([]);
    // Numbered in the order of their times.
    expect(played.map((tick) => tick.time)).toEqual([...played].sort((a, b) => a.seq - b.seq).map((tick) => tick.time));
  });
});
