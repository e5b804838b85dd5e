import { describe, expect, it } from 'vitest';
import type { CustomerRecord } from '../../../common/api/admin-console';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { approvedTrader, copiesSettled, demoFollower, mustFollow } from '../helpers/follow';
import { approvedBorrower, signLoan } from '../helpers/loan';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { BTCUSDT, openPosition, tick } from '../helpers/trading';
import { realUser } from '../helpers/wallet';
import type { Page } from '../../../common/api/page';

// A customer's copied orders and loans as the console's customer view lists them, beside their other records.

const app = appForTests();
const desk = madeBeforeTests(async () => ({ admin: await operatorWithRole(app, 'admin'), viewer: await operatorWithRole(app, 'viewer') }));

async function records(userId: number, kind: string): Promise<CustomerRecord[]> {
  const answer = await call<Page<CustomerRecord>>(
    app,
    'GET',
    '/admin/api/customers/records',
    { id: userId, kind, page: 1 },
    auth(desk.viewer.token),
  );
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.data;
}

describe("a customer's records", () => {
  it('lists the orders copied from a trader, with the trader', async () => {
    await tick(app, BTCUSDT, '70000');
    const trader = await approvedTrader(app, desk.admin.token);
    const follower = await demoFollower(app);
    await mustFollow(app, follower, trader.traderId, 1, '3000');
    const origin = await openPosition(app, trader, { type: 1, cont: '0.01', forex_id: BTCUSDT, multiple: 10 });
    await copiesSettled(app);
    const copies = await records(follower.userId, 'copies');
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ trader: 'Steady Hands', instrument: 'BTCUSDT', lots: '0.01000000', following: true, status: 1 });
    // The trader's own order is theirs, not a copy.
    expect(copies[0]?.id).not.toBe(origin.Id);
    expect(await records(trader.userId, 'copies')).toEqual([]);
    // The follow itself, with its controls and state (issue 36), on its own tab.
    const paused = await call(app, 'POST', '/api/follow/pause', { trader_id: trader.traderId }, auth(follower.token));
    expect(paused.code, paused.msg).toBe(1);
    expect(await records(follower.userId, 'follows')).toEqual([
      expect.objectContaining({
        trader: 'Steady Hands',
        follow_state: 'paused',
        multiple: '1',
        amount_per_order: null,
        allocation: '3000.00',
        slippage: '0.5',
        stop_loss: null,
        copies: 1,
        skips: 0,
        risk_score: null,
      }),
    ]);
  });

  it('lists loans with their amounts and status', async () => {
    const user = await realUser(app, 'records.loan@example.com');
    await approvedBorrower(app, user, desk.admin.token);
    const loan = await signLoan(app, user.token, 1, '1200');
    expect(await records(user.userId, 'loans')).toEqual([
      expect.objectContaining({
        id: loan.id,
        amount: '1200.00',
        loan_period: loan.loan_period,
        status: 1,
        penalty: '0.00',
        due_day: null,
        reason: '',
      }),
    ]);
  });

  it('refuses a kind of record there is none of', async () => {
    const answer = await call(app, 'GET', '/admin/api/customers/records', { id: 1, kind: 'passwords', page: 1 }, auth(desk.viewer.token));
    expect(answer.code).toBe(CODE.BAD_INPUT);
  });
});
