import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryLeadership, LEADER_LOCK, type AdvisoryLeadership } from '../../../server/cluster/advisory-leadership';
import { checkEpoch } from '../../../server/cluster/leadership';
import { FencedError } from '../../../server/fence';
import type { Log } from '../../../server/log';
import type { Database } from '../../../server/db/database';
import { openPostgres } from '../../../server/db/postgres';
import { freshDatabase, onPostgres, type TestDatabase } from '../helpers/test-db';
import { forwarder, type Forwarder } from './helpers/forwarder';
import { until } from './helpers/processes';

// Leadership terms and their fence, on PostgreSQL: the lock is lost when its connection ends (here PostgreSQL
// ends it, as a failover would); a settlement already inside its transaction finishes before the next term can
// begin; once it has, the old term's writes are refused, even by a node that has not noticed yet. And a lock
// connection that goes silent (a network cut: nothing ends, nothing answers) frees the lock within seconds, after
// its leader stepped down.

if (!onPostgres) console.log('fence: skipped on PGlite (leadership needs PostgreSQL; CI runs it there)');

const quiet: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.skipIf(!onPostgres)('the leadership fence', () => {
  let database: TestDatabase;
  let db: Database;
  let first: AdvisoryLeadership;
  let second: AdvisoryLeadership;

  beforeAll(async () => {
    database = await freshDatabase({ seed: false });
    db = await openPostgres(database.url ?? '', 3);
  });
  afterAll(async () => {
    await first.stop();
    await second.stop();
    await db.close();
    await database.drop();
  });

  it('gives the lock to one node, and the next term only after the old term’s open settlement committed', async () => {
    first = advisoryLeadership({ url: database.url ?? '', nodeId: 'first', log: quiet, pollMs: 100 });
    await first.ready;
    second = advisoryLeadership({ url: database.url ?? '', nodeId: 'second', log: quiet, pollMs: 100 });
    await second.ready;
    expect([first.isLeader, second.isLeader]).toEqual([true, false]);
    const oldEpoch = first.epoch;

    const inFlight: { fenced: boolean; release: () => void } = { fenced: false, release: () => undefined };
    const settlement = db.transaction(async (tx) => {
      await first.fence(tx);
      inFlight.fenced = true;
      await new Promise<void>((resolve) => (inFlight.release = resolve));
    });
    expect(await until(() => inFlight.fenced, 2_000)).toBe(true);
    // PostgreSQL ends the first node's lock connection.
    await db.query(`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted`, [LEADER_LOCK]);
    expect(await until(() => !first.isLeader, 2_000)).toBe(true);
    // Whichever node wins the lock now (the first may win it back on a new connection), its term waits for the
    // settlement in flight.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([first.isLeader, second.isLeader]).toEqual([false, false]);
    inFlight.release();
    await settlement;
    expect(await until(() => first.isLeader || second.isLeader, 5_000)).toBe(true);
    const leader = first.isLeader ? first : second;
    expect([first.isLeader, second.isLeader].filter(Boolean)).toHaveLength(1);
    expect(leader.epoch).toBe(oldEpoch + 1);

    // The old term's writes are refused by the database, whoever tries them; the new term's pass.
    await expect(db.transaction((tx) => checkEpoch(tx, oldEpoch))).rejects.toBeInstanceOf(FencedError);
    await expect(db.transaction((tx) => leader.fence(tx))).resolves.toBeUndefined();
    const follower = leader === first ? second : first;
    await expect(db.transaction((tx) => follower.fence(tx))).rejects.toBeInstanceOf(FencedError);
  }, 30_000);
});

describe.skipIf(!onPostgres)('a node whose connections go silent (a network cut)', () => {
  let database: TestDatabase;
  let cut: Forwarder;
  let direct: string;
  /** The same database through the forwarder the test freezes. */
  let throughCut: string;
  let silent: AdvisoryLeadership | undefined;
  let other: AdvisoryLeadership | undefined;
  const pools: Database[] = [];
  /** Heals the cut and lets a held transaction go on (also after a failure, so that its pool can close). */
  let release = () => cut.thaw();

  beforeAll(async () => {
    database = await freshDatabase({ seed: false });
    direct = database.url ?? '';
    const url = new URL(direct);
    cut = await forwarder('127.0.0.1', { host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = cut.host;
    url.port = String(cut.port);
    throughCut = url.toString();
  });
  afterAll(async () => {
    release();
    await silent?.stop();
    await other?.stop();
    await Promise.all(pools.map((pool) => pool.close()));
    await cut.close();
    await database.drop();
  });

  it('steps down, and another node leads within 5 s of the cut, never both at once', async () => {
    silent = advisoryLeadership({ url: throughCut, nodeId: 'silent', log: quiet });
    await silent.ready;
    other = advisoryLeadership({ url: direct, nodeId: 'other', log: quiet });
    await other.ready;
    expect([silent.isLeader, other.isLeader]).toEqual([true, false]);
    const moments: { steppedDown?: number; tookOver?: number } = {};
    silent.onChange((leading) => (moments.steppedDown ??= leading ? undefined : performance.now()));
    other.onChange((leading) => (moments.tookOver ??= leading ? performance.now() : undefined));

    const cutAt = performance.now();
    cut.freeze();
    const leader = other;
    expect(await until(() => leader.isLeader, 8_000), 'no takeover while the leader was cut off').toBe(true);
    const takeoverMs = (moments.tookOver ?? Infinity) - cutAt;
    console.log(
      `fence: the silent leader stepped down after ${Math.round((moments.steppedDown ?? NaN) - cutAt)} ms, the other led after ${Math.round(takeoverMs)} ms`,
    );
    expect(takeoverMs).toBeLessThanOrEqual(5_000);
    expect(moments.steppedDown, 'the old leader had not stepped down when the other took over').toBeLessThan(moments.tookOver ?? 0);

    // The cut heals: the old leader comes back as a follower.
    cut.thaw();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect([silent.isLeader, other.isLeader]).toEqual([false, true]);
  }, 30_000);

  it('ends the cut-off node’s open transactions, so that their row locks hold up nobody for long', async () => {
    const cutOff = await openPostgres(throughCut, 2);
    const healthy = await openPostgres(direct, 2);
    pools.push(cutOff, healthy);
    await healthy.exec('CREATE TABLE cut_rows (id integer PRIMARY KEY, n integer NOT NULL); INSERT INTO cut_rows VALUES (1, 0)');
    // A transaction of the node about to be cut off holds the row (as a settlement holds a user's account).
    const holding: { release?: () => void } = {};
    const held = cutOff.transaction(async (tx) => {
      await tx.query('UPDATE cut_rows SET n = n + 1 WHERE id = 1');
      await new Promise<void>((resolve) => (holding.release = resolve));
    });
    expect(await until(() => Boolean(holding.release), 2_000)).toBe(true);

    const cutAt = performance.now();
    cut.freeze();
    release = () => {
      cut.thaw();
      holding.release?.();
    };
    const updated = healthy.transaction((tx) => tx.query('UPDATE cut_rows SET n = n + 10 WHERE id = 1'));
    const waited = await Promise.race([
      updated.then(() => performance.now() - cutAt),
      new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 8_000)),
    ]);
    console.log(`fence: a row held by the cut-off node was free again after ${Math.round(waited)} ms`);
    expect(waited, 'the row stayed locked by the cut-off node').toBeLessThanOrEqual(5_000);

    // The cut heals: the cut-off transaction was ended, not committed.
    release();
    await expect(held).rejects.toThrow();
    expect(await healthy.query('SELECT n FROM cut_rows')).toEqual([{ n: 10 }]);
  }, 30_000);
});
