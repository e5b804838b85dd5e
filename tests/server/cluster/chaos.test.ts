import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realUser } from './helpers/client';
import {
  adminUrl,
  clusterDatabase,
  fundUser,
  redisAvailable,
  sawtoothReplay,
  uniquePrefix,
  clearPrefix,
  type ClusterDatabase,
} from './helpers/cluster-env';
import { expectInvariants } from './helpers/invariants';
import { addShortOption, expectAcceptedOnce, MixedLoad, optionsSettle, pick } from './helpers/load';
import { startNode, type NodeOptions, type NodeProcess } from './helpers/processes';

// Chaos: for a bounded time (2 minutes in CI; CHAOS_MS for longer), either node is SIGKILLed at random moments and
// started again, under a mixed load of submits, closes, options and transfers through whichever node is up. After:
// the ledger invariants hold, every request answered with code 1 is in the database, and no Idempotency-Key was
// applied twice (each request that got no answer is retried with its key until it gets one).

const ready = Boolean(adminUrl) && (await redisAvailable());
if (!ready) console.log('chaos: skipped (needs TEST_DATABASE_URL and a Redis at 127.0.0.1:6379)');

const DURATION_MS = Number(process.env.CHAOS_MS ?? 120_000);
const WORKERS = 4;

describe.skipIf(!ready)('chaos: nodes killed and restarted under load', () => {
  let database: ClusterDatabase;
  const nodes = new Map<string, NodeProcess>();
  let options: Omit<NodeOptions, 'name'>;
  const prefix = uniquePrefix('chaos');
  const counts = { kills: 0, restarts: 0, sent: 0, ok: 0, refused: 0, unanswered: 0 };

  beforeAll(async () => {
    database = await clusterDatabase();
    options = {
      databaseUrl: database.url,
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: prefix,
      env: { MARKET_FEED: 'replay', REPLAY_DIR: sawtoothReplay(), TRUST_PROXY: 'true' },
    };
    nodes.set('a', await startNode({ name: 'a', ...options }));
    nodes.set('b', await startNode({ name: 'b', ...options }));
    await addShortOption(database);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([...nodes.values()].map((node) => node.kill()));
    await database.drop();
    await clearPrefix(prefix);
  });

  it(
    `keeps every answer and applies nothing twice over ${Math.round(DURATION_MS / 1000)} s`,
    async () => {
      const live = () => [...nodes.values()].filter((node) => node.child.exitCode === null && node.child.signalCode === null);
      // Real accounts (demo ones cannot transfer), funded for the run.
      const users: { token: string; uid: string }[] = [];
      for (let index = 0; index < 6; index += 1) {
        const user = await realUser(pick(live()));
        await fundUser(database, user.uid, '5000.00');
        users.push(user);
      }
      const load = new MixedLoad(users);
      const end = Date.now() + DURATION_MS;

      const worker = async () => {
        while (Date.now() < end) {
          const request = load.next();
          counts.sent += 1;
          const node = live()[0] ? pick(live()) : undefined;
          if (!node) {
            await new Promise((resolve) => setTimeout(resolve, 100));
            continue;
          }
          try {
            await load.send(request, node.url);
          } catch {
            // The node died under the request: retried with its key at the end.
          }
          await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
        }
      };

      const chaos = async () => {
        while (Date.now() < end - 10_000) {
          await new Promise((resolve) => setTimeout(resolve, 6_000 + Math.random() * 8_000));
          const victim = pick([...nodes.keys()]);
          await nodes.get(victim)?.kill('SIGKILL');
          counts.kills += 1;
          await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 2_500));
          nodes.set(victim, await startNode({ name: victim, ...options }));
          counts.restarts += 1;
        }
      };

      await Promise.all([chaos(), ...Array.from({ length: WORKERS }, worker)]);

      counts.unanswered = await load.answerTheUnanswered(() => live().map((node) => node.url));
      counts.ok = load.accepted();
      counts.refused = load.sent.filter((item) => item.answer && item.answer.code !== 1).length;

      // Every option due settles; then the books are checked.
      expect(await optionsSettle(database, 20_000), 'options overdue after the chaos').toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await expectInvariants(database);
      // Every code 1 is in the database, and nothing was applied twice.
      const totals = await expectAcceptedOnce(database, load.sent);
      console.log(
        `chaos: ${JSON.stringify(counts)}; answers: ${JSON.stringify(load.answers())}; in the database: ${JSON.stringify(totals)}`,
      );
      expect(counts.kills).toBeGreaterThan(0);
    },
    DURATION_MS + 180_000,
  );
});
