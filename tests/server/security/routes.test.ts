import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { CODE, type Envelope } from '../../../common/envelope';
import type { Page } from '../../../common/api/page';
import type { RecoveryCodes, SecurityLogEntry, SecurityOverview, StepUpToken, TotpSetup } from '../../../common/api/security';
import { RECOVERY_CODE_COUNT, SECURITY_EVENT, STEP_UP_KIND, type StepUpKind } from '../../../common/security';
import { STEP_UP_TTL_MS } from '../../../server/security/step-up';
import { appForTests } from '../helpers/lifecycle';
import type { TestApp } from '../helpers/test-app';
import { demoTrader } from '../helpers/trading';
import { realUser } from '../helpers/wallet';

// The authenticator app's HTTP calls (issue 33; common/api/security.ts) on the manual clock: set up, turn on with a
// code the test computes with otpauth, confirm (step-up) with a code or a recovery code, turn off and make new
// recovery codes only with a step-up token of kind second_factor (9002 and nothing changed without one), the log.
// Demo accounts are refused everything.

const app = appForTests();
let people = 0;

const PATHS = {
  overview: 'GET /api/security/overview',
  setup: 'POST /api/security/totp/setup',
  enable: 'POST /api/security/totp/enable',
  disable: 'POST /api/security/totp/disable',
  regenerate: 'POST /api/security/recovery/regenerate',
  stepUp: 'POST /api/security/step_up',
  log: 'GET /api/security/log',
} as const;

async function api<T>(token: string, call: keyof typeof PATHS, params: Record<string, string | number> = {}): Promise<Envelope<T>> {
  const [method, url] = PATHS[call].split(' ') as ['GET' | 'POST', string];
  const headers = { authorization: token, lang: 'en', 'user-agent': 'Mozilla/5.0 (iPhone) Safari' };
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();
  const response =
    method === 'GET'
      ? await app.http.inject({ method, url: query ? `${url}?${query}` : url, headers, remoteAddress: '203.0.113.7' })
      : await app.http.inject({ method, url, headers, payload: params, remoteAddress: '203.0.113.7' });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response.json<Envelope<T>>();
}

async function ok<T>(token: string, call: keyof typeof PATHS, params: Record<string, string | number> = {}): Promise<T> {
  const answer = await api<T>(token, call, params);
  expect(answer.code, `${call}: ${answer.msg}`).toBe(CODE.OK);
  return answer.data;
}

/** The user's app, as the test reads it from the set-up's secret, at the clock's time. */
const codeOf = (app: TestApp, secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: app.clock.now() });

/** The start of the next 30-second step: the app's next code is a new one. */
const nextStep = (app: TestApp) => app.clock.advance(30_000 - (app.clock.now() % 30_000));

async function newPerson(): Promise<{ token: string; userId: number }> {
  people += 1;
  return realUser(app, `security-route-${people}@example.com`);
}

async function withTotp(): Promise<{ token: string; userId: number; secret: string; recoveryCodes: string[] }> {
  const person = await newPerson();
  const { secret } = await ok<TotpSetup>(person.token, 'setup');
  const { recovery_codes } = await ok<RecoveryCodes>(person.token, 'enable', { code: codeOf(app, secret) });
  nextStep(app);
  return { ...person, secret, recoveryCodes: recovery_codes };
}

async function stepUpToken(person: { token: string; secret: string }, kind: StepUpKind): Promise<string> {
  const grant = await ok<StepUpToken>(person.token, 'stepUp', { kind, code: codeOf(app, person.secret) });
  nextStep(app);
  return grant.token;
}

/** What the calls may change of the user's second factor: the app's row and the recovery codes. */
async function factorsOf(userId: number): Promise<unknown> {
  const db = app.database.db;
  return {
    totp: await db.query('SELECT state, secret_sealed, last_step FROM user_totp WHERE user_id = $1', [userId]),
    codes: await db.query('SELECT code_hash, used_at FROM recovery_codes WHERE user_id = $1 ORDER BY id', [userId]),
  };
}

const events = async (userId: number) =>
  (await app.database.db.query<{ event: string }>('SELECT event FROM security_log WHERE user_id = $1 ORDER BY id', [userId])).map(
    (row) => row.event,
  );

describe('setting up the authenticator app', () => {
  it('answers the secret, its otpauth URI and a QR code, and turns on with a first right code', async () => {
    const { token, userId } = await newPerson();
    expect(await ok<SecurityOverview>(token, 'overview')).toMatchObject({ totp: 'off', recovery_codes_left: 0 });

    const setup = await ok<TotpSetup>(token, 'setup');
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Meridian:/);
    expect(new URL(setup.uri).searchParams.get('secret')).toBe(setup.secret);
    expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qr.split(',')[1]!, 'base64').toString('utf8')).toContain('<svg');
    expect(await ok<SecurityOverview>(token, 'overview')).toMatchObject({ totp: 'pending', recovery_codes_left: 0 });

    const wrong = await api(token, 'enable', { code: codeOf(app, setup.secret) === '000000' ? '111111' : '000000' });
    expect(wrong.code).toBe(CODE.CODE_INVALID);
    expect(await ok<SecurityOverview>(token, 'overview')).toMatchObject({ totp: 'pending', recovery_codes_left: 0 });

    const { recovery_codes } = await ok<RecoveryCodes>(token, 'enable', { code: codeOf(app, setup.secret) });
    expect(recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of recovery_codes) expect(code).toMatch(/^([A-Z2-9]{4}-){3}[A-Z2-9]{4}$/);
    expect(await ok<SecurityOverview>(token, 'overview')).toMatchObject({ totp: 'on', recovery_codes_left: RECOVERY_CODE_COUNT });
    // Set up again while on: refused, the app stays as it is.
    expect((await api(token, 'setup')).code).toBe(CODE.SECOND_FACTOR_STATE);
    // The secret never reaches the log.
    const log = JSON.stringify(await app.database.db.query('SELECT * FROM security_log WHERE user_id = $1', [userId]));
    expect(log).not.toContain(setup.secret);
  });

  it('refuses a code that is not six digits as bad input', async () => {
    const { token } = await newPerson();
    await ok(token, 'setup');
    for (const code of ['12345', '1234567', 'abcdef', '12 345']) expect((await api(token, 'enable', { code })).code).toBe(CODE.BAD_INPUT);
  });
});

describe('a step-up', () => {
  it('gives a token for 5 minutes for a right app code, and refuses the same code twice', async () => {
    const person = await withTotp();
    const code = codeOf(app, person.secret);
    const grant = await ok<StepUpToken>(person.token, 'stepUp', { kind: STEP_UP_KIND.WITHDRAWAL, code });
    expect(grant.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(grant.expires_at).toBe(app.clock.now() + STEP_UP_TTL_MS);
    const replayed = await api(person.token, 'stepUp', { kind: STEP_UP_KIND.WITHDRAWAL, code });
    expect(replayed.code).toBe(CODE.CODE_INVALID);
  });

  it('takes a recovery code once, in any case and spacing', async () => {
    const person = await withTotp();
    const typed = person.recoveryCodes[0]!.toLowerCase().replaceAll('-', ' ');
    await ok<StepUpToken>(person.token, 'stepUp', { kind: STEP_UP_KIND.SECOND_FACTOR, code: typed });
    expect((await ok<SecurityOverview>(person.token, 'overview')).recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);
    expect((await api(person.token, 'stepUp', { kind: STEP_UP_KIND.SECOND_FACTOR, code: typed })).code).toBe(CODE.CODE_INVALID);
  });

  it('refuses an unknown kind as bad input, and a user without the app as a factor state', async () => {
    const person = await withTotp();
    expect((await api(person.token, 'stepUp', { kind: 'everything', code: codeOf(app, person.secret) })).code).toBe(CODE.BAD_INPUT);
    const { token } = await newPerson();
    expect((await api(token, 'stepUp', { kind: STEP_UP_KIND.SECOND_FACTOR, code: '123456' })).code).toBe(CODE.SECOND_FACTOR_STATE);
  });
});

describe('turning the app off and making new recovery codes', () => {
  it('without a step-up token of kind second_factor: 9002, nothing changed, the refusal in the log', async () => {
    const person = await withTotp();
    const withdrawal = await stepUpToken(person, STEP_UP_KIND.WITHDRAWAL);
    const expired = await stepUpToken(person, STEP_UP_KIND.SECOND_FACTOR);
    app.clock.advance(STEP_UP_TTL_MS);
    const stranger = await withTotp();
    const theirs = await stepUpToken(stranger, STEP_UP_KIND.SECOND_FACTOR);
    const before = await factorsOf(person.userId);
    for (const call of ['disable', 'regenerate'] as const) {
      const refused: Record<string, string>[] = [
        {},
        { step_up_token: withdrawal },
        { step_up_token: expired },
        { step_up_token: theirs },
        { step_up_token: 'B'.repeat(43) },
      ];
      for (const params of refused) {
        const answer = await api(person.token, call, params);
        expect(answer.code, `${call} ${JSON.stringify(params)}`).toBe(CODE.STEP_UP_REQUIRED);
        expect(answer.msg).not.toBe('');
      }
    }
    expect(await factorsOf(person.userId)).toEqual(before);
    expect((await events(person.userId)).filter((event) => event === SECURITY_EVENT.STEP_UP_REFUSED)).toHaveLength(10);
    // The tokens refused for another user or kind are still good for their own.
    await ok(stranger.token, 'disable', { step_up_token: theirs });
  });

  it('regenerates with a step-up: ten new codes, the old ones no longer work, the token spent', async () => {
    const person = await withTotp();
    const token = await stepUpToken(person, STEP_UP_KIND.SECOND_FACTOR);
    const { recovery_codes } = await ok<RecoveryCodes>(person.token, 'regenerate', { step_up_token: token });
    expect(recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(recovery_codes.some((code) => person.recoveryCodes.includes(code))).toBe(false);
    expect((await api(person.token, 'regenerate', { step_up_token: token })).code).toBe(CODE.STEP_UP_REQUIRED);
    const old = await api(person.token, 'stepUp', { kind: STEP_UP_KIND.PASSWORD, code: person.recoveryCodes[1]! });
    expect(old.code).toBe(CODE.CODE_INVALID);
    await ok(person.token, 'stepUp', { kind: STEP_UP_KIND.PASSWORD, code: recovery_codes[1]! });
  });

  it('turns the app off with a step-up by recovery code; its recovery codes go with it', async () => {
    const person = await withTotp();
    const grant = await ok<StepUpToken>(person.token, 'stepUp', { kind: STEP_UP_KIND.SECOND_FACTOR, code: person.recoveryCodes[0]! });
    await ok(person.token, 'disable', { step_up_token: grant.token });
    expect(await ok<SecurityOverview>(person.token, 'overview')).toMatchObject({ totp: 'off', recovery_codes_left: 0 });
    expect(await factorsOf(person.userId)).toEqual({ totp: [], codes: [] });
    // Set up again from the start.
    expect((await ok<TotpSetup>(person.token, 'setup')).secret).not.toBe(person.secret);
  });
});

describe('the security log', () => {
  it('pages the user’s own entries, newest first, with where they came from and no secret', async () => {
    const person = await withTotp();
    const grantedAt = app.clock.now();
    await stepUpToken(person, STEP_UP_KIND.WITHDRAWAL);
    const page = await ok<Page<SecurityLogEntry>>(person.token, 'log', { page: 1 });
    expect(page.data.map((entry) => entry.event)).toEqual([
      SECURITY_EVENT.STEP_UP_GRANTED,
      SECURITY_EVENT.SECOND_FACTOR_ENABLED,
      SECURITY_EVENT.TOTP_SETUP_STARTED,
      // Registration signed the new account in.
      SECURITY_EVENT.SIGNED_IN,
    ]);
    expect(page.total).toBe(4);
    expect(page.data[0]).toMatchObject({
      user_agent: 'Mozilla/5.0 (iPhone) Safari',
      address: '203.0.113.7',
      device_id: null,
      created_at: grantedAt,
      detail: { kind: STEP_UP_KIND.WITHDRAWAL, factor: 'totp' },
    });
    expect((await ok<Page<SecurityLogEntry>>(person.token, 'log', { page: 2 })).data).toEqual([]);
    expect(JSON.stringify(page)).not.toContain(person.secret);
    expect((await api(person.token, 'log', { page: 0 })).code).toBe(CODE.BAD_INPUT);
  });
});

describe('a demo account', () => {
  it('is refused every call with the demo message, and nothing is written', async () => {
    const demo = await demoTrader(app);
    const calls: [keyof typeof PATHS, Record<string, string | number>][] = [
      ['overview', {}],
      ['setup', {}],
      ['enable', { code: '123456' }],
      ['disable', { step_up_token: 'C'.repeat(43) }],
      ['disable', {}],
      ['regenerate', {}],
      ['stepUp', { kind: STEP_UP_KIND.SECOND_FACTOR, code: '123456' }],
      ['log', { page: 1 }],
    ];
    for (const [call, params] of calls) {
      const answer = await api(demo.token, call, params);
      expect(answer.code, call).toBe(CODE.ONLY_REAL_ACCOUNT);
      expect(answer.msg).toBe('This is a demo account. Register or log in to a real account to use this.');
    }
    expect(await factorsOf(demo.userId)).toEqual({ totp: [], codes: [] });
    expect(await events(demo.userId)).toEqual([]);
  });
});
