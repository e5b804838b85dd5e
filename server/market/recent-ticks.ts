import type { Queryable } from '../db/database';
import type { Tick } from './candles';

// A short journal of every tick, written with the candles each second: what an option that fell due while the
// server was down settles on (the first tick recorded at or after its expiry). Kept for an hour, far beyond the
// longest expiry; the leader's market-retention job (server/jobs/market-retention.ts) deletes older ones.

export const RECENT_TICKS_KEPT_MS = 60 * 60 * 1000;
/** Ticks waiting for the next flush; past this many (a stalled database), the oldest are dropped, not memory. */
export const MAX_UNFLUSHED_TICKS = 50_000;
const ROWS_PER_STATEMENT = 500;

export async function storeRecentTicks(tx: Queryable, ticks: readonly Tick[]): Promise<void> {
  for (let offset = 0; offset < ticks.length; offset += ROWS_PER_STATEMENT) {
    const chunk = ticks.slice(offset, offset + ROWS_PER_STATEMENT);
    await tx.query(
      `INSERT INTO recent_ticks (instrument_id, seq, time, price) VALUES
       ${chunk.map((_, row) => `($${row * 4 + 1}, $${row * 4 + 2}, $${row * 4 + 3}, $${row * 4 + 4})`).join(', ')}
       ON CONFLICT (instrument_id, seq) DO NOTHING`,
      chunk.flatMap((tick) => [tick.instrumentId, tick.seq, tick.time, tick.price]),
    );
  }
}

/** The first recorded tick of an instrument at or after `time`. */
export async function firstTickFrom(db: Queryable, instrumentId: number, time: number): Promise<Tick | undefined> {
  const [row] = await db.query<{ seq: string; time: string; price: string }>(
    'SELECT seq, time, price FROM recent_ticks WHERE instrument_id = $1 AND time >= $2 ORDER BY time, seq LIMIT 1',
    [instrumentId, time],
  );
  return row ? { instrumentId, seq: Number(row.seq), time: Number(row.time), price: row.price, volume: 0 } : undefined;
}
