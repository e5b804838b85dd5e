import type { Database, Queryable } from '../db/database';
import type { Clock } from '../clock';
import type { Fence } from '../fence';
import type { Job } from '../jobs/job';
import {
  blockHash,
  blockMinute,
  BLOCK_MS,
  checkpointHash,
  checkpointText,
  GENESIS_HASH,
  leafHash,
  merkleRoot,
  type Checkpoint,
  type CheckpointHead,
  type SealedBlock,
  type UnsignedCheckpoint,
} from '../../common/tick-log';
import type { TickSigner } from './signing-key';
import { packTicks } from './block-ticks';

// The leader seals the tick log (issue 37): every instrument's complete minutes become blocks chained to the one
// before (common/tick-log.ts), and when any was sealed, the new heads of every chain are signed as a checkpoint
// chained to the checkpoint before, all in one fenced transaction, as settlements are written: an old leader that
// wakes seals nothing, and no two nodes can extend one chain (each block and checkpoint names one predecessor, and the
// tables let no two name the same one). A minute is complete once every tick before its end is stored (the market's
// ticksStoredUntil), so a block never misses a tick still in memory. A minute with no tick has no block. The block
// holds its ticks (packed, ./block-ticks.ts): its proofs and downloads read them there, whatever the journal keeps.

export const SEAL_INTERVAL_MS = 5_000;
/** At most this many ticks are sealed by one run; a run that reaches it leaves the last minute it read to the next. */
const TICKS_PER_RUN = 50_000;

interface StoredTick {
  instrument_id: number;
  seq: string;
  time: string;
  price: string;
}

export interface SealResult {
  blocks: SealedBlock[];
  checkpoint: Checkpoint | null;
}

async function lastCheckpoint(tx: Queryable): Promise<{ id: number; hash: string } | undefined> {
  const [row] = await tx.query<{ id: string; hash: string }>('SELECT id, hash FROM tick_checkpoints ORDER BY id DESC LIMIT 1');
  return row ? { id: Number(row.id), hash: row.hash } : undefined;
}

/** The stored ticks not yet in a block, of minutes that began before `before`, by instrument, minute and seq. */
async function unsealedTicks(tx: Queryable, before: number): Promise<{ ticks: StoredTick[]; whole: boolean }> {
  // Per instrument, a range of its (instrument_id, time) index from its head's next minute: never a scan of the table.
  const ticks = await tx.query<StoredTick>(
    `SELECT t.instrument_id, t.seq, t.time, t.price FROM instruments i
     LEFT JOIN tick_chain_heads h ON h.instrument_id = i.id
     CROSS JOIN LATERAL (
       SELECT instrument_id, seq, time, price FROM ticks
       WHERE instrument_id = i.id AND time >= COALESCE(h.minute + ${String(BLOCK_MS)}, 0) AND time < $1
     ) t
     ORDER BY t.instrument_id, t.time - t.time % ${String(BLOCK_MS)}, t.seq LIMIT ${String(TICKS_PER_RUN)}`,
    [before],
  );
  return { ticks, whole: ticks.length < TICKS_PER_RUN };
}

/** The ticks grouped by instrument and minute, in order; when the read was cut short, its last group is left out. */
function minutesOf(ticks: readonly StoredTick[], whole: boolean): StoredTick[][] {
  const groups: StoredTick[][] = [];
  let current: StoredTick[] = [];
  let key = '';
  for (const tick of ticks) {
    const next = `${String(tick.instrument_id)}:${String(blockMinute(Number(tick.time)))}`;
    if (next !== key && current.length > 0) {
      groups.push(current);
      current = [];
    }
    key = next;
    current.push(tick);
  }
  if (current.length > 0 && whole) groups.push(current);
  return groups;
}

interface NewBlock extends SealedBlock {
  /** The minute's ticks, packed (./block-ticks.ts). */
  ticks: string;
}

async function sealMinute(group: readonly StoredTick[], prevHash: string): Promise<NewBlock> {
  const first = group[0];
  if (!first) throw new Error('an empty minute has no block');
  const ticks = group.map((tick) => ({
    instrument_id: tick.instrument_id,
    seq: Number(tick.seq),
    time: Number(tick.time),
    price: tick.price,
  }));
  const leaves = await Promise.all(ticks.map((tick) => leafHash(tick)));
  const header = {
    instrument_id: first.instrument_id,
    minute: blockMinute(Number(first.time)),
    count: group.length,
    ticks_root: await merkleRoot(leaves),
    prev_hash: prevHash,
  };
  return { ...header, hash: await blockHash(header), ticks: packTicks(ticks) };
}

const headerOf = (block: NewBlock): SealedBlock => ({
  instrument_id: block.instrument_id,
  minute: block.minute,
  count: block.count,
  ticks_root: block.ticks_root,
  prev_hash: block.prev_hash,
  hash: block.hash,
});

async function insertBlocks(tx: Queryable, blocks: readonly NewBlock[], checkpointId: number): Promise<void> {
  await tx.query(
    `INSERT INTO tick_blocks (instrument_id, minute, count, ticks_root, prev_hash, hash, ticks, checkpoint_id)
     SELECT *, $8::bigint FROM unnest($1::integer[], $2::bigint[], $3::integer[], $4::text[], $5::text[], $6::text[], $7::text[])`,
    [
      blocks.map((block) => block.instrument_id),
      blocks.map((block) => block.minute),
      blocks.map((block) => block.count),
      blocks.map((block) => block.ticks_root),
      blocks.map((block) => block.prev_hash),
      blocks.map((block) => block.hash),
      blocks.map((block) => block.ticks),
      checkpointId,
    ],
  );
}

async function storeHeads(tx: Queryable, heads: readonly CheckpointHead[]): Promise<void> {
  await tx.query(
    `INSERT INTO tick_chain_heads (instrument_id, minute, hash)
     SELECT * FROM unnest($1::integer[], $2::bigint[], $3::text[])
     ON CONFLICT (instrument_id) DO UPDATE SET minute = EXCLUDED.minute, hash = EXCLUDED.hash`,
    [heads.map((head) => head.instrument_id), heads.map((head) => head.minute), heads.map((head) => head.hash)],
  );
}

/** Seals every complete minute stored before `storedUntil`, and signs a checkpoint when any was sealed. */
export async function sealTickLog(db: Database, clock: Clock, fence: Fence, signer: TickSigner, storedUntil: number): Promise<SealResult> {
  const before = blockMinute(storedUntil);
  if (before <= 0) return { blocks: [], checkpoint: null };
  return db.transaction(
    async (tx) => {
      await fence(tx);
      const headRows = await tx.query<{ instrument_id: number; minute: string; hash: string }>(
        'SELECT instrument_id, minute, hash FROM tick_chain_heads ORDER BY instrument_id FOR UPDATE',
      );
      const heads = new Map<number, CheckpointHead>(
        headRows.map((row) => [row.instrument_id, { instrument_id: row.instrument_id, minute: Number(row.minute), hash: row.hash }]),
      );
      const { ticks, whole } = await unsealedTicks(tx, before);
      const blocks: NewBlock[] = [];
      for (const group of minutesOf(ticks, whole)) {
        const instrumentId = group[0]?.instrument_id ?? 0;
        const block = await sealMinute(group, heads.get(instrumentId)?.hash ?? GENESIS_HASH);
        blocks.push(block);
        heads.set(instrumentId, { instrument_id: instrumentId, minute: block.minute, hash: block.hash });
      }
      if (blocks.length === 0) return { blocks, checkpoint: null };
      const previous = await lastCheckpoint(tx);
      const unsigned: UnsignedCheckpoint = {
        id: (previous?.id ?? 0) + 1,
        time: clock.now(),
        prev_hash: previous?.hash ?? GENESIS_HASH,
        heads: [...heads.values()].sort((a, b) => a.instrument_id - b.instrument_id),
      };
      const checkpoint: Checkpoint = {
        ...unsigned,
        hash: await checkpointHash(unsigned),
        key_id: signer.keyId,
        signature: signer.sign(checkpointText(unsigned)),
      };
      await tx.query(
        'INSERT INTO tick_checkpoints (id, time, prev_hash, hash, heads, key_id, signature) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [
          checkpoint.id,
          checkpoint.time,
          checkpoint.prev_hash,
          checkpoint.hash,
          JSON.stringify(checkpoint.heads),
          checkpoint.key_id,
          checkpoint.signature,
        ],
      );
      await insertBlocks(tx, blocks, checkpoint.id);
      await storeHeads(tx, checkpoint.heads);
      return { blocks: blocks.map(headerOf), checkpoint };
    },
    { priority: 'background' },
  );
}

/** The leader's job: seals what the market has stored, every few seconds (so a minute is signed soon after it ends). */
export function tickLogJob(market: { ticksStoredUntil(): number }, signer: TickSigner): Job {
  return {
    name: 'tick-log',
    intervalMs: SEAL_INTERVAL_MS,
    run: async (db, clock, fence) => {
      await sealTickLog(db, clock, fence, signer, market.ticksStoredUntil());
    },
  };
}
