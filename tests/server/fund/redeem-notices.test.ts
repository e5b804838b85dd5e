import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { FUND_REFUND_MODE } from '../../../common/fund';
import { FUND_RECORDS_LINK } from '../../../server/fund/redeem-notices';
import { applyRefund } from '../../../server/fund/redemption';
import { auth, call } from '../helpers/access';
import { buy, createFund, passDays, redeem } from '../helpers/fund';
import { inboxOf } from '../helpers/inbox';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { deposit, operatorToken, realUser, type WalletUser } from '../helpers/wallet';

// A fund subscription that ended, in its owner's inbox (issue 34): matured by the daily run (its principal back, the
// term's income as its profit), or redeemed early by the user (at once, or when an operator approves), its profit
// then the income less the penalty. Once each, with the fund's English title, opening the subscription records; a
// redemption refused by an operator is told as refused, with the reason; a rolled-back one records nothing.
//   1,000.00 at 0.5 % a day: 5.00 a day; the penalty is 5 %: 50.00, so 950.00 comes back early.

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }));
const funds = madeBeforeTests(async () => ({
  immediate: await createFund(app, operator.token, { title: 'Harbour Income', lock_dividend_days: 3 }),
  approval: await createFund(app, operator.token, { title: 'Peak Growth', lock_dividend_days: 3, refund_mode: FUND_REFUND_MODE.approval }),
}));

let users = 0;
async function saver(): Promise<WalletUser> {
  const user = await realUser(app, `saver-${++users}@example.com`);
  await deposit(app, user, operator.token, '5000.00');
  return user;
}

async function subscribed(user: WalletUser, fundId: number): Promise<number> {
  const bought = await buy(app, user.token, fundId, '1000');
  expect(bought.code, bought.msg).toBe(1);
  return bought.data!.id;
}

const fundEntries = async (user: WalletUser) => (await inboxOf(app, user.userId)).filter((entry) => entry.kind === 'fund_redeemed');
const decideRefund = (id: number, action: 'approve' | 'reject', reason = '') =>
  call(app, 'POST', '/admin/api/fund/refunds/decide', { id, action, reason }, auth(operator.token));

describe('a fund subscription that ended', () => {
  it('tells of its maturity once, from the daily run', async () => {
    const user = await saver();
    const id = await subscribed(user, funds.immediate.id);
    await passDays(app, 2);
    expect(await fundEntries(user)).toEqual([]);
    await passDays(app, 2);
    expect(await fundEntries(user)).toEqual([
      {
        kind: 'fund_redeemed',
        detail: { subscription_id: id, fund: 'Harbour Income', how: 'matured', amount: '1000.00', profit: '15.00' },
        link: FUND_RECORDS_LINK,
      },
    ]);
  });

  it('tells of an early redemption the user made, with the income less the penalty', async () => {
    const user = await saver();
    const id = await subscribed(user, funds.immediate.id);
    await passDays(app, 1);
    const redeemed = await redeem(app, user.token, id);
    expect(redeemed.code, redeemed.msg).toBe(1);
    // Redeemed already: refused, and told nothing more.
    expect((await redeem(app, user.token, id)).code).toBe(CODE.FUND_STATE);
    await passDays(app, 3);
    expect(await fundEntries(user)).toEqual([
      {
        kind: 'fund_redeemed',
        detail: { subscription_id: id, fund: 'Harbour Income', how: 'early', amount: '950.00', profit: '-45.00' },
        link: FUND_RECORDS_LINK,
      },
    ]);
  });

  it('tells nothing while a redemption waits for an operator, and once when approved', async () => {
    const user = await saver();
    const id = await subscribed(user, funds.approval.id);
    expect((await redeem(app, user.token, id)).code).toBe(1);
    expect(await fundEntries(user)).toEqual([]);
    expect((await decideRefund(id, 'approve')).code).toBe(1);
    expect((await decideRefund(id, 'approve')).code).toBe(CODE.ALREADY_DECIDED);
    expect((await fundEntries(user)).map((entry) => entry.detail)).toEqual([
      { subscription_id: id, fund: 'Peak Growth', how: 'early', amount: '950.00', profit: '-50.00' },
    ]);
  });

  it('tells of a refused redemption with its reason; the subscription then matures, told once', async () => {
    const user = await saver();
    const id = await subscribed(user, funds.approval.id);
    expect((await redeem(app, user.token, id)).code).toBe(1);
    expect((await decideRefund(id, 'reject', 'Within the lock')).code).toBe(1);
    expect(await fundEntries(user)).toEqual([]);
    const refused = (await inboxOf(app, user.userId)).filter((entry) => entry.kind === 'fund_redemption_decided');
    expect(refused.map((entry) => [entry.detail, entry.link])).toEqual([
      [{ id, outcome: 'rejected', amount: '1000.00', currency: 'USD', reason: 'Within the lock' }, FUND_RECORDS_LINK],
    ]);
    await passDays(app, 4);
    expect((await fundEntries(user)).map((entry) => entry.detail)).toEqual([
      { subscription_id: id, fund: 'Peak Growth', how: 'matured', amount: '1000.00', profit: '15.00' },
    ]);
  });

  it('records nothing when the redemption’s transaction rolls back', async () => {
    const user = await saver();
    const id = await subscribed(user, funds.immediate.id);
    const { db } = app.database;
    await expect(
      db.transaction(async () => {
        await applyRefund(db, app.clock, user.userId, id);
        expect(await fundEntries(user)).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await fundEntries(user)).toEqual([]);
  });
});
