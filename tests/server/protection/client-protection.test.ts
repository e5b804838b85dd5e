import { describe, expect, it } from 'vitest';
import type { RuleSet } from '../../../common/api/admin-protection';
import type { ClientProfile, LimitsOverview } from '../../../common/api/protection';
import { CODE } from '../../../common/envelope';
import { ESMA_LEVERAGE_CAPS } from '../../../common/protection';
import { ACCOUNT_TYPE } from '../../../common/wallet';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { microSubmit } from '../helpers/micro';
import { jsonCall, jsonOk, limitOf, setLimit, toContractAccount } from '../helpers/protection';
import { BTCUSDT, tick, trade } from '../helpers/trading';
import { deposit, operatorToken, realUser, uploadedUrl, moneyCall, type WalletUser } from '../helpers/wallet';
import { randomUUID } from 'node:crypto';

// Client protection (issue 38) on the manual clock: the residence told once, the rule set of its country (capped
// leverage, no options for retail clients in the EU/EEA and the UK), a professional category lifting the caps, and the
// customer's own limits: a loss limit that counts the margin at risk, loosening after 24 hours, a cool-off that
// nothing ends early, self-exclusion, a deposit limit. Every refusal names its rule and changes nothing.

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }), 'the operator');
const DAY_MS = 24 * 60 * 60 * 1000;

let people = 0;
/** A real customer with 500.00 deposited, `inContract` of it moved to the contract account. */
async function customer(inContract = '400.00'): Promise<WalletUser> {
  people += 1;
  const user = await realUser(app, `protected-${people}-${randomUUID().slice(0, 6)}@example.com`);
  await deposit(app, user, operator.token, '500.00');
  if (inContract !== '0') await toContractAccount(app, user.token, inContract);
  return user;
}

const profile = (user: WalletUser) => jsonOk<ClientProfile>(app, user.token, 'GET', '/api/user/profile');
const buy = (user: WalletUser, multiple: number) =>
  trade<{ Id: number }>(app, user, 'submit', { type: 1, cont: '0.01', forex_id: BTCUSDT, status: 1, multiple });
const close = (user: WalletUser, id: number) => trade(app, user, 'close', { id });
const limits = (user: WalletUser) => jsonOk<LimitsOverview>(app, user.token, 'GET', '/api/limits');
const orderCount = async (user: WalletUser) =>
  (
    await app.database.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM contract_orders WHERE user_id = $1', [
      user.userId,
    ])
  )[0]?.count;

describe('the residence and its rule set', () => {
  it('is told once, from the area list; an EU resident gets ESMA caps and no options', async () => {
    await tick(app, BTCUSDT, '67000.00');
    const user = await customer();
    expect((await profile(user)).residence).toBeNull();
    const unlisted = await jsonCall(app, user.token, 'POST', '/api/user/residence', { country: 'ZZ' });
    expect(unlisted.code).toBe(CODE.BAD_INPUT);
    expect(unlisted.msg).toBe('Choose your country of residence from the list');
    const set = await jsonOk<ClientProfile>(app, user.token, 'POST', '/api/user/residence', { country: 'DE' });
    expect(set).toMatchObject({ residence: 'DE', category: 'retail', options_offered: false, copy_trading_offered: true });
    expect(set.rule_set.name).toBe('EU/EEA');
    expect(set.leverage_caps).toEqual(ESMA_LEVERAGE_CAPS);
    expect(set.asset_classes[BTCUSDT]).toBe('crypto');
    const again = await jsonCall(app, user.token, 'POST', '/api/user/residence', { country: 'HK' });
    expect(again.code).toBe(CODE.RESIDENCE_SET);
    expect((await profile(user)).residence).toBe('DE');
  });

  it('refuses a multiple above the cap (9502) and takes one within it; a professional client is not capped', async () => {
    await tick(app, BTCUSDT, '67000.00');
    const user = await customer();
    await jsonOk(app, user.token, 'POST', '/api/user/residence', { country: 'FR' });
    const capped = await buy(user, 5);
    expect(capped.code).toBe(CODE.LEVERAGE_CAPPED);
    expect(capped.msg).toBe('Retail clients under the EU/EEA rules can trade BTC/USDT with leverage up to 2x: choose 2x or less');
    expect(await orderCount(user)).toBe(0);
    expect((await buy(user, 2)).code).toBe(1);
    const decided = await jsonCall(app, operator.token, 'POST', '/admin/api/protection/category', {
      id: user.userId,
      category: 'professional',
      reason: 'Elective professional: portfolio over EUR 500,000 and three years in finance, documents checked',
    });
    expect(decided.code, decided.msg).toBe(1);
    expect((await profile(user)).leverage_caps).toEqual({});
    expect((await buy(user, 20)).code).toBe(1);
  });

  it('offers no option to an EU retail client (9503); a resident elsewhere trades them', async () => {
    await tick(app, BTCUSDT, '67000.00');
    const eu = await customer('0');
    await jsonOk(app, eu.token, 'POST', '/api/user/residence', { country: 'GB' });
    const moved = await moneyCall(app, eu.token, '/api/account/transfer', {
      balance: '100.00',
      currency_id: 1,
      from: 1,
      to: ACCOUNT_TYPE.micro,
    });
    expect(moved.code, moved.msg).toBe(1);
    const refused = await microSubmit(app, eu, { forex_id: BTCUSDT, type: 1, number: '10', seconds: 60 });
    expect(refused.code).toBe(CODE.OPTIONS_NOT_OFFERED);
    expect(refused.msg).toBe('Short-expiry options are not offered to retail clients under the United Kingdom rules');
    const elsewhere = await customer('0');
    await jsonOk(app, elsewhere.token, 'POST', '/api/user/residence', { country: 'SG' });
    await moneyCall(app, elsewhere.token, '/api/account/transfer', { balance: '100.00', currency_id: 1, from: 1, to: ACCOUNT_TYPE.micro });
    expect((await microSubmit(app, elsewhere, { forex_id: BTCUSDT, type: 1, number: '10', seconds: 60 })).code).toBe(1);
  });

  it('applies an operator change to orders placed after it, and refuses a cap no instrument offers', async () => {
    await tick(app, BTCUSDT, '67000.00');
    const user = await customer();
    await jsonOk(app, user.token, 'POST', '/api/user/residence', { country: 'TH' });
    const before = await buy(user, 20);
    expect(before.code).toBe(1);
    const sets = await jsonOk<RuleSet[]>(app, operator.token, 'GET', '/admin/api/protection/rule_sets');
    const none = await jsonCall(app, operator.token, 'POST', '/admin/api/protection/rule_sets/save', {
      name: 'Thailand',
      countries: ['TH'],
      leverage_caps: { crypto: 1 },
      close_out_level: '0.5',
      retail_options: true,
      copy_trading: true,
      risk_warning: 'short',
    });
    expect(none.code).toBe(CODE.RULE_SET);
    expect(none.msg).toBe('No cryptocurrency instrument offers leverage of 1x or less (the lowest offered is 2x): choose a cap it offers');
    const taken = await jsonCall(app, operator.token, 'POST', '/admin/api/protection/rule_sets/save', {
      name: 'Thailand',
      countries: ['TH', 'DE'],
      leverage_caps: {},
      close_out_level: null,
      retail_options: true,
      copy_trading: true,
      risk_warning: 'short',
    });
    expect(taken.code).toBe(CODE.RULE_SET);
    expect(await jsonOk<RuleSet[]>(app, operator.token, 'GET', '/admin/api/protection/rule_sets')).toEqual(sets);
    await jsonOk(app, operator.token, 'POST', '/admin/api/protection/rule_sets/save', {
      name: 'Thailand',
      countries: ['TH'],
      leverage_caps: { crypto: 5 },
      close_out_level: null,
      retail_options: true,
      copy_trading: false,
      risk_warning: 'short',
    });
    expect((await buy(user, 20)).code).toBe(CODE.LEVERAGE_CAPPED);
    // The position placed before the change keeps its multiple and closes as it was.
    expect((await close(user, before.data.Id)).code).toBe(1);
    const follow = await jsonCall(app, user.token, 'POST', '/api/follow/follow_trader', { trader_id: 1, multiple: 1, max_amount: '100' });
    expect(follow.code).toBe(CODE.COPY_TRADING_NOT_OFFERED);
  });
});

describe("the customer's own limits", () => {
  it('counts the margin at risk against the loss limit, and realised losses with their costs', async () => {
    await tick(app, BTCUSDT, '67000.00');
    const user = await customer();
    await jsonOk(app, user.token, 'POST', '/api/user/residence', { country: 'HK' });
    expect((await setLimit(app, user.token, 'loss', 'day', '50')).code).toBe(1);
    // 0.01 BTC at 67000 and 20x: 33.50 of margin, within 50.
    const first = await buy(user, 20);
    expect(first.code, first.msg).toBe(1);
    const second = await buy(user, 20);
    expect(second.code).toBe(CODE.LOSS_LIMIT);
    expect(second.msg).toContain('daily loss limit of 50.00 USD (0.00 USD lost, 33.50 USD of margin at risk)');
    // Closed 1000 lower: 10.00 lost, and its opening fee (0.02).
    await tick(app, BTCUSDT, '66000.00');
    expect((await close(user, first.data.Id)).code).toBe(1);
    expect(limitOf(await limits(user), 'loss', 'day').used).toBe('10.02');
    expect((await buy(user, 20)).code).toBe(1);
    expect((await buy(user, 20)).code).toBe(CODE.LOSS_LIMIT);
    // The next day starts from nothing lost.
    app.clock.advance(DAY_MS);
    await tick(app, BTCUSDT, '66000.00');
    expect(limitOf(await limits(user), 'loss', 'day').used).toBe('0.00');
  });

  it('tightens at once and loosens 24 hours later, as the overview says', async () => {
    const user = await customer('0');
    await setLimit(app, user.token, 'deposit', 'week', '1000');
    const tighter = await setLimit(app, user.token, 'deposit', 'week', '800');
    expect(tighter.msg).toBe('Saved: the new limit applies now');
    expect(limitOf(tighter.data, 'deposit', 'week')).toMatchObject({ amount: '800.00', next_amount: null, next_at: null });
    const looser = await setLimit(app, user.token, 'deposit', 'week', '2000');
    expect(looser.msg).toContain('a looser limit applies 24 hours after you ask for it');
    const waiting = limitOf(looser.data, 'deposit', 'week');
    expect(waiting).toMatchObject({ amount: '800.00', next_amount: '2000.00', next_at: app.clock.now() + DAY_MS });
    app.clock.advance(DAY_MS - 1);
    expect(limitOf(await limits(user), 'deposit', 'week').amount).toBe('800.00');
    app.clock.advance(1);
    expect(limitOf(await limits(user), 'deposit', 'week')).toMatchObject({ amount: '2000.00', next_amount: null });
    const removed = await setLimit(app, user.token, 'deposit', 'week', '');
    expect(limitOf(removed.data, 'deposit', 'week')).toMatchObject({
      amount: '2000.00',
      next_amount: null,
      next_at: app.clock.now() + DAY_MS,
    });
    app.clock.advance(DAY_MS);
    expect(limitOf(await limits(user), 'deposit', 'week').amount).toBeNull();
  });

  it('refuses a deposit past the limit (9506), counting requests waiting and approved', async () => {
    const user = await customer('0');
    await setLimit(app, user.token, 'deposit', 'day', '600');
    const proofImg = await uploadedUrl(app, user.token);
    const wire = (amount: string) => moneyCall(app, user.token, '/api/quickCharge/wire_submit', { number: amount, proofImg, wire_id: 1 });
    expect((await wire('100.00')).code).toBe(1);
    const over = await wire('0.01');
    expect(over.code).toBe(CODE.DEPOSIT_LIMIT);
    expect(over.msg).toContain('daily deposit limit of 600.00 USD (600.00 USD so far)');
    app.clock.advance(DAY_MS);
    expect((await wire('0.01')).code).toBe(1);
  });

  it('holds a cool-off to its end: no trading, deposits or follows, no loosening, no second one', async () => {
    await tick(app, BTCUSDT, '67000.00');
    const user = await customer();
    await setLimit(app, user.token, 'loss', 'month', '300');
    const started = await jsonCall<LimitsOverview>(app, user.token, 'POST', '/api/limits/cool_off', { days: 2 });
    expect(started.code, started.msg).toBe(1);
    expect(started.data.cool_off_until).toBe(app.clock.now() + 2 * DAY_MS);
    const refused = await buy(user, 20);
    expect(refused.code).toBe(CODE.COOLING_OFF);
    expect(refused.msg).toMatch(/^You are taking a break until .+: trading, deposits and copy following are paused until then$/);
    const proofImg = await uploadedUrl(app, user.token);
    expect((await moneyCall(app, user.token, '/api/quickCharge/wire_submit', { number: '10', proofImg, wire_id: 1 })).code).toBe(
      CODE.COOLING_OFF,
    );
    expect((await setLimit(app, user.token, 'loss', 'month', '400')).code).toBe(CODE.LIMIT_CHANGE);
    expect((await setLimit(app, user.token, 'loss', 'month', '200')).code).toBe(1);
    expect((await jsonCall(app, user.token, 'POST', '/api/limits/cool_off', { days: 1 })).code).toBe(CODE.LIMIT_CHANGE);
    app.clock.advance(2 * DAY_MS);
    await tick(app, BTCUSDT, '67000.00');
    expect((await buy(user, 20)).code).toBe(1);
  });

  it('self-excludes for good: positions can still be closed, nothing new starts', async () => {
    await tick(app, BTCUSDT, '67000.00');
    const user = await customer();
    const held = await buy(user, 20);
    const excluded = await jsonCall<LimitsOverview>(app, user.token, 'POST', '/api/limits/self_exclude', { indefinite: true });
    expect(excluded.code, excluded.msg).toBe(1);
    expect(excluded.data).toMatchObject({ excluded_indefinitely: true, excluded_until: null });
    const refused = await buy(user, 20);
    expect(refused.code).toBe(CODE.SELF_EXCLUDED);
    expect(refused.msg).toBe('Your account is self-excluded with no end date: you can withdraw and close positions only');
    expect((await close(user, held.data.Id)).code).toBe(1);
    app.clock.advance(20 * DAY_MS);
    await tick(app, BTCUSDT, '67000.00');
    expect((await buy(user, 20)).code).toBe(CODE.SELF_EXCLUDED);
  });

  it('refuses bad input with a message naming the field, and changes nothing', async () => {
    const user = await customer('0');
    for (const amount of ['0', '-5', 'abc', '1e3', '0.001'])
      expect((await setLimit(app, user.token, 'loss', 'day', amount)).code, amount).toBe(CODE.BAD_INPUT);
    for (const days of [0, 43, 1.5])
      expect((await jsonCall(app, user.token, 'POST', '/api/limits/cool_off', { days })).code, String(days)).toBe(CODE.BAD_INPUT);
    for (const months of [5, 61])
      expect((await jsonCall(app, user.token, 'POST', '/api/limits/self_exclude', { months })).code).toBe(CODE.BAD_INPUT);
    const both = await jsonCall(app, user.token, 'POST', '/api/limits/self_exclude', { months: 6, indefinite: true });
    expect(both).toMatchObject({ code: CODE.BAD_INPUT, msg: 'Choose a number of months or no end date, one of the two' });
    expect(await limits(user)).toMatchObject({ cool_off_until: null, excluded_until: null, excluded_indefinitely: false });
    expect((await limits(user)).limits.every((limit) => limit.amount === null)).toBe(true);
  });
});
