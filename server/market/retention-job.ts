import { PERIODS, type Period } from '../../common/market';
import { RAW_TICKS_KEPT_MS, TICK_BLOCKS_KEPT_MS } from './tick-store';
import { compactTickLog } from '../ticks/compaction';
import type { Job } from '../jobs/job';

// What the market keeps, and room made for it (issue 20, long runs). Every few minutes on the leader: the signed tick
// log older than its retention is compacted (the proofs settlements cite kept, the raw ticks, blocks and checkpoints
// deleted: server/ticks/compaction.ts) and candles older than their period's retention are deleted; then, on the
// embedded PGlite, which runs no autovacuum, the tables the feed churns are vacuumed so their dead rows' space is
// reused instead of the files growing for as long as the server runs. PostgreSQL's autovacuum does this itself.
// Older candles than kept are drawn from the seeded price path, as before the server first ran.

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long stored candles are kept, by period; a day candle is kept for good (one row a day per instrument). */
export const CANDLES_KEPT_MS: Readonly<Record<Period, number | undefined>> = {
  '1M': 7 * DAY_MS,
  '5M': 30 * DAY_MS,
  '15M': 90 * DAY_MS,
  '30M': 180 * DAY_MS,
  '1H': 365 * DAY_MS,
  '1D': undefined,
};

export const MARKET_RETENTION_INTERVAL_MS = 10 * 60_000;

/** The tables the feed writes over and over (ticks in and out, last ticks and live candles rewritten). */
const CHURNED_TABLES = ['ticks', 'tick_blocks', 'tick_checkpoints', 'last_ticks', 'candles'] as const;

/** The job, keeping the tick log's blocks `blocksKeptMs` (the long-run benchmark shortens it to see the disk level off). */
export const marketRetention = (blocksKeptMs: number): Job => ({
  name: 'market-retention',
  intervalMs: MARKET_RETENTION_INTERVAL_MS,
  async run(db, clock, fence) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      await fence(tx);
      await compactTickLog(tx, now - RAW_TICKS_KEPT_MS, now - blocksKeptMs);
      const kept = PERIODS.flatMap((period) => {
        const ms = CANDLES_KEPT_MS[period];
        return ms === undefined ? [] : [{ period, before: now - ms }];
      });
      await tx.query(
        'DELETE FROM candles c USING unnest($1::text[], $2::bigint[]) AS k (period, before) WHERE c.period = k.period AND c.time < k.before',
        [kept.map((entry) => entry.period), kept.map((entry) => entry.before)],
      );
    });
    // Outside a transaction, as VACUUM must be; only the named tables, so a large ledger is never scanned here. The
    // checkpoint lets the write-ahead log written since be recycled (server/db/pglite.ts keeps it small).
    if (db.kind === 'pglite') {
      await db.exec(`VACUUM ${CHURNED_TABLES.join(', ')}`);
      await db.exec('CHECKPOINT');
    }
  },
});

export const marketRetentionJob: Job = marketRetention(TICK_BLOCKS_KEPT_MS);
