import type { RuleBook } from './protection/rule-sets';
import type { Clock } from './clock';
import type { Database } from './db/database';
import type { Job } from './jobs/job';
import { startJobs } from './jobs/scheduler';
import type { Market } from './market/market';
import type { ContractEngine } from './contract/engine';
import type { MicroEngine } from './micro/engine';
import type { PriceAlerts } from './alert/alert-engine';
import type { ClusterBus } from './cluster/bus';
import type { Leadership } from './cluster/leadership';
import type { Log } from './log';

// What a node does as leader or follower, and the turn from one to the other. Becoming the leader: store the ticks
// this node was shared, rebuild the engines from the database (settling on the stored ticks what fell due while no
// node led), then start the feed and the scheduled work. Losing it: stop at once (the feed, the engines' settling),
// before anything else happens. Turns run one after the other, never interleaved.

/** How often every node reads its engines' memory again from the database, under the events. */
export const RECONCILE_MS = 5_000;

export interface RoleParts {
  leadership: Leadership;
  bus: Pick<ClusterBus, 'onResumed'>;
  // Only what the turns use, so a test can drive them with small fakes.
  market: Pick<Market, 'flushNow' | 'lead' | 'follow' | 'reloadTerms'>;
  contracts: Pick<ContractEngine, 'lead' | 'follow' | 'reconcile'>;
  micro: Pick<MicroEngine, 'lead' | 'follow' | 'reconcile'>;
  /** Price alerts (issue 34): absent in tests that drive the turns with fakes of the engines alone. */
  alerts?: Pick<PriceAlerts, 'lead' | 'follow' | 'reconcile'>;
  /** The jurisdiction rule sets (issue 38), read again with the rest: absent in tests with fakes. */
  protection?: { rules: Pick<RuleBook, 'reload'> };
  clock: Clock;
  log: Log;
  db: Database;
  /** The scheduled jobs (server/scheduled-jobs.ts): run on this node only while it leads. */
  jobs: readonly Job[];
}

export interface Roles {
  /** Resolves when the turns asked for so far are done. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export function runRoles(parts: RoleParts): Roles {
  const { leadership, market, contracts, micro, alerts, log } = parts;
  let turns: Promise<void> = Promise.resolve();
  let stopped = false;
  let cancelReconcile: (() => void) | undefined;
  let stopJobs: (() => Promise<void>) | undefined;
  const endJobs = () => {
    const ending = stopJobs?.();
    stopJobs = undefined;
    return ending;
  };

  const turn = (leading: boolean) => {
    if (!leading) {
      // At once, not behind a queued turn: a node that lost its lock must not settle one more order, nor start a job.
      contracts.follow();
      micro.follow();
      alerts?.follow();
      void endJobs();
    }
    turns = turns
      .then(async () => {
        if (stopped) return;
        if (leading && leadership.isLeader) {
          // Each step's time goes in the log line: a takeover's length is the sum, and a slow one says which part was.
          const steps: Record<string, number> = {};
          let mark = Date.now();
          const started = mark;
          const step = (name: string) => {
            const now = Date.now();
            steps[name] = now - mark;
            mark = now;
          };
          await market.flushNow().catch((error: unknown) => log.error({ err: error }, 'shared ticks not stored before leading'));
          step('flushMs');
          await contracts.lead();
          step('contractsMs');
          // The feed starts before the option engine takes over: fresh prices are what new orders and the contract
          // engine's stops wait for, while the option engine's takeover may wait seconds on the row locks of a cut-off
          // leader's transactions (until PostgreSQL ends them). Options are settled by their expiry's tick either way,
          // each once (its settlement's update is conditional on the option still running).
          await market.lead();
          step('feedMs');
          await micro.lead();
          step('microMs');
          await alerts?.lead();
          step('alertsMs');
          stopJobs ??= startJobs(parts.jobs, { db: parts.db, clock: parts.clock, fence: (tx) => leadership.fence(tx), log });
          log.info({ epoch: leadership.epoch, tookMs: Date.now() - started, ...steps }, 'leading: engines rebuilt, feed started');
        } else if (!leading) {
          await market.follow();
          log.info({ epoch: leadership.epoch }, 'following');
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'leadership turn failed'));
  };

  const reconcile = () => {
    void Promise.all([
      contracts.reconcile(),
      micro.reconcile(),
      alerts?.reconcile(),
      market.reloadTerms(),
      parts.protection?.rules.reload(),
    ]).catch((error: unknown) => log.error({ err: error }, 'reconcile failed'));
  };
  const schedule = () => {
    cancelReconcile = parts.clock.setTimer(() => {
      reconcile();
      schedule();
    }, RECONCILE_MS);
  };

  contracts.follow();
  micro.follow();
  alerts?.follow();
  leadership.onChange(turn);
  parts.bus.onResumed(reconcile);
  if (leadership.isLeader) turn(true);
  schedule();

  return {
    settled: () => turns,
    async stop() {
      stopped = true;
      cancelReconcile?.();
      await turns;
      await endJobs();
    },
  };
}
