import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../common/api/access';
import { CODE } from '../../../common/envelope';
import { newCaptcha } from '../../../server/account/captcha';
import { createOperator } from '../../../server/admin/operators';
import { call, newAddress, registerUser } from '../helpers/access';
import { signInOperator } from '../helpers/operators';
import { testApp, type TestApp } from '../helpers/test-app';

// Defect 3: failed logins from anywhere must not keep the owner out. Guessing is throttled per account and
// address; many failures across addresses ask for a captcha (which the owner can solve) and tell the owner once.

let app: TestApp;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const userLogin = (account: string, password: string, address: string, extra: Record<string, string> = {}) =>
  call<LoginResult>(app, 'POST', '/api/user/loginForU', { type: 'email', account, password, ...extra }, {}, address);
// An operator's sign-in is done when the app's code is given too (the password alone answers 9001).
const operatorLogin = (email: string, password: string, address: string, extra: Record<string, string> = {}) =>
  signInOperator(app, { email, password, ...extra }, address);

function startOfWindow(): void {
  app.clock.set(Math.ceil(app.clock.now() / 900_000) * 900_000);
}

describe.each([
  [
    'a user',
    '/api/user/loginForU',
    userLogin,
    async (email: string, password: string): Promise<void> => {
      await registerUser(app, email, password);
    },
  ],
  [
    'an operator',
    '/admin/api/login',
    operatorLogin,
    async (email: string, password: string): Promise<void> => {
      await createOperator(app.database.db, app.clock, email, password);
    },
  ],
] as const)('login of %s', (_who, _path, login, create) => {
  it('lets the owner in from their own address while someone else guesses from others', async () => {
    const email = `owner-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await create(email, 'right password 1');
    startOfWindow();
    // Five wrong passwords a minute from anywhere kept the owner out with 1029 before.
    for (let i = 0; i < 5; i += 1) expect((await login(email, 'wrong guess 99', newAddress())).code).toBe(CODE.WRONG_CREDENTIALS);
    const owner = await login(email, 'right password 1', '10.77.0.1');
    expect(owner.code, owner.msg).toBe(1);
    // The one address that guessed is the one slowed down.
    const guesser = newAddress();
    for (let i = 0; i < 5; i += 1) await login(email, 'wrong guess 98', guesser);
    expect((await login(email, 'right password 1', guesser)).code).toBe(CODE.RATE_LIMITED);
  });

  it('asks for a captcha after many failures across addresses, lets the owner in with it, and tells the owner once', async () => {
    const email = `target-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await create(email, 'right password 1');
    startOfWindow();
    const mailed = () => app.outbox.filter((sent) => sent.to === email && sent.subject === 'Failed sign-ins to your account');
    for (let i = 0; i < 12; i += 1) await login(email, `wrong guess ${i}`, newAddress());
    expect(mailed()).toHaveLength(1);
    expect(mailed()[0]?.text).toContain('10 failed attempts');

    const asked = await login(email, 'right password 1', '10.77.0.2');
    expect(asked).toMatchObject({ code: CODE.CAPTCHA_REQUIRED, msg: 'Enter the characters in the picture to sign in' });
    const wrongPicture = await newCaptcha(app.database.db, app.clock);
    expect((await login(email, 'right password 1', '10.77.0.2', { captcha_key: wrongPicture.key, captcha: 'XXXXX' })).code).toBe(
      CODE.CAPTCHA_REQUIRED,
    );
    const picture = await newCaptcha(app.database.db, app.clock);
    const owner = await login(email, 'right password 1', '10.77.0.2', { captcha_key: picture.key, captcha: picture.answer });
    expect(owner.code, owner.msg).toBe(1);
    // A guess with a solved captcha is still only a guess.
    const guess = await newCaptcha(app.database.db, app.clock);
    expect((await login(email, 'wrong again 1', newAddress(), { captcha_key: guess.key, captcha: guess.answer })).code).toBe(
      CODE.WRONG_CREDENTIALS,
    );
    expect(mailed()).toHaveLength(1);
    // The next window starts afresh.
    app.clock.advance(900_000);
    expect((await login(email, 'right password 1', '10.77.0.3')).code).toBe(1);
  });
});
