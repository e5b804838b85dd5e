import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { accrueFunds, type AccrualResult } from './accrual';
import { untilNextUtcDay } from './days';

// When the daily accrual runs: at start (paying what a stopped server missed) and just after each UTC midnight, on
// the injectable clock so tests move a day instead of waiting one. Runs never overlap in one process; across
// servers accrueFunds itself pays each day once. Kept in one small file so it can run under a leader-only
// scheduler when there is one.

/** A little after midnight, so a clock a few milliseconds behind still reads the new day. */
const AFTER_MIDNIGHT_MS = 1000;

export interface FundAccrualJob {
  start(): void;
  /** Runs now (after any run under way); resolves with what it paid. */
  runNow(): Promise<AccrualResult>;
  /** Resolves when no run is under way (tests await it after moving the clock). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function fundAccrualJob(db: Database, clock: Clock, log: FastifyBaseLogger): FundAccrualJob {
  let chain: Promise<unknown> = Promise.resolve();
  let cancel: (() => void) | null = null;
  let stopped = false;

  const runNow = (): Promise<AccrualResult> => {
    const run = chain.then(() => accrueFunds(db, clock));
    chain = run.then(
      (result) => {
        if (result.paid > 0) log.info(result, 'fund income paid');
      },
      (error: unknown) => log.error({ err: error }, 'fund accrual failed; the next run pays what this one did not'),
    );
    return run;
  };

  const schedule = () => {
    if (stopped) return;
    cancel = clock.setTimer(() => {
      // The next day's timer first, so a clock moved several days at once fires one run per day.
      schedule();
      void runNow().catch(() => undefined);
    }, untilNextUtcDay(clock.now()) + AFTER_MIDNIGHT_MS);
  };

  return {
    start() {
      void runNow().catch(() => undefined);
      schedule();
    },
    runNow,
    idle: () => chain.then(() => undefined),
    async stop() {
      stopped = true;
      cancel?.();
      await chain;
    },
  };
}
