import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TickPublicKey } from '../../../common/api/ticks';
import type { ForexOrder } from '../../../common/api/trade';
import {
  blockHash,
  blockMinute,
  BLOCK_MS,
  checkpointHash,
  checkpointSignatureHolds,
  fromBase64,
  GENESIS_HASH,
  leafHash,
  merkleRoot,
  type Checkpoint,
} from '../../../common/tick-log';
import { verifyTickProof, type ProofBundle } from '../../../common/tick-proof';
import { checkpointOf } from '../../../server/ticks/proofs';
import { tickSignerFromSeed } from '../../../server/ticks/signing-key';
import { TEST_TICK_SIGNING_KEY } from '../helpers/secrets-key';
import { demoUser, get } from './helpers/client';
import {
  adminUrl,
  BTC,
  clearPrefix,
  clusterDatabase,
  redisAvailable,
  sawtoothReplay,
  uniquePrefix,
  type ClusterDatabase,
} from './helpers/cluster-env';
import { expectInvariants } from './helpers/invariants';
import { startNode, until, type NodeProcess } from './helpers/processes';

// The signed tick log across a change of leader (issue 37), two nodes on one PostgreSQL and one Redis, in real time:
// node A leads and seals its first minutes; in the middle of a minute it is killed (SIGKILL: its last second of ticks
// never reaches its database), node B takes over, stores the ticks it was shared and seals from there. After: every
// minute of every instrument that had ticks has exactly one block, holding every tick the journal has of it; each
// block chains to the instrument's previous one (no gap, no fork); the checkpoints have consecutive ids and chain by
// prev_hash, those of both leaders signed with the one published key; and a trade of the minute the leader died in is
// proved through node B. About two minutes: a minute must end before it is sealed.

const ready = Boolean(adminUrl) && (await redisAvailable());
if (!ready) console.log('tick-log-takeover: skipped (needs TEST_DATABASE_URL and a Redis at 127.0.0.1:6379)');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!ready)('the tick log when the leader dies mid-minute', () => {
  let database: ClusterDatabase;
  let a: NodeProcess;
  let b: NodeProcess;
  const prefix = uniquePrefix('tick-log-takeover');
  let replay: string;
  const common = () => ({
    databaseUrl: database.url,
    redisUrl: 'redis://127.0.0.1:6379',
    redisPrefix: prefix,
    env: { MARKET_FEED: 'replay', REPLAY_DIR: replay },
  });

  beforeAll(async () => {
    database = await clusterDatabase();
    replay = sawtoothReplay();
    a = await startNode({ name: 'a', ...common() });
    b = await startNode({ name: 'b', ...common() });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a.kill('SIGKILL'), b.kill()]);
    await database.drop();
    await clearPrefix(prefix);
  });

  it('continues both chains with no gap and no fork, and proves a trade of the minute the leader died in', async () => {
    const heads = async () => {
      const [row] = await database.query<{ minute: string | null }>('SELECT max(minute) AS minute FROM tick_chain_heads');
      return row?.minute === null || row?.minute === undefined ? undefined : Number(row.minute);
    };
    // A seals the minute it started in.
    expect(await until(async () => (await heads()) !== undefined, 80_000), 'the first leader sealed nothing').toBe(true);
    const [{ id: lastOfA } = { id: '0' }] = await database.query<{ id: string }>('SELECT max(id) AS id FROM tick_checkpoints');

    // Into the middle of a minute: a trade through B (decided by A's engine), then A dies a few seconds later.
    const into = Date.now() % BLOCK_MS;
    if (into < 15_000 || into > 30_000) await sleep((15_000 - into + BLOCK_MS) % BLOCK_MS);
    const user = await demoUser(b.url);
    const submit = await get<ForexOrder>(
      b.url,
      '/v2/api/forex/submit',
      { type: 1, cont: '0.01', forex_id: BTC.id, status: 1, multiple: 10 },
      user.token,
      randomUUID(),
    );
    expect(submit.code, submit.msg).toBe(1);
    const order = submit.data;
    await sleep(2_000);
    const killedAt = Date.now();
    const killMinute = blockMinute(killedAt);
    await a.kill('SIGKILL');
    const tookOver = await until(async () => (await get<{ leader: boolean }>(b.url, '/api/health/node')).data.leader, 10_000);
    expect(tookOver, 'node b did not take over').toBe(true);
    // B seals the minute A died in.
    const sealedAfter = await until(async () => ((await heads()) ?? 0) >= killMinute, 90_000);
    expect(sealedAfter, `node b did not seal past the minute of the kill (${new Date(killMinute).toISOString()})`).toBe(true);

    // Every minute with ticks up to each chain's head has exactly one block, holding the journal's ticks of it.
    const journal = await database.query<{ instrument_id: number; minute: string; n: number }>(
      `SELECT t.instrument_id, t.time - t.time % 60000 AS minute, count(*)::int AS n FROM ticks t
       JOIN tick_chain_heads h ON h.instrument_id = t.instrument_id WHERE t.time < h.minute + 60000
       GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const blocks = await database.query<{
      instrument_id: number;
      minute: string;
      count: number;
      ticks_root: string;
      prev_hash: string;
      hash: string;
    }>('SELECT instrument_id, minute, count, ticks_root, prev_hash, hash FROM tick_blocks ORDER BY instrument_id, minute');
    expect(blocks.map((block) => [block.instrument_id, Number(block.minute), block.count])).toEqual(
      journal.map((row) => [row.instrument_id, Number(row.minute), row.n]),
    );
    expect(blocks.some((block) => Number(block.minute) === killMinute)).toBe(true);

    // Each block is its ticks' and chains to the instrument's previous block.
    let previous: (typeof blocks)[number] | undefined;
    for (const block of blocks) {
      const where = `block ${String(block.instrument_id)}@${new Date(Number(block.minute)).toISOString()}`;
      const ticks = await database.query<{ seq: string; time: string; price: string }>(
        'SELECT seq, time, price FROM ticks WHERE instrument_id = $1 AND time >= $2 AND time < $3 ORDER BY seq',
        [block.instrument_id, block.minute, Number(block.minute) + BLOCK_MS],
      );
      const leaves = await Promise.all(
        ticks.map((row) =>
          leafHash({ instrument_id: block.instrument_id, seq: Number(row.seq), time: Number(row.time), price: row.price }),
        ),
      );
      expect(await merkleRoot(leaves), `${where}: its root`).toBe(block.ticks_root);
      const header = { ...block, minute: Number(block.minute) };
      expect(await blockHash(header), `${where}: its hash`).toBe(block.hash);
      const first = previous?.instrument_id !== block.instrument_id;
      expect(block.prev_hash, `${where}: its predecessor`).toBe(first ? GENESIS_HASH : previous?.hash);
      previous = block;
    }

    // The checkpoints: ids 1..n, each chained to the one before, each signed with the key both nodes publish.
    const published = (await get<TickPublicKey>(b.url, '/api/ticks/public_key')).data.public_key;
    const key = (await tickSignerFromSeed(Buffer.from(TEST_TICK_SIGNING_KEY, 'hex'))).publicKey;
    expect(published).toBe(Buffer.from(key).toString('base64'));
    const checkpoints: Checkpoint[] = (
      await database.query<Parameters<typeof checkpointOf>[0]>(
        'SELECT id, time, prev_hash, hash, heads, key_id, signature FROM tick_checkpoints ORDER BY id',
      )
    ).map(checkpointOf);
    expect(checkpoints.map((checkpoint) => checkpoint.id)).toEqual(checkpoints.map((_, index) => index + 1));
    for (const [index, checkpoint] of checkpoints.entries()) {
      expect(checkpoint.prev_hash, `checkpoint ${String(checkpoint.id)}`).toBe(index === 0 ? GENESIS_HASH : checkpoints[index - 1]?.hash);
      expect(checkpoint.hash).toBe(await checkpointHash(checkpoint));
      expect(await checkpointSignatureHolds(checkpoint, key), `checkpoint ${String(checkpoint.id)}'s signature`).toBe(true);
    }
    // Both leaders signed some of them.
    expect(checkpoints.some((checkpoint) => checkpoint.id <= Number(lastOfA))).toBe(true);
    expect(checkpoints.some((checkpoint) => checkpoint.time > killedAt)).toBe(true);

    // The trade's open, in the minute A died in, is proved through B and verifies with the published key.
    const proof = await get<ProofBundle>(b.url, '/api/ticks/proof', { order_id: order.Id }, user.token);
    expect(proof.code, proof.msg).toBe(1);
    expect(proof.data.proofs.map((one) => one.settlement.event)).toEqual(['open']);
    for (const one of proof.data.proofs) {
      const report = await verifyTickProof(one, fromBase64(published));
      expect(report.checks.filter((check) => !check.ok)).toEqual([]);
    }
    await expectInvariants(database);
  }, 240_000);
});
