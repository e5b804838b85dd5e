import { randomUUID } from 'node:crypto';
import { Secret } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OperatorSecondFactorChallenge, OperatorSession } from '../../../common/api/admin';
import type { AdminOperatorAccount } from '../../../common/api/admin-config';
import type { OperatorDecision } from '../../../common/api/admin-wallet';
import { CODE } from '../../../common/envelope';
import type { Page } from '../../../common/api/page';
import { createOperator } from '../../../server/admin/operators';
import { authenticator } from '../../../server/security/totp';
import { auth, call, newAddress, type Envelope } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { operatorCode, operatorWithRole, signInOperator } from '../helpers/operators';
import { onPostgres } from '../helpers/test-db';

// Every console account has a second factor (issue 33): a right password opens no session by itself but answers 9001
// with a challenge; an operator without an authenticator app gets its secret there and sets it up with the first code.
// Codes are checked as users' are: one step of drift, never twice; a challenge lasts 5 minutes, serves once, and is
// dropped after 5 wrong codes; wrong codes are throttled per operator and address. An admin resets a lost app.

const app = appForTests();
beforeEach(() => {
  deskAddress = newAddress();
});

type Challenge = Envelope<OperatorSecondFactorChallenge>;

// A type, not an interface: it is a record of the sign-in form's fields.
type Desk = { email: string; password: string };

/** A new operator; each test's calls come from addresses of its own, so no address limit carries over. */
async function newOperator(): Promise<Desk> {
  const email = `desk-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'desk password 12345';
  await createOperator(app.database.db, app.clock, email, password, 'support');
  return { email, password };
}

let deskAddress = newAddress();
const password = (who: Desk, address = deskAddress) =>
  call<OperatorSecondFactorChallenge>(app, 'POST', '/admin/api/login', { email: who.email, password: who.password }, {}, address);

const code = (challenge: Challenge, typed: string, address = deskAddress) =>
  call<{ token: string }>(
    app,
    'POST',
    '/admin/api/login_second_factor',
    { challenge_id: challenge.data.challenge_id, totp_code: typed },
    {},
    address,
  );

/** What an app holding `secret` shows now, or `steps` steps away. */
const appCode = (secret: string, steps = 0) =>
  authenticator(Secret.fromBase32(secret)).generate({ timestamp: app.clock.now() + steps * 30_000 });

const nextStep = () => app.clock.advance(30_000 - (app.clock.now() % 30_000));

async function auditOf(operatorId: number): Promise<OperatorDecision[]> {
  const admin = await operatorWithRole(app, 'admin');
  const page = await call<Page<OperatorDecision>>(app, 'GET', '/admin/api/audit', { subject: 'operator', page: 1 }, auth(admin.token));
  return page.data.data.filter((decision) => decision.subject_id === operatorId);
}

describe("an operator's first sign-in", () => {
  it('sets the authenticator app up with its first code, and only then opens a session', async () => {
    const who = await newOperator();
    const first = await password(who);
    expect(first.code, first.msg).toBe(CODE.SECOND_FACTOR_NEEDED);
    expect(first.msg).toBe('Every console account needs an authenticator app. Add this account to yours, then enter its code.');
    const setup = first.data.setup!;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toContain('issuer=Meridian');
    expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    // The challenge is no session.
    expect((await call(app, 'GET', '/admin/api/me', {}, auth(first.data.challenge_id))).code).toBe(CODE.NOT_LOGGED_IN);

    // A sign-in that timed out shows the same secret again: the app may hold it already.
    const again = await password(who);
    expect(again.data.setup!.secret).toBe(setup.secret);
    expect(again.data.challenge_id).not.toBe(first.data.challenge_id);

    const wrong = await code(again, appCode(setup.secret, 3));
    expect(wrong.code).toBe(CODE.CODE_INVALID);
    expect(wrong.msg).toBe('The code is not right. Enter the current 6-digit code from your authenticator app.');
    const signed = await code(again, appCode(setup.secret));
    expect(signed.code, signed.msg).toBe(1);
    expect((await call(app, 'GET', '/admin/api/me', {}, auth(signed.data.token))).data).toMatchObject({ email: who.email });

    // From now on the password asks for a code and hands out no secret.
    nextStep();
    const later = await password(who);
    expect(later.code).toBe(CODE.SECOND_FACTOR_NEEDED);
    expect(later.msg).toBe('Enter the 6-digit code from your authenticator app to finish signing in.');
    expect(later.data.setup).toBeUndefined();
    const me = await call<{ id: number }>(app, 'GET', '/admin/api/me', {}, auth(signed.data.token));
    const audit = await auditOf(me.data.id);
    expect(audit.map((decision) => decision.action)).toEqual(['enable_second_factor']);
    expect(JSON.stringify(audit)).not.toContain(setup.secret);
  });

  it('refuses a wrong password before any challenge, as before', async () => {
    const who = await newOperator();
    const refused = await password({ ...who, password: 'not the password' }, newAddress());
    expect(refused).toEqual({ code: CODE.WRONG_CREDENTIALS, msg: 'Wrong account or password', data: null });
  });
});

describe('a code at sign-in', () => {
  it('is accepted once: the same code again, for a new challenge, is refused as used', async () => {
    const who = await newOperator();
    const first = await password(who);
    const secret = first.data.setup!.secret;
    const typed = appCode(secret);
    expect((await code(first, typed)).code).toBe(1);
    const second = await password(who);
    const replayed = await code(second, typed);
    expect(replayed.code).toBe(CODE.CODE_INVALID);
    expect(replayed.msg).toBe('This code was already used. Wait for the next code in your authenticator app.');
    // The next step's code (within the drift the server allows) completes the same challenge.
    expect((await code(second, appCode(secret, 1))).code).toBe(1);
  });

  it('completes a challenge once, not after 5 minutes, and not after 5 wrong codes', async () => {
    const who = await newOperator();
    const first = await password(who);
    const secret = first.data.setup!.secret;
    expect((await code(first, appCode(secret))).code).toBe(1);
    nextStep();
    const used = await code(first, appCode(secret));
    expect(used.code).toBe(CODE.SECOND_FACTOR_STATE);
    expect(used.msg).toBe('This sign-in has expired or was already used. Please sign in again.');

    const stale = await password(who);
    app.clock.advance(5 * 60_000 + 1);
    expect((await code(stale, appCode(secret))).code).toBe(CODE.SECOND_FACTOR_STATE);

    const guessed = await password(who);
    for (let i = 0; i < 5; i += 1) expect((await code(guessed, '000000', `10.41.0.${i}`)).code).toBe(CODE.CODE_INVALID);
    expect((await code(guessed, appCode(secret), '10.41.0.9')).code).toBe(CODE.SECOND_FACTOR_STATE);
  });

  it('slows down an address that guesses, and lets the operator in from another', async () => {
    const who = await newOperator();
    const enrolled = await signInOperator(app, who, '10.42.0.1');
    expect(enrolled.code, enrolled.msg).toBe(1);
    nextStep();
    const guesser = '10.42.0.2';
    for (let round = 0; round < 5; round += 1) {
      expect((await code(await password(who, guesser), '111111', guesser)).code).toBe(CODE.CODE_INVALID);
    }
    expect((await code(await password(who, guesser), operatorCode(app.clock, who.email), guesser)).code).toBe(CODE.RATE_LIMITED);
    const owner = await signInOperator(app, who, '10.42.0.3');
    expect(owner.code, owner.msg).toBe(1);
  });

  it('opens no session for an operator disabled between the password and the code', async () => {
    const admin = await operatorWithRole(app, 'admin');
    const who = await newOperator();
    const first = await password(who);
    const me = await call<AdminOperatorAccount[]>(app, 'GET', '/admin/api/operators/accounts', {}, auth(admin.token));
    const id = me.data.find((row) => row.email === who.email)!.id;
    expect((await call(app, 'POST', '/admin/api/operators/update', { id, enabled: '0' }, auth(admin.token))).code).toBe(1);
    expect((await code(first, appCode(first.data.setup!.secret))).code).toBe(CODE.SECOND_FACTOR_STATE);
  });

  it('refuses malformed input with the field named, changing nothing', async () => {
    const who = await newOperator();
    const first = await password(who);
    for (const typed of ['12345', '1234567', 'abcdef', '']) {
      const refused = await code(first, typed);
      expect(refused.code).toBe(CODE.BAD_INPUT);
    }
    const noChallenge = await call(app, 'POST', '/admin/api/login_second_factor', { challenge_id: 'x', totp_code: '123456' });
    expect(noChallenge.code).toBe(CODE.BAD_INPUT);
    // The malformed codes did not count against the challenge.
    expect((await code(first, appCode(first.data.setup!.secret))).code).toBe(1);
  });
});

describe('sessions and resets', () => {
  it("lists the operator's sessions with the address each was opened from", async () => {
    const who = await newOperator();
    const signed = await signInOperator(app, who, '10.43.0.7');
    const sessions = await call<OperatorSession[]>(app, 'GET', '/admin/api/me/sessions', {}, auth(signed.data.token));
    expect(sessions.data).toEqual([expect.objectContaining({ current: true, address: '10.43.0.7' })]);
  });

  it('lets an admin reset a lost app: the sessions end and the next sign-in sets a new one up', async () => {
    const admin = await operatorWithRole(app, 'admin');
    const who = await newOperator();
    const signed = await signInOperator(app, who, '10.44.0.1');
    const accounts = await call<AdminOperatorAccount[]>(app, 'GET', '/admin/api/operators/accounts', {}, auth(admin.token));
    const account = accounts.data.find((row) => row.email === who.email)!;
    expect(account.second_factor).toBe(true);
    const oldSecret = (await password(who)).data.setup;
    expect(oldSecret).toBeUndefined();

    const reset = await call(app, 'POST', '/admin/api/operators/reset_second_factor', { id: account.id }, auth(admin.token));
    expect(reset.code, reset.msg).toBe(1);
    expect(reset.msg).toBe('Second factor reset. The operator sets it up again at their next sign-in.');
    expect((await call(app, 'GET', '/admin/api/me', {}, auth(signed.data.token))).code).toBe(CODE.NOT_LOGGED_IN);
    const twice = await call(app, 'POST', '/admin/api/operators/reset_second_factor', { id: account.id }, auth(admin.token));
    expect(twice).toEqual({ code: CODE.OPERATOR_STATE, msg: 'This operator has no second factor to reset.', data: null });

    const fresh = await password(who);
    expect(fresh.data.setup).toBeDefined();
    expect((await auditOf(account.id)).map((decision) => decision.action)).toEqual(['reset_second_factor', 'enable_second_factor']);
    const unknown = await call(app, 'POST', '/admin/api/operators/reset_second_factor', { id: 999_999 }, auth(admin.token));
    expect(unknown.code).toBe(CODE.NOT_FOUND);
  });
});

describe.skipIf(!onPostgres)('on PostgreSQL, where two requests run at once', () => {
  it('opens one session of two uses of one code at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const who = await newOperator();
      const first = await password(who);
      const secret = first.data.setup!.secret;
      const [one, two] = [first, await password(who)];
      const typed = appCode(secret);
      const outcomes = await Promise.all([code(one, typed, '10.45.0.1'), code(two, typed, '10.45.0.2')]);
      expect(outcomes.map((outcome) => outcome.code).sort()).toEqual([1, CODE.CODE_INVALID].sort());
      nextStep();
    }
  });
});
