import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RuleSet } from '../../../common/api/admin-protection';
import type { ClientProfile } from '../../../common/api/protection';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { jsonOk, toContractAccount } from '../helpers/protection';
import { BTCUSDT, detail, orders, tick, trade } from '../helpers/trading';
import { deposit, operatorToken, realUser, type WalletUser } from '../helpers/wallet';

// The margin close-out level of a rule set (issue 38): a retail client's order keeps the level of their rule set as
// it was when placed, and their account stops out at the highest level its positions keep, or the platform's
// stop_out_level when that is higher. Here the platform's is set to 20%, below the EU/EEA set's 50%.
//
// BTC/USDT 0.01 lot bought at 67000.00 with 2x: margin 0.01 x 67000 / 2 = 335.00. At 39000.00 it has lost 280.00:
// equity is the 400.00 moved in, less the fee and 280.00, about 120, a margin level near 36%: past 50% (167.50), short
// of 20% (67.00).

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }), 'the operator');

beforeAll(async () => {
  const saved = await call(app, 'POST', '/admin/api/settings/save', { key: 'stop_out_level', value: '0.2' }, auth(operator.token));
  expect(saved.code, saved.msg).toBe(1);
});

let people = 0;
/** A real customer resident in `country`, with 400.00 in the contract account. */
async function resident(country: string): Promise<WalletUser> {
  people += 1;
  const user = await realUser(app, `close-out-${people}-${randomUUID().slice(0, 6)}@example.com`);
  await deposit(app, user, operator.token, '500.00');
  await toContractAccount(app, user.token, '400.00');
  await jsonOk(app, user.token, 'POST', '/api/user/residence', { country });
  return user;
}

const buy = async (user: WalletUser, multiple: number): Promise<number> => {
  const placed = await trade<{ Id: number }>(app, user, 'submit', { type: 1, cont: '0.01', forex_id: BTCUSDT, status: 1, multiple });
  expect(placed.code, placed.msg).toBe(1);
  return placed.data.Id;
};
const profile = (user: WalletUser) => jsonOk<ClientProfile>(app, user.token, 'GET', '/api/user/profile');
const saveRuleSet = (set: Record<string, unknown>) =>
  jsonOk<RuleSet[]>(app, operator.token, 'POST', '/admin/api/protection/rule_sets/save', {
    leverage_caps: {},
    retail_options: true,
    copy_trading: true,
    risk_warning: 'full',
    ...set,
  });

describe('the close-out level of a rule set', () => {
  it('closes an EU retail client at 50% while a client elsewhere is held to the platform’s 20%', async () => {
    await tick(app, BTCUSDT, '67000.00');
    const eu = await resident('DE');
    const elsewhere = await resident('HK');
    expect((await profile(eu)).close_out_level).toBe('0.5');
    expect((await profile(elsewhere)).close_out_level).toBeNull();
    const [euOrder, otherOrder] = [await buy(eu, 2), await buy(elsewhere, 2)];
    expect((await detail(app, eu)).CloseOutLevel).toBe('0.5');
    expect((await detail(app, elsewhere)).CloseOutLevel).toBeNull();

    app.clock.advance(200);
    await tick(app, BTCUSDT, '39000.00');
    const closed = (await orders(app, eu, 3)).data;
    expect(closed.map((order) => [order.Id, order.CloseReason, order.FactProfits])).toEqual([[euOrder, 'stop_out', '-280.00']]);
    expect((await orders(app, eu, 1)).total).toBe(0);
    expect((await detail(app, eu)).CloseOutLevel).toBeNull();
    expect((await orders(app, elsewhere, 1)).data.map((order) => order.Id)).toEqual([otherOrder]);
    const margin = await detail(app, elsewhere);
    expect(Number(margin.PrepaymentRatio)).toBeGreaterThan(20);
    expect(Number(margin.PrepaymentRatio)).toBeLessThan(50);
  });

  it('keeps the level an order was placed under when the operator changes the set; new orders take the new one', async () => {
    await tick(app, BTCUSDT, '67000.00');
    const sets = await saveRuleSet({ name: 'Malaysia', countries: ['MY'], close_out_level: '0.3' });
    const malaysia = sets.find((set) => set.name === 'Malaysia')!;
    const user = await resident('MY');
    await buy(user, 20);
    expect((await detail(app, user)).CloseOutLevel).toBe('0.3');

    await saveRuleSet({ id: malaysia.id, name: 'Malaysia', countries: ['MY'], close_out_level: '0.9' });
    expect((await profile(user)).close_out_level).toBe('0.9');
    expect((await detail(app, user)).CloseOutLevel).toBe('0.3');
    await buy(user, 20);
    // The account is held to the highest level its positions keep.
    expect((await detail(app, user)).CloseOutLevel).toBe('0.9');
    const kept = await app.database.db.query<{ level: string }>(
      'SELECT close_out_level::text AS level FROM contract_orders WHERE user_id = $1 ORDER BY id',
      [user.userId],
    );
    expect(kept.map((row) => row.level)).toEqual(['0.3000', '0.9000']);
  });

  it('keeps no level for a professional client: the platform’s applies', async () => {
    await tick(app, BTCUSDT, '67000.00');
    const user = await resident('FR');
    const decided = await call(
      app,
      'POST',
      '/admin/api/protection/category',
      { id: user.userId, category: 'professional', reason: 'Elective professional, documents checked' },
      auth(operator.token),
    );
    expect(decided.code, decided.msg).toBe(1);
    expect((await profile(user)).close_out_level).toBeNull();
    await buy(user, 2);
    expect((await detail(app, user)).CloseOutLevel).toBeNull();
  });
});
