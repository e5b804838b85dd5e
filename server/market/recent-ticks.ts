import type { Queryable } from '../db/database';
import type { Tick } from './candles';

// A short journal of every tick, written with the candles each second: what an option that fell due while the
// server was down settles on (the first tick recorded at or after its expiry). Kept for an hour, far beyond the
// longest expiry; the leader's market-retention job (server/market/retention-job.ts) deletes older ones.

export const RECENT_TICKS_KEPT_MS = 60 * 60 * 1000;
/** Ticks waiting for the next flush; past this many (a stalled database), the oldest are dropped, not memory. */
export const MAX_UNFLUSHED_TICKS = 50_000;

export async function storeRecentTicks(tx: Queryable, ticks: readonly Tick[]): Promise<void> {
  if (ticks.length === 0) return;
  // Four array parameters rather than four per row: PGlite (WebAssembly) spent most of a flush binding a
  // statement of hundreds of parameters, and a second's ticks are one statement whatever their number.
  await tx.query(
    `INSERT INTO recent_ticks (instrument_id, seq, time, price)
     SELECT * FROM unnest($1::integer[], $2::bigint[], $3::bigint[], $4::numeric[])
     ON CONFLICT (instrument_id, seq) DO NOTHING`,
    [
      ticks.map((tick) => tick.instrumentId),
      ticks.map((tick) => tick.seq),
      ticks.map((tick) => tick.time),
      ticks.map((tick) => tick.price),
    ],
  );
}

/** The first recorded tick of an instrument at or after `time`. */
export async function firstTickFrom(db: Queryable, instrumentId: number, time: number): Promise<Tick | undefined> {
  const [row] = await db.query<{ seq: string; time: string; price: string }>(
    'SELECT seq, time, price FROM recent_ticks WHERE instrument_id = $1 AND time >= $2 ORDER BY time, seq LIMIT 1',
    [instrumentId, time],
  );
  return row ? { instrumentId, seq: Number(row.seq), time: Number(row.time), price: row.price, volume: 0 } : undefined;
}
