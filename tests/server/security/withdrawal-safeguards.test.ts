import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import type { WithdrawalSafeguardState } from '../../../common/api/safeguards';
import type { SecurityOverview } from '../../../common/api/security';
import type { DrawMethod } from '../../../common/api/withdraw';
import { STEP_UP_KIND } from '../../../common/security';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { matured, operatorToken } from '../helpers/wallet';
import { fundedUser, HOUR_MS, moneyOf, newMethod, securityCall, securityOk, stepUpToken, turnOnTotp, withdraw } from './safeguard-calls';

// Withdrawal safeguards (issue 33) on the manual clock: a payout method is usable 24 hours after it was added; with
// the allow-list on only listed methods are; turning the allow-list off suspends withdrawals for 24 hours; a password
// or second-factor change locks them for 24 hours. Each refusal answers 9004 with why and until when, and changes
// nothing.

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }), 'the operator');

const MINUTE_MS = 60_000;

async function overview(token: string): Promise<SecurityOverview> {
  return securityOk<SecurityOverview>(app, token, 'GET /api/security/overview');
}

describe('a new payout method', () => {
  it('is refused for 24 hours after it was added (23 h 59 min too), saying from when; at 24 hours it is used', async () => {
    const user = await fundedUser(app, operator.token);
    const added = app.clock.now();
    const methodId = await newMethod(app, user.token);
    const [listed] = (await call<DrawMethod[]>(app, 'GET', '/api/wallet/get_draw_method', { draw_type: 1, draw_id: 1 }, auth(user.token)))
      .data;
    expect(listed).toMatchObject({ id: methodId, usable_from: added + 24 * HOUR_MS, allow_listed: false });

    const before = await moneyOf(app, user.userId);
    const refused = await withdraw(app, user.token, methodId);
    expect(refused.code).toBe(CODE.WITHDRAWAL_SAFEGUARD);
    expect(refused.msg).toMatch(/added less than 24 hours ago.*can be used for withdrawals from .*UTC/);
    app.clock.advance(24 * HOUR_MS - MINUTE_MS);
    expect((await withdraw(app, user.token, methodId)).code).toBe(CODE.WITHDRAWAL_SAFEGUARD);
    expect(await moneyOf(app, user.userId)).toEqual(before);

    app.clock.advance(MINUTE_MS);
    const done = await withdraw(app, user.token, methodId);
    expect(done.code, done.msg).toBe(1);
  });
});

describe('the allow-list', () => {
  it('lets only listed methods be used; turning it off suspends withdrawals for 24 hours', async () => {
    const user = await fundedUser(app, operator.token);
    const listedId = await matured(app, await newMethod(app, user.token));
    const otherId = await matured(app, await newMethod(app, user.token));

    const on = await securityOk<WithdrawalSafeguardState>(app, user.token, 'POST /api/security/allow_list', { on: true });
    expect(on).toEqual({
      allow_list: true,
      withdrawals_locked_until: null,
      withdrawals_lock_reason: null,
      withdrawals_suspended_until: null,
    });
    const before = await moneyOf(app, user.userId);
    const unlisted = await withdraw(app, user.token, listedId);
    expect(unlisted.code).toBe(CODE.WITHDRAWAL_SAFEGUARD);
    expect(unlisted.msg).toMatch(/allow-list is on and this payout method is not on it/);
    expect(await moneyOf(app, user.userId)).toEqual(before);

    await securityOk(app, user.token, 'POST /api/security/payout_allow', { draw_method_id: listedId, allowed: true });
    const methods = (await call<DrawMethod[]>(app, 'GET', '/api/wallet/get_draw_method', { draw_type: 1 }, auth(user.token))).data;
    expect(methods.map((method) => [method.id, method.allow_listed])).toEqual(
      expect.arrayContaining([
        [listedId, true],
        [otherId, false],
      ]),
    );
    expect((await withdraw(app, user.token, listedId)).code).toBe(1);
    expect((await withdraw(app, user.token, otherId)).code).toBe(CODE.WITHDRAWAL_SAFEGUARD);

    const off = await securityCall<WithdrawalSafeguardState>(app, user.token, 'POST /api/security/allow_list', { on: false });
    expect(off.code, off.msg).toBe(1);
    expect(off.msg).toMatch(/withdrawals are suspended until .*UTC/);
    expect(off.data).toMatchObject({ allow_list: false, withdrawals_suspended_until: app.clock.now() + 24 * HOUR_MS });
    expect((await overview(user.token)).safeguards.withdrawals_suspended_until).toBe(app.clock.now() + 24 * HOUR_MS);
    const suspended = await withdraw(app, user.token, otherId);
    expect(suspended.code).toBe(CODE.WITHDRAWAL_SAFEGUARD);
    expect(suspended.msg).toMatch(/suspended until .* because the withdrawal allow-list was turned off/);
    // Turning it off again changes nothing: no second suspension.
    app.clock.advance(HOUR_MS);
    await securityOk(app, user.token, 'POST /api/security/allow_list', { on: false });
    app.clock.advance(23 * HOUR_MS - MINUTE_MS);
    expect((await withdraw(app, user.token, otherId)).code).toBe(CODE.WITHDRAWAL_SAFEGUARD);
    app.clock.advance(MINUTE_MS);
    expect((await overview(user.token)).safeguards.withdrawals_suspended_until).toBeNull();
    expect((await withdraw(app, user.token, otherId)).code).toBe(1);
  });

  it("refuses another user's payout method as not found, and changes nothing", async () => {
    const owner = await fundedUser(app, operator.token);
    const stranger = await fundedUser(app, operator.token);
    const methodId = await newMethod(app, owner.token);
    const answer = await securityCall(app, stranger.token, 'POST /api/security/payout_allow', { draw_method_id: methodId, allowed: true });
    expect(answer.code).toBe(CODE.NOT_FOUND);
    const [row] = await app.database.db.query<{ allow_listed: boolean }>('SELECT allow_listed FROM draw_methods WHERE id = $1', [methodId]);
    expect(row?.allow_listed).toBe(false);
  });
});

describe('withdrawals locked after a security change', () => {
  it('for 24 hours after a password change, saying why and until when', async () => {
    const user = await fundedUser(app, operator.token);
    const methodId = await matured(app, await newMethod(app, user.token));
    const changed = await call(
      app,
      'POST',
      '/api/user/amend_password',
      { old_password: 'correct horse 1', password: 'correct horse 9', re_password: 'correct horse 9' },
      auth(user.token),
    );
    expect(changed.code, changed.msg).toBe(1);
    const until = app.clock.now() + 24 * HOUR_MS;
    expect((await overview(user.token)).safeguards).toMatchObject({ withdrawals_locked_until: until, withdrawals_lock_reason: 'password' });
    const before = await moneyOf(app, user.userId);
    const locked = await withdraw(app, user.token, methodId);
    expect(locked.code).toBe(CODE.WITHDRAWAL_SAFEGUARD);
    expect(locked.msg).toMatch(/locked until .*UTC because your password was changed/);
    expect(await moneyOf(app, user.userId)).toEqual(before);
    app.clock.advance(24 * HOUR_MS - MINUTE_MS);
    expect((await withdraw(app, user.token, methodId)).code).toBe(CODE.WITHDRAWAL_SAFEGUARD);
    app.clock.advance(MINUTE_MS);
    expect((await withdraw(app, user.token, methodId)).code).toBe(1);
  });

  it('for 24 hours after the authenticator app is turned on (a withdrawal confirmed by it is still refused)', async () => {
    const user = await fundedUser(app, operator.token);
    const methodId = await matured(app, await newMethod(app, user.token));
    const secret = await turnOnTotp(app, user.token);
    expect((await overview(user.token)).safeguards.withdrawals_lock_reason).toBe('second_factor');
    const before = await moneyOf(app, user.userId);
    const token = await stepUpToken(app, user.token, secret, STEP_UP_KIND.WITHDRAWAL);
    const locked = await withdraw(app, user.token, methodId, { step_up_token: token });
    expect(locked.code).toBe(CODE.WITHDRAWAL_SAFEGUARD);
    expect(locked.msg).toMatch(/because your two-step verification was changed/);
    expect(await moneyOf(app, user.userId)).toEqual(before);
    // The refusal rolled back: the token was not spent.
    const [spent] = await app.database.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM step_up_tokens WHERE user_id = $1 AND used_at IS NOT NULL',
      [user.userId],
    );
    expect(Number(spent?.n)).toBe(0);

    app.clock.advance(24 * HOUR_MS);
    const later = await stepUpToken(app, user.token, secret, STEP_UP_KIND.WITHDRAWAL);
    const done = await withdraw(app, user.token, methodId, { step_up_token: later });
    expect(done.code, done.msg).toBe(1);
  });

  it('a later change moves the end later and names itself; an end that has passed reads as none', async () => {
    const user = await fundedUser(app, operator.token);
    const secret = await turnOnTotp(app, user.token);
    app.clock.advance(HOUR_MS);
    const token = await stepUpToken(app, user.token, secret, STEP_UP_KIND.PASSWORD);
    const changed = await call(
      app,
      'POST',
      '/api/user/amend_password',
      { old_password: 'correct horse 1', password: 'correct horse 9', re_password: 'correct horse 9', step_up_token: token },
      auth(user.token),
    );
    expect(changed.code, changed.msg).toBe(1);
    expect((await overview(user.token)).safeguards).toMatchObject({
      withdrawals_locked_until: app.clock.now() + 24 * HOUR_MS,
      withdrawals_lock_reason: 'password',
    });
    app.clock.advance(24 * HOUR_MS);
    expect((await overview(user.token)).safeguards).toEqual({
      allow_list: false,
      withdrawals_locked_until: null,
      withdrawals_lock_reason: null,
      withdrawals_suspended_until: null,
    });
  });
});
