import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryLeadership, LEADER_LOCK, type AdvisoryLeadership } from '../../../server/cluster/advisory-leadership';
import { checkEpoch } from '../../../server/cluster/leadership';
import { FencedError } from '../../../server/fence';
import type { Log } from '../../../server/log';
import type { Database } from '../../../server/db/database';
import { openPostgres } from '../../../server/db/postgres';
import { freshDatabase, onPostgres, type TestDatabase } from '../helpers/test-db';
import { until } from './helpers/processes';

// Leadership terms and their fence, on PostgreSQL: the lock is lost when its connection ends (here PostgreSQL
// ends it, as a failover or a network cut would); a settlement already inside its transaction finishes before the
// next term can begin; once it has, the old term's writes are refused, even by a node that has not noticed yet.

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
