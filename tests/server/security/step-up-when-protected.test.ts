import { describe, expect, it, vi } from 'vitest';
import { CODE } from '../../../common/envelope';
import { SECURITY_EVENT, STEP_UP_KIND } from '../../../common/security';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { matured, operatorToken } from '../helpers/wallet';
import {
  addMethod,
  fundedUser,
  HOUR_MS,
  moneyOf,
  newMethod,
  securityCall,
  securityOk,
  stepUpToken,
  turnOnTotp,
  withdraw,
} from './safeguard-calls';

// The lead's decision for the safeguards (issue 33): a sensitive action asks for a step-up only of an account with a
// second factor on (server/security/step-up.ts's withStepUpWhenProtected). Without one it goes on; with one, a missing
// token or one of another kind answers 9002 ("confirm it is you"), changes nothing and is in the security log.

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }), 'the operator');

/** A funded user with the authenticator app on, past the 24 hours the app's turning on locked withdrawals for. */
async function protectedUser() {
  const user = await fundedUser(app, operator.token, 'protected');
  const methodId = await matured(app, await newMethod(app, user.token));
  const secret = await turnOnTotp(app, user.token);
  app.clock.advance(24 * HOUR_MS);
  return { ...user, secret, methodId };
}

async function refusedSteps(userId: number): Promise<unknown[]> {
  const rows = await app.database.db.query<{ detail: Record<string, unknown> }>(
    'SELECT detail FROM security_log WHERE user_id = $1 AND event = $2 ORDER BY id',
    [userId, SECURITY_EVENT.STEP_UP_REFUSED],
  );
  return rows.map((row) => row.detail);
}

const changePassword = (token: string, extra: Record<string, string> = {}) =>
  call(
    app,
    'POST',
    '/api/user/amend_password',
    { old_password: 'correct horse 1', password: 'correct horse 5', re_password: 'correct horse 5', ...extra },
    auth(token),
  );

describe('an account without a second factor', () => {
  it('adds a payout method, changes its password and turns the allow-list off without any step-up', async () => {
    const user = await fundedUser(app, operator.token, 'open');
    expect((await addMethod(app, user.token)).code).toBe(1);
    await securityOk(app, user.token, 'POST /api/security/allow_list', { on: true });
    await securityOk(app, user.token, 'POST /api/security/allow_list', { on: false });
    const changed = await changePassword(user.token);
    expect(changed.code, changed.msg).toBe(1);
    expect(await refusedSteps(user.userId)).toEqual([]);
  });
});

describe('an account with a second factor on', () => {
  it('withdraws only with a token of kind withdrawal: none or another kind is 9002, nothing changed, in the log', async () => {
    const user = await protectedUser();
    const before = await moneyOf(app, user.userId);
    const missing = await withdraw(app, user.token, user.methodId);
    expect(missing.code).toBe(CODE.STEP_UP_REQUIRED);
    const otherKind = await stepUpToken(app, user.token, user.secret, STEP_UP_KIND.PAYOUT_METHOD);
    expect((await withdraw(app, user.token, user.methodId, { step_up_token: otherKind })).code).toBe(CODE.STEP_UP_REQUIRED);
    expect(await moneyOf(app, user.userId)).toEqual(before);
    // The call's Idempotency-Key transaction rolled back; the refusals are written once the answers went.
    await vi.waitFor(async () =>
      expect(await refusedSteps(user.userId)).toEqual([
        { kind: 'withdrawal', reason: 'missing' },
        { kind: 'withdrawal', reason: 'other_kind' },
      ]),
    );
    const token = await stepUpToken(app, user.token, user.secret, STEP_UP_KIND.WITHDRAWAL);
    const done = await withdraw(app, user.token, user.methodId, { step_up_token: token });
    expect(done.code, done.msg).toBe(1);
  });

  it('adds a payout method only with a token of kind payout_method', async () => {
    const user = await protectedUser();
    const methods = () => app.database.db.query('SELECT id FROM draw_methods WHERE user_id = $1', [user.userId]);
    const before = await methods();
    expect((await addMethod(app, user.token)).code).toBe(CODE.STEP_UP_REQUIRED);
    const otherKind = await stepUpToken(app, user.token, user.secret, STEP_UP_KIND.WITHDRAWAL);
    expect((await addMethod(app, user.token, { step_up_token: otherKind })).code).toBe(CODE.STEP_UP_REQUIRED);
    expect(await methods()).toEqual(before);
    const token = await stepUpToken(app, user.token, user.secret, STEP_UP_KIND.PAYOUT_METHOD);
    const added = await addMethod(app, user.token, { step_up_token: token });
    expect(added.code, added.msg).toBe(1);
    expect(await refusedSteps(user.userId)).toEqual([
      { kind: 'payout_method', reason: 'missing' },
      { kind: 'payout_method', reason: 'other_kind' },
    ]);
  });

  it('changes its password only with a token of kind password; refused, the password and the lock stay', async () => {
    const user = await protectedUser();
    const stored = () => app.database.db.query('SELECT password_hash FROM users WHERE id = $1', [user.userId]);
    const before = await stored();
    const locks = () =>
      app.database.db.query('SELECT locked_until, lock_reason FROM withdrawal_safeguards WHERE user_id = $1', [user.userId]);
    const lockBefore = await locks();
    expect((await changePassword(user.token)).code).toBe(CODE.STEP_UP_REQUIRED);
    const otherKind = await stepUpToken(app, user.token, user.secret, STEP_UP_KIND.SECOND_FACTOR);
    expect((await changePassword(user.token, { step_up_token: otherKind })).code).toBe(CODE.STEP_UP_REQUIRED);
    expect(await stored()).toEqual(before);
    expect(await locks()).toEqual(lockBefore);
    const token = await stepUpToken(app, user.token, user.secret, STEP_UP_KIND.PASSWORD);
    const changed = await changePassword(user.token, { step_up_token: token });
    expect(changed.code, changed.msg).toBe(1);
    expect(await stored()).not.toEqual(before);
  });

  it('loosens a limit (allow-list off, a method onto it) only with a token of kind loosen_limit; tightening needs none', async () => {
    const user = await protectedUser();
    await securityOk(app, user.token, 'POST /api/security/allow_list', { on: true });
    const off = await securityCall(app, user.token, 'POST /api/security/allow_list', { on: false });
    expect(off.code).toBe(CODE.STEP_UP_REQUIRED);
    const allow = await securityCall(app, user.token, 'POST /api/security/payout_allow', { draw_method_id: user.methodId, allowed: true });
    expect(allow.code).toBe(CODE.STEP_UP_REQUIRED);
    const [state] = await app.database.db.query('SELECT allow_list, suspended_until FROM withdrawal_safeguards WHERE user_id = $1', [
      user.userId,
    ]);
    expect(state).toEqual({ allow_list: true, suspended_until: null });

    const allowToken = await stepUpToken(app, user.token, user.secret, STEP_UP_KIND.LOOSEN_LIMIT);
    await securityOk(app, user.token, 'POST /api/security/payout_allow', {
      draw_method_id: user.methodId,
      allowed: true,
      step_up_token: allowToken,
    });
    await securityOk(app, user.token, 'POST /api/security/payout_allow', { draw_method_id: user.methodId, allowed: false });
    const offToken = await stepUpToken(app, user.token, user.secret, STEP_UP_KIND.LOOSEN_LIMIT);
    await securityOk(app, user.token, 'POST /api/security/allow_list', { on: false, step_up_token: offToken });
    expect(await refusedSteps(user.userId)).toEqual([
      { kind: 'loosen_limit', reason: 'missing' },
      { kind: 'loosen_limit', reason: 'missing' },
    ]);
  });
});
