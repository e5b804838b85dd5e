import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, realUser } from './helpers/client';
import {
  adminUrl,
  clearPrefix,
  clusterDatabase,
  fundUser,
  redisAvailable,
  SHARED_REDIS,
  uniquePrefix,
  type ClusterDatabase,
} from './helpers/cluster-env';
import { expectInvariants } from './helpers/invariants';
import { addShortOption, expectAcceptedOnce, MixedLoad, optionsSettle, pick } from './helpers/load';
import { namespacesUnavailable, partitionLab, type CutTarget, type PartitionLab } from './helpers/netns';
import { startNode, until, type NodeProcess } from './helpers/processes';
import { engineSettlements, expectOneSettlerPerTerm, installRecorders, termsSince } from './helpers/settlers';

// A partition test, the way Jepsen tests databases. Two nodes, each in a network namespace of its own
// (helpers/netns.ts), on PostgreSQL and Redis, under a mixed load (helpers/load.ts) whose clients use either node and,
// as a load balancer would, the other one when a node does not answer in time. The leader is cut off from PostgreSQL,
// then (whoever leads then) from Redis, then from the clients, each time for longer than the takeover time, and the
// cut heals. A cut drops packets both ways and resets nothing, so connections hang as in a real partition.
// After each: the ledger invariants hold, every engine settlement was written by the node leading its term (checked
// from the ledger's own writes and the recorded deciding ticks, helpers/settlers.ts), and settling went on within
// 5 s: by a new leader when the old one lost PostgreSQL, by the same one otherwise. At the end every request that
// got no answer is retried with its key, and every accepted request's effect is in the database once.
// Bounded for CI (one round, about two minutes); PARTITION_ROUNDS=n repeats the three cuts n times,
// PARTITION_CUT_MS makes each cut longer, PARTITION_LOGS=<folder> keeps the nodes' logs there.

const unavailable = !adminUrl
  ? 'needs TEST_DATABASE_URL'
  : !(await redisAvailable())
    ? 'needs a Redis at 127.0.0.1:6379'
    : await namespacesUnavailable();
if (unavailable) console.log(`partition: skipped (${unavailable})`);

/** The bound: settling goes on within this long of a cut. */
const TAKEOVER_LIMIT_MS = 5_000;
const ROUNDS = Number(process.env.PARTITION_ROUNDS ?? 1);
const CUT_MS = Number(process.env.PARTITION_CUT_MS ?? TAKEOVER_LIMIT_MS + 3_000);
/** After a heal, before the figures are read: the cut node catches up, and what fell due meanwhile settles. */
const AFTER_HEAL_MS = 4_000;
const WARM_UP_MS = 4_000;
/** How long a client waits for an answer before it tries the other node (with the same key). */
const REQUEST_TIMEOUT_MS = 2_000;
/** How long a node that did not answer in time gets no new requests. */
const SHUN_MS = 3_000;
const WORKERS = 8;
const CUTS: readonly CutTarget[] = ['postgres', 'redis', 'clients'];
const NAMES = ['a', 'b'] as const;
const LOGS = process.env.PARTITION_LOGS;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Phase {
  round: number;
  cut: CutTarget;
  /** The node cut off: the leader when the cut began. */
  node: string;
  /** When another node's term began, after the cut (ms); none when the leader kept its lock. */
  takeoverMs?: number;
  /** The first engine settlement after the cut by a node that was not cut off from PostgreSQL (ms). */
  settlingResumedMs?: number;
  /** The longest stretch without any engine settlement from the cut to its heal (ms). */
  longestGapMs: number;
  /** Engine settlements from the cut to the figures, by the node that wrote them. */
  settlers: Record<string, number>;
  /** Requests sent during the cut, and how many were accepted (code 1). */
  sent: number;
  accepted: number;
  /** Orders and options accepted from 5 s after the cut until it healed: the cluster kept trading. */
  ordersAcceptedFrom5s: number;
  /** The answers to requests sent during the cut, by the node that gave them and their code. */
  answers: Record<string, number>;
  /** The oldest price an order or option accepted during the cut opened at, by its age then (ms). */
  oldestOpeningPriceMs: number;
}

describe.skipIf(Boolean(unavailable))('partition: the leader cut off from PostgreSQL, Redis and its clients', () => {
  let database: ClusterDatabase | undefined;
  let lab: PartitionLab | undefined;
  const nodes = new Map<string, NodeProcess>();
  const prefix = uniquePrefix('partition');

  beforeAll(async () => {
    database = await clusterDatabase();
    lab = await partitionLab(NAMES, database.url, SHARED_REDIS);
    for (const name of NAMES) {
      const network = lab.nodes.get(name);
      if (!network) throw new Error(`no network for node ${name}`);
      const node = await startNode({
        name,
        databaseUrl: network.databaseUrl,
        redisUrl: network.redisUrl,
        redisPrefix: prefix,
        netns: network.namespace,
        host: network.nodeAddress,
        // The simulated feed, not a replay: a replay feed plays, when a node starts to lead, every recorded row since
        // that node started, at their past times (a defect of its own, reported with this test).
        env: { TRUST_PROXY: 'true' },
      });
      nodes.set(name, node);
    }
    await installRecorders(database);
    await addShortOption(database);
  }, 180_000);

  afterAll(async () => {
    // Heal first: a node cut off from its database would wait on it while shutting down.
    await lab?.healAll();
    await Promise.all([...nodes.values()].map((node) => Promise.race([node.kill(), sleep(10_000)]).then(() => node.kill('SIGKILL'))));
    await lab?.remove();
    if (LOGS)
      for (const node of nodes.values()) writeFileSync(path.join(LOGS, `partition-node-${node.name}.log`), node.lines.join('\n') + '\n');
    await database?.drop();
    await clearPrefix(prefix);
  }, 60_000);

  /** The node that leads, once both answer and exactly one says it leads (after a heal, the other may still be turning). */
  const leaderNow = async (): Promise<string> => {
    let leader: string | undefined;
    const one = await until(async () => {
      const answers = await Promise.all(
        [...nodes.values()].map((node) =>
          get<{ leader: boolean }>(node.url, '/api/health/node', {}, undefined, undefined, {}, AbortSignal.timeout(2_000)).then(
            (reply) => (reply.data.leader ? node.name : undefined),
            () => null,
          ),
        ),
      );
      const leaders = answers.filter((name) => typeof name === 'string');
      leader = leaders[0];
      return !answers.includes(null) && leaders.length === 1;
    }, 20_000);
    if (!one || !leader) throw new Error('no single leader 20 s after a heal');
    return leader;
  };

  it(
    `settles once, takes over within 5 s and keeps every accepted request over ${ROUNDS} round(s) of cuts`,
    async () => {
      const db = database as ClusterDatabase;
      const network = lab as PartitionLab;
      const started = Date.now();
      const urls = () => [...nodes.values()].map((node) => node.url);
      // Real accounts (demo ones cannot transfer), funded for the run.
      const users: { token: string; uid: string }[] = [];
      for (let index = 0; index < 6; index += 1) {
        const user = await realUser(pick([...nodes.values()]));
        await fundUser(db, user.uid, '5000.00');
        users.push(user);
      }
      const load = new MixedLoad(users, ['submit', 'close', 'option', 'transfer', 'stop']);
      let running = true;
      // As a load balancer does (nginx's max_fails and fail_timeout): a node that did not answer in time gets no
      // requests for a while, and the request goes to the other one, with the same key.
      const shunned = new Map<string, number>();
      const worker = async () => {
        while (running) {
          const request = load.next();
          const up = urls().filter((url) => (shunned.get(url) ?? 0) < Date.now());
          const first = pick(up.length > 0 ? up : urls());
          for (const base of [first, ...urls().filter((url) => url !== first)]) {
            try {
              await load.send(request, base, REQUEST_TIMEOUT_MS);
              break;
            } catch {
              shunned.set(base, Date.now() + SHUN_MS);
            }
          }
          await sleep(50 + Math.random() * 100);
        }
      };
      const workers = Array.from({ length: WORKERS }, worker);
      await sleep(WARM_UP_MS);

      const phases: Phase[] = [];
      try {
        for (let round = 1; round <= ROUNDS; round += 1) {
          for (const cut of CUTS) {
            const node = await leaderNow();
            const cutAt = Date.now();
            await network.nodes.get(node)?.cut(cut);
            await sleep(CUT_MS);
            await network.nodes.get(node)?.heal(cut);
            const healedAt = Date.now();
            await leaderNow();
            await sleep(AFTER_HEAL_MS);
            const names = new Map([...nodes.values()].map((item) => [item.url, item.name]));
            const phase = await figures(db, load, { round, cut, node, cutAt, healedAt }, names);
            phases.push(phase);
            console.log(`partition: ${JSON.stringify(phase)}`);
            // After each heal: the books hold, one settler per term, settling went on within the bound.
            await expectInvariants(db);
            await expectOneSettlerPerTerm(db, Date.now() - 3_000);
            if (cut === 'postgres') {
              expect(phase.takeoverMs, `no takeover after the leader lost PostgreSQL (round ${round})`).toBeDefined();
              expect(phase.takeoverMs).toBeLessThanOrEqual(TAKEOVER_LIMIT_MS);
            }
            expect(phase.settlingResumedMs, `settling did not go on after the ${cut} cut (round ${round})`).toBeDefined();
            expect(phase.settlingResumedMs).toBeLessThanOrEqual(TAKEOVER_LIMIT_MS);
            // And the cluster kept trading: a node with fresh prices and the database took orders, 5 s into the cut.
            if (CUT_MS >= TAKEOVER_LIMIT_MS + 2_000)
              expect(phase.ordersAcceptedFrom5s, `no order or option accepted 5 s into the ${cut} cut (round ${round})`).toBeGreaterThan(0);
          }
        }
      } finally {
        // Also when a check failed: no client goes on sending while the nodes are stopped.
        running = false;
        await Promise.all(workers);
      }
      const unanswered = await load.answerTheUnanswered(urls, 10_000);
      expect(await optionsSettle(db, 20_000), 'options overdue after the partitions').toBe(true);
      // Every option placed has ended, and the ticks they ended on are stored (the leader writes them each second).
      const runningOptions = async () =>
        Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM micro_orders WHERE status = 1'))[0]?.n);
      expect(await until(async () => (await runningOptions()) === 0, 20_000), 'options still running after the partitions').toBe(true);
      await sleep(2_000);
      await expectInvariants(db);
      await expectOneSettlerPerTerm(db);
      const totals = await expectAcceptedOnce(db, load.sent);
      const [settled] = await db.query<{ options: string; stops: string }>(
        `SELECT (SELECT count(*) FROM micro_orders WHERE status = 3) AS options,
                (SELECT count(*) FROM contract_orders WHERE close_reason IN ('stop_loss', 'take_profit', 'stop_out')) AS stops`,
      );
      console.log(
        `partition: ${phases.length} cuts in ${Math.round((Date.now() - started) / 1000)} s; ${load.sent.length} requests, ` +
          `${load.accepted()} accepted, ${unanswered} retried after the run; settled: ${JSON.stringify(settled)}; ` +
          `answers: ${JSON.stringify(load.answers())}; in the database: ${JSON.stringify(totals)}`,
      );
    },
    ROUNDS * CUTS.length * (CUT_MS + AFTER_HEAL_MS + 30_000) + 120_000,
  );
});

/** What one cut did, read from the database (the recorders) and the load. */
async function figures(
  database: ClusterDatabase,
  load: MixedLoad,
  phase: { round: number; cut: CutTarget; node: string; cutAt: number; healedAt: number },
  names: ReadonlyMap<string, string>,
): Promise<Phase> {
  const { cutAt, healedAt, node, cut } = phase;
  const takeover = (await termsSince(database, cutAt)).find((term) => term.node !== node);
  const settlements = await engineSettlements(database, cutAt - 10_000, Date.now());
  const after = settlements.filter((settlement) => settlement.at >= cutAt);
  const resumed = after.find((settlement) => cut !== 'postgres' || settlement.writer !== node);
  let longestGapMs = 0;
  let previous = settlements.filter((settlement) => settlement.at < cutAt).at(-1)?.at ?? cutAt;
  for (const settlement of [...after.filter((item) => item.at < healedAt), { at: healedAt }]) {
    longestGapMs = Math.max(longestGapMs, settlement.at - previous);
    previous = settlement.at;
  }
  const settlers: Record<string, number> = {};
  for (const settlement of after) settlers[settlement.writer] = (settlers[settlement.writer] ?? 0) + 1;
  const [age] = await database.query<{ oldest: string | null }>(
    `SELECT max(created_at - open_time) AS oldest FROM (
       SELECT created_at, open_time FROM contract_orders WHERE open_time IS NOT NULL AND created_at >= $1 AND created_at < $2
       UNION ALL SELECT created_at, open_time FROM micro_orders WHERE created_at >= $1 AND created_at < $2) o`,
    [cutAt, healedAt],
  );
  return {
    round: phase.round,
    cut,
    node,
    ...(takeover ? { takeoverMs: takeover.since - cutAt } : {}),
    ...(resumed ? { settlingResumedMs: resumed.at - cutAt } : {}),
    longestGapMs,
    settlers,
    sent: load.sent.filter((item) => item.at >= cutAt && item.at < healedAt).length,
    accepted: load.accepted(cutAt, healedAt),
    ordersAcceptedFrom5s: load.accepted(cutAt + TAKEOVER_LIMIT_MS, healedAt, ['submit', 'option']),
    answers: answersByNode(load, names, cutAt, healedAt),
    oldestOpeningPriceMs: Number(age?.oldest ?? 0),
  };
}

/** Answers to the requests sent from `from` to `to`, by the node that gave them and their code ("b:1"; "none"). */
function answersByNode(load: MixedLoad, names: ReadonlyMap<string, string>, from: number, to: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of load.sent) {
    if (item.at < from || item.at >= to) continue;
    const name = item.answer ? `${names.get(item.answeredBy ?? '') ?? '?'}:${item.answer.code}` : 'none';
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}
