import { describe, expect, it } from 'vitest';
import type { LoginResult, UserInfo } from '../../../common/api/access';
import type { AccountBalance } from '../../../common/api/wallet';
import { CODE } from '../../../common/envelope';
import { auth, call, expectLedgerBalanced, lastCodeFor, newAddress, registerUser } from '../helpers/access';
import { issueCode } from '../../../server/account/codes';
import { appForTests } from '../helpers/lifecycle';

const app = appForTests();

const login = (account: string, password: string, address = newAddress()) =>
  call<LoginResult>(app, 'POST', '/api/user/loginForU', { type: 'email', account, password }, {}, address);

describe('registration', () => {
  it('creates the user with a public number, an invite code and three empty USD accounts, and signs them in', async () => {
    const { token, user } = await registerUser(app, 'Ada@Example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Emails are kept in lower case, so an address is one account however it is typed.
    expect(user).toMatchObject({ email: 'ada@example.com', is_demo: 0, is_trader: 0 });
    expect(user.uid).toMatch(/^[1-9]\d{7}$/);
    expect(user.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    const balances = await call<AccountBalance[]>(app, 'GET', '/v2/api/main/wallet/getBalance', {}, auth(token));
    expect(balances.data.map((account) => [account.type, account.balance, account.lockBalance, account.currency])).toEqual([
      ['change', '0.00', '0.00', 'USD'],
      ['micro', '0.00', '0.00', 'USD'],
      ['forex', '0.00', '0.00', 'USD'],
    ]);
    const info = await call<UserInfo>(app, 'GET', '/api/user/info', {}, auth(token));
    expect(info.data).toEqual(user);
  });

  it('does not tell who has an account to someone without the code', async () => {
    await registerUser(app, 'grace@example.com');
    const attempt = (account: string) =>
      call(app, 'POST', '/api/user/register', { account, password: 'another pass 1', re_password: 'another pass 1', sms_code: '123456' });
    const taken = await attempt('GRACE@example.com');
    const free = await attempt('nobody-here@example.com');
    expect(taken).toMatchObject({ code: CODE.CODE_INVALID });
    expect(taken).toEqual(free);
  });

  it('refuses an email already registered in another case, even with a valid code', async () => {
    await registerUser(app, 'hedy@example.com');
    // A code issued for the address before it was taken (as by a request racing the registration).
    const code = await issueCode(app.database.db, app.clock, 'email', 'hedy@example.com', 'register');
    const answer = await call(app, 'POST', '/api/user/register', {
      account: 'HEDY@example.com',
      password: 'another pass 1',
      re_password: 'another pass 1',
      sms_code: code,
    });
    expect(answer).toMatchObject({ code: CODE.ALREADY_REGISTERED, msg: 'This email is already registered' });
  });

  it.each([
    [{ password: 'short', re_password: 'short' }, 'The value of password is not valid'],
    [{ password: 'long enough 1', re_password: 'long enough 2' }, 'The passwords do not match'],
    [{ password: 'x'.repeat(65), re_password: 'x'.repeat(65) }, 'The value of password is too long'],
    [{ invite_code: 'NOPE1234' }, 'The invite code is not valid'],
    [{ account: 'not-an-email' }, 'The value of account is not valid'],
    [{ sms_code: '' }, 'Please fill in sms_code'],
    [{ mobile: '91234567' }, 'Please fill in area_id'],
  ])('refuses %j with a clear message and creates nothing', async (change, message) => {
    const email = `case${Math.random().toString(36).slice(2, 8)}@example.com`;
    await call(app, 'POST', '/api/notify/send_email', { email, scene: 'register' }, {}, newAddress());
    const fields = {
      account: email,
      password: 'correct horse 1',
      re_password: 'correct horse 1',
      sms_code: lastCodeFor(app, email),
      ...change,
    };
    const [before] = await app.database.db.query<{ n: string }>('SELECT count(*) AS n FROM users');
    const answer = await call(app, 'POST', '/api/user/register', fields);
    expect(answer.code).not.toBe(1);
    expect(answer.msg).toBe(message);
    const [after] = await app.database.db.query<{ n: string }>('SELECT count(*) AS n FROM users');
    expect(after?.n).toBe(before?.n);
  });

  it('links a new user to the one whose invite code they used', async () => {
    const inviter = await registerUser(app, 'inviter@example.com');
    await call(app, 'POST', '/api/notify/send_email', { email: 'invited@example.com', scene: 'register' }, {}, newAddress());
    const answer = await call<LoginResult>(app, 'POST', '/api/user/register', {
      account: 'invited@example.com',
      password: 'correct horse 1',
      re_password: 'correct horse 1',
      sms_code: lastCodeFor(app, 'invited@example.com'),
      invite_code: inviter.user.invite_code.toLowerCase(),
    });
    expect(answer.code).toBe(1);
    const [row] = await app.database.db.query<{ inviter_id: number }>('SELECT inviter_id FROM users WHERE id = $1', [answer.data.user.id]);
    expect(row?.inviter_id).toBe(inviter.user.id);
  });

  it('takes a picture captcha instead of a code when verify_reg_type is 2, once per picture', async () => {
    await app.database.db.query("UPDATE settings SET value = '2' WHERE key = 'verify_reg_type'");
    try {
      const { data } = await call<{ key: string; svg: string }>(app, 'GET', '/api/common/captcha');
      expect(data.svg).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
      const [row] = await app.database.db.query<{ answer_hash: string }>('SELECT answer_hash FROM captchas');
      expect(row).toBeDefined();
      const fields = { account: 'pic@example.com', password: 'correct horse 1', re_password: 'correct horse 1', key: data.key };
      const wrong = await call(app, 'POST', '/api/user/register', { ...fields, sms_code: 'WRONG' });
      expect(wrong.code).toBe(CODE.CODE_INVALID);
      // The key was spent by the wrong answer: a new picture is needed.
      const again = await call(app, 'POST', '/api/user/register', { ...fields, sms_code: 'ANY' });
      expect(again.code).toBe(CODE.CODE_INVALID);
    } finally {
      await app.database.db.query("UPDATE settings SET value = '1' WHERE key = 'verify_reg_type'");
    }
  });
});

describe('login and sessions', () => {
  it('logs in by email in any case, and a wrong password or unknown account get the same answer', async () => {
    await registerUser(app, 'linus@example.com', 'penguin rules 1');
    const ok = await login('LINUS@example.com', 'penguin rules 1');
    expect(ok.code).toBe(1);
    expect(ok.data.user.email).toBe('linus@example.com');
    const wrong = await login('linus@example.com', 'penguin rules 2');
    const unknown = await login('nobody@example.com', 'penguin rules 1');
    expect(wrong).toEqual({ code: CODE.WRONG_CREDENTIALS, msg: 'Wrong account or password', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('slows an address that keeps guessing one account, until the window ends, on the clock', async () => {
    await registerUser(app, 'ken@example.com', 'unix forever 1');
    app.clock.set(Math.ceil(app.clock.now() / 900_000) * 900_000);
    const from = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await login('ken@example.com', 'bad guess 123', from)).code).toBe(CODE.WRONG_CREDENTIALS);
    const blocked = await login('ken@example.com', 'unix forever 1', from);
    expect(blocked).toMatchObject({
      code: CODE.RATE_LIMITED,
      msg: 'Too many failed sign-ins to this account from here. Try again in 900 seconds.',
    });
    app.clock.advance(900_000);
    expect((await login('ken@example.com', 'unix forever 1', from)).code).toBe(1);
  });

  it('allows 20 tries per address a minute across accounts', async () => {
    app.clock.set(Math.ceil(app.clock.now() / 60_000) * 60_000);
    const from = newAddress();
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push((await login(`spray${i}@example.com`, 'whatever 123', from)).code);
    expect(answers.slice(0, 20).every((code) => code === CODE.WRONG_CREDENTIALS)).toBe(true);
    expect(answers[20]).toBe(CODE.RATE_LIMITED);
    app.clock.advance(60_000);
  });

  it('ends the session at logout: the token then answers 999', async () => {
    const { token } = await registerUser(app, 'barbara@example.com');
    expect((await call(app, 'GET', '/api/user/info', {}, auth(token))).code).toBe(1);
    expect((await call(app, 'POST', '/api/user/logout', {}, auth(token))).code).toBe(1);
    expect((await call(app, 'GET', '/api/user/info', {}, auth(token))).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('ends a session after 30 days without use, and keeps a used one alive', async () => {
    const { token: idle } = await registerUser(app, 'idle@example.com');
    const { token: busy } = await registerUser(app, 'busy@example.com');
    for (let day = 0; day < 31; day += 1) {
      app.clock.advance(24 * 60 * 60 * 1000);
      expect((await call(app, 'GET', '/api/user/info', {}, auth(busy))).code).toBe(1);
    }
    expect((await call(app, 'GET', '/api/user/info', {}, auth(idle))).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('changes the password with the current one, ending the other sessions but not this one', async () => {
    const first = await registerUser(app, 'margaret@example.com', 'apollo eleven 1');
    const other = await login('margaret@example.com', 'apollo eleven 1');
    const change = (old_password: string, password: string, re_password = password) =>
      call(app, 'POST', '/api/user/amend_password', { type: 'email', old_password, password, re_password }, auth(first.token));
    expect((await change('wrong current 1', 'apollo twelve 1')).code).toBe(CODE.WRONG_PASSWORD);
    expect((await change('apollo eleven 1', 'apollo twelve 1', 'apollo twelve 2')).code).toBe(CODE.PASSWORD_MISMATCH);
    const done = await change('apollo eleven 1', 'apollo twelve 1');
    expect(done).toMatchObject({ code: 1, msg: 'Your password has been changed' });
    expect((await call(app, 'GET', '/api/user/info', {}, auth(first.token))).code).toBe(1);
    expect((await call(app, 'GET', '/api/user/info', {}, auth(other.data.token))).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await login('margaret@example.com', 'apollo eleven 1')).code).toBe(CODE.WRONG_CREDENTIALS);
    expect((await login('margaret@example.com', 'apollo twelve 1')).code).toBe(1);
  });

  it('resets a forgotten password with an emailed code and ends every session', async () => {
    const { token } = await registerUser(app, 'alan@example.com', 'enigma code 1');
    app.clock.advance(60_000);
    await call(app, 'POST', '/api/notify/send_email', { email: 'alan@example.com', scene: 'forget' }, {}, newAddress());
    const reset = await call(app, 'POST', '/api/user/forget_password', {
      type: 'email',
      account: 'alan@example.com',
      password: 'bombe machine 1',
      re_password: 'bombe machine 1',
      code: lastCodeFor(app, 'alan@example.com'),
    });
    expect(reset).toMatchObject({ code: 1, msg: 'Your password has been reset. Please log in.' });
    expect((await call(app, 'GET', '/api/user/info', {}, auth(token))).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await login('alan@example.com', 'bombe machine 1')).code).toBe(1);
  });

  it('reports no profit today for a new user, and the ledger balances', async () => {
    const { token } = await registerUser(app, 'profit@example.com');
    expect((await call(app, 'GET', '/api/user/get_profits', {}, auth(token))).data).toEqual({ today_profit: '0.00' });
    await expectLedgerBalanced(app.database.db);
  });
});
