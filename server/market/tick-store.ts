import type { Queryable } from '../db/database';
import type { Tick } from './candles';

// A journal of every tick the feed publishes, written with the candles each second: what the leader seals, minute by
// minute, into the signed tick log's blocks (server/ticks/seal.ts), and what an option that fell due while the server
// was down settles on (the first tick stored at or after its expiry). Kept an hour, far beyond the longest expiry and
// the sealing's delay; the blocks, which hold the same ticks a row a minute, are kept TICK_BLOCKS_KEPT_MS, and the
// proofs of the ticks settlements cite for good (server/ticks/compaction.ts). The README states both.

export const RAW_TICKS_KEPT_MS = 60 * 60 * 1000;
/** How long the signed log's blocks (every tick, downloadable) and checkpoints are kept. */
export const TICK_BLOCKS_KEPT_MS = 24 * 60 * 60 * 1000;
/** Ticks waiting for the next flush; past this many (a stalled database), the oldest are dropped, not memory. */
export const MAX_UNFLUSHED_TICKS = 50_000;

export async function storeTicks(tx: Queryable, ticks: readonly Tick[]): Promise<void> {
  if (ticks.length === 0) return;
  // Four array parameters rather than four per row: PGlite (WebAssembly) spent most of a flush binding a
  // statement of hundreds of parameters, and a second's ticks are one statement whatever their number.
  // A tick of a minute already sealed is not added to it (a node taking over stores the ticks it was shared, which
  // the old leader stored already, unless it had dropped them): a block's ticks stay the ones it was sealed with.
  await tx.query(
    `INSERT INTO ticks (instrument_id, seq, time, price)
     SELECT u.* FROM unnest($1::integer[], $2::bigint[], $3::bigint[], $4::numeric[]) AS u (instrument_id, seq, time, price)
     LEFT JOIN tick_chain_heads h ON h.instrument_id = u.instrument_id
     WHERE h.minute IS NULL OR u.time >= h.minute + 60000
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
    'SELECT seq, time, price FROM ticks WHERE instrument_id = $1 AND time >= $2 ORDER BY time, seq LIMIT 1',
    [instrumentId, time],
  );
  return row ? { instrumentId, seq: Number(row.seq), time: Number(row.time), price: row.price, volume: 0 } : undefined;
}
