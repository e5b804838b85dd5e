import type { Queryable } from '../db/database';
import {
  blockMinute,
  leafHash,
  merklePath,
  TICK_LOG_VERSION,
  type Checkpoint,
  type LoggedTick,
  type SealedBlock,
} from '../../common/tick-log';
import type { TickProof } from '../../common/tick-proof';
import { unpackTicks } from './block-ticks';

// One tick's proof (issue 37): the tick, its path to its block's Merkle root, the block, the instrument's later
// blocks up to the one the block's checkpoint names, and that checkpoint. Built from the block's own ticks while the
// block is kept; afterwards read whole from tick_proofs, where the compaction kept it (./compaction.ts). Which block
// a tick is in comes from the journal (its time) while it keeps the tick, else from the settlement's recorded time.

export type TickProofPart = Omit<TickProof, 'settlement'>;
/** Why a tick has no proof (yet): not in the log at all, or in a minute not sealed yet. */
export type NoProof = 'not_logged' | 'not_sealed';

interface BlockRow {
  instrument_id: number;
  minute: string;
  count: number;
  ticks_root: string;
  prev_hash: string;
  hash: string;
  checkpoint_id: string;
}

const blockOf = (row: BlockRow): SealedBlock => ({
  instrument_id: row.instrument_id,
  minute: Number(row.minute),
  count: row.count,
  ticks_root: row.ticks_root,
  prev_hash: row.prev_hash,
  hash: row.hash,
});

interface CheckpointRow {
  id: string;
  time: string;
  prev_hash: string;
  hash: string;
  heads: { instrument_id: number | string; minute: number | string; hash: string }[];
  key_id: string;
  signature: string;
}

export const checkpointOf = (row: CheckpointRow): Checkpoint => ({
  id: Number(row.id),
  time: Number(row.time),
  prev_hash: row.prev_hash,
  heads: row.heads.map((head) => ({ instrument_id: Number(head.instrument_id), minute: Number(head.minute), hash: head.hash })),
  hash: row.hash,
  key_id: row.key_id,
  signature: row.signature,
});

export const CHECKPOINT_COLUMNS = 'id, time, prev_hash, hash, heads, key_id, signature';
const BLOCK_COLUMNS = 'instrument_id, minute, count, ticks_root, prev_hash, hash, checkpoint_id';

/** The proof of one logged tick, from the kept proofs or the log. */
export async function proveTick(db: Queryable, instrumentId: number, seq: number, time: number): Promise<TickProofPart | NoProof> {
  const [kept] = await db.query<{ proof: TickProofPart }>('SELECT proof FROM tick_proofs WHERE instrument_id = $1 AND seq = $2', [
    instrumentId,
    seq,
  ]);
  if (kept) return kept.proof;
  const minute = blockMinute(time);
  const [blockRow] = await db.query<BlockRow & { ticks: string }>(
    `SELECT ${BLOCK_COLUMNS}, ticks FROM tick_blocks WHERE instrument_id = $1 AND minute = $2`,
    [instrumentId, minute],
  );
  if (!blockRow) {
    // Not sealed yet when the chain has not reached its minute (the tick may still be on its way to the journal: it is
    // written each second); a minute at or before the head without a block was never logged.
    const [head] = await db.query<{ minute: string }>('SELECT minute FROM tick_chain_heads WHERE instrument_id = $1', [instrumentId]);
    return !head || Number(head.minute) < minute ? 'not_sealed' : 'not_logged';
  }
  const ticks = unpackTicks(instrumentId, blockRow.ticks);
  const index = ticks.findIndex((candidate) => candidate.seq === seq);
  const tick: LoggedTick | undefined = ticks[index];
  if (!tick) return 'not_logged';
  const leaves = await Promise.all(ticks.map((candidate) => leafHash(candidate)));
  const [checkpointRow] = await db.query<CheckpointRow>(`SELECT ${CHECKPOINT_COLUMNS} FROM tick_checkpoints WHERE id = $1`, [
    blockRow.checkpoint_id,
  ]);
  if (!checkpointRow) return 'not_logged';
  const checkpoint = checkpointOf(checkpointRow);
  const head = checkpoint.heads.find((candidate) => candidate.instrument_id === instrumentId);
  const chain = await db.query<BlockRow>(
    `SELECT ${BLOCK_COLUMNS} FROM tick_blocks WHERE instrument_id = $1 AND minute > $2 AND minute <= $3 ORDER BY minute`,
    [instrumentId, minute, head?.minute ?? minute],
  );
  const proof: TickProofPart = {
    version: TICK_LOG_VERSION,
    tick,
    merkle_path: await merklePath(leaves, index),
    block: blockOf(blockRow),
    chain: chain.map(blockOf),
    checkpoint,
  };
  // A sealed tick's proof never changes: kept once built, so it is hashed once (the compaction keeps the same row).
  await db.query('INSERT INTO tick_proofs (instrument_id, seq, proof) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    instrumentId,
    seq,
    JSON.stringify(proof),
  ]);
  return proof;
}
