import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { AdminFund, FundIncome, FundPage, FundSubscription } from '../../../common/api/fund';
import { fundAccrualJob } from '../../../server/fund/accrual-job';
import type { Job } from '../../../server/jobs/job';
import { startJobs } from '../../../server/jobs/scheduler';
import { auth, call, type Envelope } from './access';
import type { TestApp } from './test-app';

// Doing what a user and an operator do with funds, through the HTTP API.

const DAY_MS = 86_400_000;

export function buy(
  app: TestApp,
  token: string,
  id: number,
  amount: string,
  key: string = randomUUID(),
): Promise<Envelope<FundSubscription | null>> {
  return call<FundSubscription | null>(app, 'GET', '/api/fund/buy', { id, amount }, { ...auth(token), 'idempotency-key': key });
}

export function redeem(
  app: TestApp,
  token: string,
  subId: number | string,
  key: string = randomUUID(),
): Promise<Envelope<FundSubscription | null>> {
  return call<FundSubscription | null>(app, 'GET', '/api/fund/applyRefund', { sub_id: subId }, { ...auth(token), 'idempotency-key': key });
}

export async function subscriptions(app: TestApp, token: string): Promise<FundSubscription[]> {
  const answer = await call<FundPage<FundSubscription>>(app, 'GET', '/api/fund/subList', { page: 1 }, auth(token));
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.data;
}

export async function income(app: TestApp, token: string, subId: number): Promise<FundIncome[]> {
  const answer = await call<FundPage<FundIncome>>(app, 'GET', '/api/fund/insList', { sub_id: subId, page: 1 }, auth(token));
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.data;
}

/** A fund made in the back office; returns it. */
export async function createFund(
  app: TestApp,
  operator: string,
  fields: Partial<Record<keyof AdminFund, string | number>> = {},
): Promise<AdminFund> {
  const answer = await call<AdminFund>(
    app,
    'POST',
    '/admin/api/fund/funds/save',
    {
      title: 'Test fund',
      dividend_percentage: '0.5',
      staring_sub_amount: '100',
      max_sub_amount: '5000',
      lock_dividend_days: 10,
      desc: 'Terms for tests',
      liquidated_damages: '5',
      refund_mode: 1,
      ...fields,
    },
    auth(operator),
  );
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

/**
 * Runs the scheduled jobs given (the fund's accrual unless told) as the leader does, for one interval of the clock:
 * a run starts at the new time, and this resolves once it has ended.
 */
export async function runScheduledJobs(app: TestApp, jobs: readonly Job[] = [fundAccrualJob]): Promise<void> {
  const stop = startJobs(jobs, { db: app.database.db, clock: app.clock, fence: (tx) => app.leadership.fence(tx), log: app.http.log });
  app.clock.advance(Math.max(...jobs.map((job) => job.intervalMs)));
  await stop();
}

/** Moves the clock `days` days, a day at a time, the fund's scheduled accrual running after each. */
export async function passDays(app: TestApp, days: number): Promise<void> {
  for (let day = 0; day < days; day++) {
    app.clock.advance(DAY_MS);
    await runScheduledJobs(app);
  }
}

/** Rows of the tables a refusal must not change, to compare before and after. */
export async function fundTables(app: TestApp): Promise<unknown[]> {
  const db = app.database.db;
  return [
    await db.query('SELECT id, status, first_day::text, penalty FROM fund_subscriptions ORDER BY id'),
    await db.query('SELECT count(*)::int AS n FROM fund_income'),
    await db.query('SELECT id, available::text, locked::text FROM ledger_accounts ORDER BY id'),
  ];
}
