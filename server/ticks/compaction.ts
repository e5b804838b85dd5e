import type { Queryable } from '../db/database';
import { proveTick } from './proofs';

// The tick log's retention (issue 37), run by the leader's market-retention job: the journal of raw ticks is kept
// RAW_TICKS_KEPT_MS, the blocks (which hold every tick) and the checkpoints TICK_BLOCKS_KEPT_MS
// (server/market/tick-store.ts); before a block goes, the proof of every tick of it a settlement cites is built and
// kept whole in tick_proofs, so a trade's proof outlives the log. The minutes' prices stay on as candles
// (server/market/retention-job.ts keeps those by period). The newest checkpoint always stays: the next chains to it.

/** The ticks settlements cite that are about to be compacted away and have no kept proof yet. */
async function citedTicksBefore(tx: Queryable, cutoff: number): Promise<{ instrument_id: number; seq: string; time: string }[]> {
  return tx.query<{ instrument_id: number; seq: string; time: string }>(
    `SELECT DISTINCT c.instrument_id, c.seq, c.time FROM (
       SELECT instrument_id, open_seq AS seq, open_time AS time FROM contract_orders WHERE open_seq IS NOT NULL AND open_time < $1
       UNION ALL SELECT instrument_id, close_seq, close_time FROM contract_orders WHERE close_seq IS NOT NULL AND close_time < $1
       UNION ALL SELECT o.instrument_id, p.seq, p.time FROM contract_partial_closes p JOIN contract_orders o ON o.id = p.order_id WHERE p.time < $1
       UNION ALL SELECT instrument_id, open_seq, open_time FROM micro_orders WHERE open_time < $1
       UNION ALL SELECT instrument_id, end_seq, end_time FROM micro_orders WHERE end_seq IS NOT NULL AND end_time < $1
     ) c
     WHERE EXISTS (SELECT 1 FROM tick_blocks b WHERE b.instrument_id = c.instrument_id AND b.minute = c.time - c.time % 60000)
       AND NOT EXISTS (SELECT 1 FROM tick_proofs k WHERE k.instrument_id = c.instrument_id AND k.seq = c.seq)`,
    [cutoff],
  );
}

/**
 * Deletes the journal's ticks before `rawCutoff`; keeps the proofs of the cited ticks of blocks before `blockCutoff`,
 * then deletes those blocks and the checkpoints before it. Answers how many proofs were kept.
 */
export async function compactTickLog(tx: Queryable, rawCutoff: number, blockCutoff: number): Promise<number> {
  // Per instrument, so each delete is a range of an index rather than a scan of the table.
  await tx.query('DELETE FROM ticks t USING instruments i WHERE t.instrument_id = i.id AND t.time < $1', [rawCutoff]);
  let kept = 0;
  for (const cited of await citedTicksBefore(tx, blockCutoff)) {
    const proof = await proveTick(tx, cited.instrument_id, Number(cited.seq), Number(cited.time));
    if (typeof proof === 'string') continue;
    await tx.query('INSERT INTO tick_proofs (instrument_id, seq, proof) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      cited.instrument_id,
      cited.seq,
      JSON.stringify(proof),
    ]);
    kept += 1;
  }
  await tx.query('DELETE FROM tick_blocks b USING instruments i WHERE b.instrument_id = i.id AND b.minute < $1', [blockCutoff]);
  await tx.query('DELETE FROM tick_checkpoints WHERE time < $1 AND id < (SELECT max(id) FROM tick_checkpoints)', [blockCutoff]);
  return kept;
}
