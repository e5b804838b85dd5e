import { beforeAll, describe, expect, it } from 'vitest';
import {
  blockHash,
  checkpointHash,
  checkpointSignatureHolds,
  GENESIS_HASH,
  leafHash,
  merkleRoot,
  type Checkpoint,
  type LoggedTick,
} from '../../../common/tick-log';
import { FencedError } from '../../../server/fence';
import { checkpointOf, CHECKPOINT_COLUMNS } from '../../../server/ticks/proofs';
import { appForTests } from '../helpers/lifecycle';
import type { TestApp } from '../helpers/test-app';
import {
  emptyTickLog,
  publishedKey,
  runSeal,
  sealThisMinute,
  storeAndSeal,
  storedBlocks,
  storedCheckpoints,
  type StoredBlock,
} from '../helpers/tick-log';
import { EURUSD, lastSeq, tick, USDJPY } from '../helpers/trading';

// The leader's seal (issue 37, server/ticks/seal.ts) on the manual clock: only minutes that are over and whose every
// tick is stored become blocks; each block chains to its instrument's previous one; a run that sealed something signs
// one checkpoint naming every instrument's newest block, chained to the checkpoint before; a run fenced out writes
// nothing; and what was signed is never changed, nor added to.

const MINUTE = 60_000;

/** A tick of `instrument` at the clock's time, as the feed would publish it; answers it as the log writes it. */
async function priced(app: TestApp, instrument: number, price: string): Promise<LoggedTick> {
  await tick(app, instrument, price);
  return { instrument_id: instrument, seq: lastSeq(app), time: app.clock.now(), price };
}

/** What a block of these ticks must be: their count and Merkle root, chained to `prev`. */
async function expectBlockOf(block: StoredBlock | undefined, ticks: readonly LoggedTick[], prev: string): Promise<void> {
  expect(block).toBeDefined();
  const root = await merkleRoot(await Promise.all(ticks.map(leafHash)));
  expect(block).toMatchObject({ count: ticks.length, ticks_root: root, prev_hash: prev });
  expect(block?.hash).toBe(await blockHash(block!));
}

async function newestCheckpoint(app: TestApp): Promise<Checkpoint> {
  const [row] = await app.database.db.query<Parameters<typeof checkpointOf>[0]>(
    `SELECT ${CHECKPOINT_COLUMNS} FROM tick_checkpoints ORDER BY id DESC LIMIT 1`,
  );
  if (!row) throw new Error('no checkpoint');
  return checkpointOf(row);
}

const counts = async (app: TestApp) => {
  const [row] = await app.database.db.query<{ blocks: number; checkpoints: number; heads: number }>(
    `SELECT (SELECT count(*)::int FROM tick_blocks) AS blocks, (SELECT count(*)::int FROM tick_checkpoints) AS checkpoints,
            (SELECT count(*)::int FROM tick_chain_heads) AS heads`,
  );
  return row;
};

const app = appForTests();

describe('what the seal takes', () => {
  beforeAll(() => emptyTickLog(app));

  it('seals nothing while the ticks are only in memory, and not the minute in progress once they are stored', async () => {
    const start = app.clock.now();
    await priced(app, EURUSD, '1.10000');
    app.clock.advance(30_000);
    await priced(app, EURUSD, '1.10010');
    // The minute is over, but nothing is stored yet.
    app.clock.set(start + MINUTE + 1_000);
    await runSeal(app);
    expect(await counts(app)).toEqual({ blocks: 0, checkpoints: 0, heads: 0 });
    // Stored: the minute that ended is sealed; the one the clock is in is not.
    await priced(app, EURUSD, '1.10020');
    await storeAndSeal(app);
    const blocks = await storedBlocks(app, EURUSD);
    expect(blocks.map((block) => block.minute)).toEqual([start]);
    expect(blocks[0]?.count).toBe(2);
  });

  it('waits for a minute whose last ticks are still in memory, then seals it whole', async () => {
    const minute = app.clock.now() - (app.clock.now() % MINUTE);
    await priced(app, EURUSD, '1.10030');
    app.clock.advance(20_000);
    await priced(app, EURUSD, '1.10040');
    // The clock passes into the next minute without a flush: the minute's last two ticks are not in the database.
    app.clock.set(minute + MINUTE + 500);
    await runSeal(app);
    expect((await storedBlocks(app, EURUSD)).map((block) => block.minute)).not.toContain(minute);
    await storeAndSeal(app);
    const sealed = (await storedBlocks(app, EURUSD)).find((block) => block.minute === minute);
    // The tick stored by the first seal's flush, and the two that were in memory.
    expect(sealed?.count).toBe(3);
  });
});

describe('the chains of blocks', () => {
  beforeAll(() => emptyTickLog(app));

  it('chains each minute of an instrument to its previous block, skips a minute with no tick, and keeps instruments apart', async () => {
    const start = app.clock.now();
    const eur0 = [await priced(app, EURUSD, '1.10000'), await priced(app, EURUSD, '1.10005')];
    const jpy0 = [await priced(app, USDJPY, '157.250')];
    app.clock.advance(10_000);
    eur0.push(await priced(app, EURUSD, '1.10002'));
    // A minute with no tick at all, then two more minutes of EUR/USD.
    app.clock.set(start + 2 * MINUTE + 5_000);
    const eur2 = [await priced(app, EURUSD, '1.09990')];
    app.clock.set(start + 3 * MINUTE + 5_000);
    const eur3 = [await priced(app, EURUSD, '1.09980'), await priced(app, EURUSD, '1.09985')];
    const jpy3 = [await priced(app, USDJPY, '157.300')];
    await sealThisMinute(app);

    const eur = await storedBlocks(app, EURUSD);
    expect(eur.map((block) => block.minute)).toEqual([start, start + 2 * MINUTE, start + 3 * MINUTE]);
    await expectBlockOf(eur[0], eur0, GENESIS_HASH);
    await expectBlockOf(eur[1], eur2, eur[0]!.hash);
    await expectBlockOf(eur[2], eur3, eur[1]!.hash);
    const jpy = await storedBlocks(app, USDJPY);
    expect(jpy.map((block) => block.minute)).toEqual([start, start + 3 * MINUTE]);
    await expectBlockOf(jpy[0], jpy0, GENESIS_HASH);
    await expectBlockOf(jpy[1], jpy3, jpy[0]!.hash);
  });
});

describe('the checkpoints', () => {
  beforeAll(() => emptyTickLog(app));

  it('signs one checkpoint per run that sealed something, chained, naming every instrument’s newest block', async () => {
    const start = app.clock.now();
    await priced(app, EURUSD, '1.10000');
    await priced(app, USDJPY, '157.250');
    await sealThisMinute(app);
    const [first] = await storedCheckpoints(app);
    expect(await storedCheckpoints(app)).toHaveLength(1);
    expect(first).toMatchObject({ id: 1, prev_hash: GENESIS_HASH, time: app.clock.now() });

    // A run with nothing new signs nothing.
    app.clock.advance(5_000);
    await storeAndSeal(app);
    expect(await storedCheckpoints(app)).toHaveLength(1);

    // Only EUR/USD ticks this minute: the next checkpoint still names USD/JPY's newest block.
    await priced(app, EURUSD, '1.10010');
    await sealThisMinute(app);
    const all = await storedCheckpoints(app);
    expect(all.map((checkpoint) => checkpoint.id)).toEqual([1, 2]);
    expect(all[1]?.prev_hash).toBe(first?.hash);
    const latest = await newestCheckpoint(app);
    const [eur, jpy] = [await storedBlocks(app, EURUSD), await storedBlocks(app, USDJPY)];
    expect(latest.heads).toEqual([
      { instrument_id: EURUSD, minute: start + MINUTE, hash: eur.at(-1)?.hash },
      { instrument_id: USDJPY, minute: start, hash: jpy.at(-1)?.hash },
    ]);
    // Each block points at the checkpoint that first named it.
    expect(eur.map((block) => block.checkpoint_id)).toEqual([1, 2]);
    expect(jpy.map((block) => block.checkpoint_id)).toEqual([1]);
  });

  it('hashes as the encoding says and is signed with the key the app publishes', async () => {
    const latest = await newestCheckpoint(app);
    expect(latest.hash).toBe(await checkpointHash(latest));
    expect(await checkpointSignatureHolds(latest, await publishedKey(app))).toBe(true);
  });
});

describe('a seal fenced out', () => {
  beforeAll(() => emptyTickLog(app));

  it('writes no block, no checkpoint and no chain head; the next leader seals the same minute', async () => {
    const start = app.clock.now();
    const ticks = [await priced(app, EURUSD, '1.10000'), await priced(app, EURUSD, '1.10001')];
    app.clock.set(start + MINUTE + 1_000);
    await app.market.flushNow();
    const fenced = () => Promise.reject(new FencedError(1));
    await expect(runSeal(app, fenced)).rejects.toThrow(FencedError);
    expect(await counts(app)).toEqual({ blocks: 0, checkpoints: 0, heads: 0 });
    await runSeal(app);
    const [block] = await storedBlocks(app, EURUSD);
    await expectBlockOf(block, ticks, GENESIS_HASH);
    expect(await counts(app)).toEqual({ blocks: 1, checkpoints: 1, heads: 1 });
  });
});

describe('what was signed', () => {
  beforeAll(() => emptyTickLog(app));
  let sealedMinute: number;

  it('is sealed for a start', async () => {
    sealedMinute = app.clock.now();
    await priced(app, EURUSD, '1.10000');
    await sealThisMinute(app);
    await priced(app, EURUSD, '1.10010');
    await sealThisMinute(app);
    expect(await storedCheckpoints(app)).toHaveLength(2);
  });

  it('is append-only: a checkpoint cannot be updated', async () => {
    await expect(app.database.db.query('UPDATE tick_checkpoints SET time = time + 1 WHERE id = 1')).rejects.toThrow(/append-only/);
    await expect(app.database.db.query(`UPDATE tick_checkpoints SET signature = 'AAAA'`)).rejects.toThrow(/append-only/);
  });

  it('cannot fork: no second checkpoint, nor a second block, may name the same predecessor', async () => {
    const [first] = await storedCheckpoints(app);
    await expect(
      app.database.db.query(
        `INSERT INTO tick_checkpoints (id, time, prev_hash, hash, heads, key_id, signature) VALUES (3, $1, $2, $3, '[]', 'k', 's')`,
        [app.clock.now(), first!.prev_hash, 'ff'.repeat(32)],
      ),
    ).rejects.toThrow();
    const [block] = await storedBlocks(app, EURUSD);
    await expect(
      app.database.db.query(
        `INSERT INTO tick_blocks (instrument_id, minute, count, ticks, ticks_root, prev_hash, hash, checkpoint_id)
         VALUES ($1, $2, 1, $3, $4, $5, $6, 2)`,
        [EURUSD, sealedMinute + 10 * MINUTE, `1|${String(sealedMinute)}|1.1`, 'aa'.repeat(32), block!.prev_hash, 'bb'.repeat(32)],
      ),
    ).rejects.toThrow();
    expect(await storedCheckpoints(app)).toHaveLength(2);
    expect(await storedBlocks(app, EURUSD)).toHaveLength(2);
  });

  it('takes no late tick into a sealed minute: the journal refuses it, and the block stays as signed', async () => {
    const before = await storedBlocks(app, EURUSD);
    // A tick of the first sealed minute, arriving now (a node that takes over storing what it was shared).
    app.market.receive([{ instrumentId: EURUSD, seq: 900_001, time: sealedMinute + 30_000, price: '1.2', volume: 1 }]);
    // And one of the minute in progress, which is stored.
    app.market.receive([{ instrumentId: EURUSD, seq: 900_002, time: app.clock.now(), price: '1.2', volume: 1 }]);
    await app.market.flushNow();
    const stored = await app.database.db.query<{ seq: string }>('SELECT seq FROM ticks WHERE seq >= 900000 ORDER BY seq');
    expect(stored.map((row) => Number(row.seq))).toEqual([900_002]);
    await sealThisMinute(app);
    const after = await storedBlocks(app, EURUSD);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
  });
});

describe('two seals at once', () => {
  beforeAll(() => emptyTickLog(app));

  it('leave one chain: never two blocks of a minute, nor two checkpoints after one', async () => {
    const start = app.clock.now();
    await priced(app, EURUSD, '1.10000');
    await priced(app, USDJPY, '157.250');
    app.clock.set(start + MINUTE + 1_000);
    await app.market.flushNow();
    const runs = await Promise.allSettled([runSeal(app), runSeal(app)]);
    expect(runs.some((run) => run.status === 'fulfilled')).toBe(true);
    expect(await counts(app)).toEqual({ blocks: 2, checkpoints: 1, heads: 2 });
    await priced(app, EURUSD, '1.10010');
    await sealThisMinute(app);
    const checkpoints = await storedCheckpoints(app);
    expect(checkpoints.map((checkpoint) => checkpoint.id)).toEqual([1, 2]);
    expect(checkpoints[1]?.prev_hash).toBe(checkpoints[0]?.hash);
  });
});
