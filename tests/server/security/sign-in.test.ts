import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { LoginResult, SecondFactorChallenge } from '../../../common/api/access';
import type { RecoveryCodes, StepUpToken, TotpSetup } from '../../../common/api/security';
import type { SessionListItem } from '../../../common/api/security-sessions';
import { CODE, type Envelope } from '../../../common/envelope';
import { SECURITY_EVENT, STEP_UP_KIND } from '../../../common/security';
import { CHALLENGE_WRONG_CODES, SIGN_IN_CHALLENGE_TTL_MS } from '../../../server/security/sign-in';
import { call, newAddress, registerUser } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';

// Signing in with a second factor, and the user's sessions (issue 33), through HTTP on the manual clock: a user with
// the authenticator app on who signs in from a device not seen before gets a challenge (9001) instead of a session,
// which a code of the app or a recovery code completes once, within 5 minutes; a device that completed a sign-in is
// not asked again; every new device is told by email; wrong codes are throttled per address; the sessions screen
// lists where each session came from and ends one or all the others, behind a step-up when the account has a factor.

const app = appForTests();
const PASSWORD = 'correct horse 1';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
let people = 0;
let devices = 0;

interface Device {
  id: string;
  userAgent: string;
  address: string;
}

function newDevice(userAgent = IPHONE): Device {
  devices += 1;
  return { id: `test-device-${String(devices).padStart(8, '0')}`, userAgent, address: newAddress() };
}

const headersOf = (device: Device, token?: string): Record<string, string> => ({
  'x-device-id': device.id,
  'user-agent': device.userAgent,
  ...(token ? { authorization: token } : {}),
});

function login(email: string, device: Device, password = PASSWORD): Promise<Envelope<LoginResult | SecondFactorChallenge | null>> {
  return call(app, 'POST', '/api/user/loginForU', { type: 'email', account: email, password }, headersOf(device), device.address);
}

function secondFactor(challengeId: string, code: string, device: Device): Promise<Envelope<LoginResult | null>> {
  return call(app, 'POST', '/api/user/login_second_factor', { challenge_id: challengeId, code }, headersOf(device), device.address);
}

async function json<T>(method: 'GET' | 'POST', url: string, token: string, device: Device, payload?: object): Promise<Envelope<T>> {
  const response = await app.http.inject({
    method,
    url,
    headers: { lang: 'en', ...headersOf(device, token) },
    remoteAddress: device.address,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response.json<Envelope<T>>();
}

const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: app.clock.now() });
const nextStep = () => app.clock.advance(30_000 - (app.clock.now() % 30_000));

interface Person {
  email: string;
  userId: number;
  /** The session of the device that registered. */
  token: string;
  home: Device;
}

async function newPerson(): Promise<Person> {
  people += 1;
  const email = `sign-in-${people}@example.com`;
  const home = newDevice();
  const registered = await registerUser(app, email, PASSWORD);
  // Registration went without a device header: the home device becomes known by its first sign-in.
  const signedIn = await login(email, home);
  expect(signedIn.code, signedIn.msg).toBe(CODE.OK);
  return { email, userId: registered.user.id, token: (signedIn.data as LoginResult).token, home };
}

async function withTotp(): Promise<Person & { secret: string; recoveryCodes: string[] }> {
  const person = await newPerson();
  const setup = await json<TotpSetup>('POST', '/api/security/totp/setup', person.token, person.home);
  const enabled = await json<RecoveryCodes>('POST', '/api/security/totp/enable', person.token, person.home, {
    code: codeOf(setup.data.secret),
  });
  expect(enabled.code, enabled.msg).toBe(CODE.OK);
  nextStep();
  return { ...person, secret: setup.data.secret, recoveryCodes: enabled.data.recovery_codes };
}

async function sessionCount(userId: number): Promise<number> {
  const [row] = await app.database.db.query<{ n: string }>('SELECT count(*) AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
  return Number(row?.n);
}

const emailsTo = (email: string) =>
  app.outbox.filter((sent) => sent.to === email && sent.subject === 'New sign-in to your Meridian account');

async function challengeOf(person: Person, device: Device): Promise<SecondFactorChallenge> {
  const answer = await login(person.email, device);
  expect(answer.code, answer.msg).toBe(CODE.SECOND_FACTOR_NEEDED);
  return answer.data as SecondFactorChallenge;
}

describe('signing in from a device', () => {
  it('tells the user of a device not seen before, once, and names it and its address in the email', async () => {
    const person = await newPerson();
    expect(emailsTo(person.email)).toHaveLength(1);
    const pixel = newDevice(PIXEL);
    expect((await login(person.email, pixel)).code).toBe(CODE.OK);
    expect(emailsTo(person.email)).toHaveLength(2);
    expect(emailsTo(person.email)[1]?.text).toContain('Chrome on Android');
    expect(emailsTo(person.email)[1]?.text).toContain(pixel.address);
    expect((await login(person.email, pixel)).code).toBe(CODE.OK);
    expect(emailsTo(person.email)).toHaveLength(2);
  });

  it('asks a user with the authenticator app for it on a new device, not on a device that completed a sign-in', async () => {
    const person = await withTotp();
    const before = await sessionCount(person.userId);
    const laptop = newDevice(PIXEL);
    const challenge = await challengeOf(person, laptop);
    expect(challenge.factors).toEqual(['totp', 'recovery_code']);
    expect(challenge.challenge_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionCount(person.userId)).toBe(before);

    const done = await secondFactor(challenge.challenge_id, codeOf(person.secret), laptop);
    expect(done.code, done.msg).toBe(CODE.OK);
    expect(done.data?.user.id).toBe(person.userId);
    expect(await sessionCount(person.userId)).toBe(before + 1);
    nextStep();
    // The device is known now; the home device always was.
    expect((await login(person.email, laptop)).code).toBe(CODE.OK);
    expect((await login(person.email, person.home)).code).toBe(CODE.OK);
    // No device id at all is never a known device.
    const anonymous = await call(
      app,
      'POST',
      '/api/user/loginForU',
      { type: 'email', account: person.email, password: PASSWORD },
      {},
      newAddress(),
    );
    expect(anonymous.code).toBe(CODE.SECOND_FACTOR_NEEDED);
  });

  it('refuses a wrong code and a code used before, with their messages, and opens no session', async () => {
    const person = await withTotp();
    const laptop = newDevice();
    const challenge = await challengeOf(person, laptop);
    const before = await sessionCount(person.userId);
    const wrong = await secondFactor(challenge.challenge_id, codeOf(person.secret) === '000000' ? '111111' : '000000', laptop);
    expect(wrong.code).toBe(CODE.CODE_INVALID);
    expect(wrong.msg).toBe('The code is not right. Enter the current 6-digit code from your authenticator app.');
    // A code the app showed and a step-up already took.
    const code = codeOf(person.secret);
    expect(
      (await json<StepUpToken>('POST', '/api/security/step_up', person.token, person.home, { kind: STEP_UP_KIND.WITHDRAWAL, code })).code,
    ).toBe(CODE.OK);
    const replayed = await secondFactor(challenge.challenge_id, code, laptop);
    expect(replayed.code).toBe(CODE.CODE_INVALID);
    expect(replayed.msg).toBe('This code was already used. Wait for the next code in your authenticator app.');
    expect(await sessionCount(person.userId)).toBe(before);
  });

  it('takes a recovery code once, and a challenge once and for 5 minutes only', async () => {
    const person = await withTotp();
    const laptop = newDevice();
    const first = await challengeOf(person, laptop);
    const recovery = person.recoveryCodes[0]!;
    expect((await secondFactor(first.challenge_id, recovery, laptop)).code).toBe(CODE.OK);
    const again = await secondFactor(first.challenge_id, codeOf(person.secret), laptop);
    expect(again.code).toBe(CODE.SECOND_FACTOR_STATE);
    expect(again.msg).toBe('This sign-in has expired or was already used. Please sign in again.');

    const tablet = newDevice();
    const second = await challengeOf(person, tablet);
    expect((await secondFactor(second.challenge_id, recovery, tablet)).msg).toBe('This recovery code is not right or was already used.');
    app.clock.advance(SIGN_IN_CHALLENGE_TTL_MS);
    expect((await secondFactor(second.challenge_id, codeOf(person.secret), tablet)).code).toBe(CODE.SECOND_FACTOR_STATE);
  });

  it('drops a challenge after five wrong codes, so the password is asked again', async () => {
    const person = await withTotp();
    const laptop = newDevice();
    const challenge = await challengeOf(person, laptop);
    for (let i = 0; i < CHALLENGE_WRONG_CODES; i += 1) {
      // Each from its own address, so only the challenge's own count is at work.
      const answer = await call(
        app,
        'POST',
        '/api/user/login_second_factor',
        { challenge_id: challenge.challenge_id, code: 'AAAA-BBBB-CCCC-DDDD' },
        headersOf(laptop),
        newAddress(),
      );
      expect(answer.code).toBe(CODE.CODE_INVALID);
    }
    expect((await secondFactor(challenge.challenge_id, codeOf(person.secret), laptop)).code).toBe(CODE.SECOND_FACTOR_STATE);
  });

  it('makes an address that guesses codes wait, and leaves the owner on another address alone', async () => {
    const person = await withTotp();
    const guesser = newDevice();
    for (let i = 0; i < 5; i += 1) {
      const challenge = await challengeOf(person, guesser);
      expect((await secondFactor(challenge.challenge_id, '000001', guesser)).code).toBe(CODE.CODE_INVALID);
      nextStep();
    }
    const challenge = await challengeOf(person, guesser);
    expect((await secondFactor(challenge.challenge_id, codeOf(person.secret), guesser)).code).toBe(CODE.RATE_LIMITED);
    const owner = newDevice();
    const own = await challengeOf(person, owner);
    expect((await secondFactor(own.challenge_id, codeOf(person.secret), owner)).code).toBe(CODE.OK);
  });

  it('writes each sign-in and each challenge to the security log, with the device', async () => {
    const person = await withTotp();
    const laptop = newDevice(PIXEL);
    const challenge = await challengeOf(person, laptop);
    await secondFactor(challenge.challenge_id, codeOf(person.secret), laptop);
    const rows = await app.database.db.query<{ event: string; device_id: string | null; detail: Record<string, unknown> }>(
      'SELECT event, device_id, detail FROM security_log WHERE user_id = $1 ORDER BY id DESC LIMIT 2',
      [person.userId],
    );
    expect(rows).toEqual([
      { event: SECURITY_EVENT.SIGNED_IN, device_id: laptop.id, detail: { new_device: true, factor: 'totp' } },
      { event: SECURITY_EVENT.SIGN_IN_CHALLENGED, device_id: laptop.id, detail: {} },
    ]);
  });
});

describe('the sessions screen', () => {
  it('lists each session with its device and address, and marks this one', async () => {
    const person = await newPerson();
    const pixel = newDevice(PIXEL);
    await login(person.email, pixel);
    const list = await json<SessionListItem[]>('GET', '/api/security/sessions', person.token, person.home);
    expect(list.code).toBe(CODE.OK);
    const mine = list.data.filter((session) => session.device_id !== null);
    expect(mine.map((session) => [session.device_id, session.user_agent, session.address, session.current])).toEqual(
      expect.arrayContaining([
        [person.home.id, IPHONE, person.home.address, true],
        [pixel.id, PIXEL, pixel.address, false],
      ]),
    );
  });

  it('ends one other session, then all the others, and the ended ones no longer sign anything', async () => {
    const person = await newPerson();
    const first = (await login(person.email, newDevice())).data as LoginResult;
    const second = (await login(person.email, newDevice())).data as LoginResult;
    const list = await json<SessionListItem[]>('GET', '/api/security/sessions', first.token, person.home);
    const firstId = list.data.find((session) => session.current)!.id;
    const ended = await json<{ ended: number }>('POST', '/api/security/sessions/end', person.token, person.home, { id: firstId });
    expect(ended.data).toEqual({ ended: 1 });
    expect((await json('GET', '/api/security/sessions', first.token, person.home)).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await json('GET', '/api/security/sessions', second.token, person.home)).code).toBe(CODE.OK);

    const rest = await json<{ ended: number }>('POST', '/api/security/sessions/end', person.token, person.home, { all_others: true });
    expect(rest.data.ended).toBeGreaterThanOrEqual(1);
    expect((await json('GET', '/api/security/sessions', second.token, person.home)).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await json('GET', '/api/security/sessions', person.token, person.home)).code).toBe(CODE.OK);
  });

  it("refuses neither or both of id and all_others, another user's session, and a demo account", async () => {
    const person = await newPerson();
    const stranger = await newPerson();
    const strangers = await json<SessionListItem[]>('GET', '/api/security/sessions', stranger.token, stranger.home);
    const theirs = strangers.data.find((session) => session.current)!.id;
    expect((await json('POST', '/api/security/sessions/end', person.token, person.home, {})).code).toBe(CODE.BAD_INPUT);
    expect((await json('POST', '/api/security/sessions/end', person.token, person.home, { id: theirs, all_others: true })).code).toBe(
      CODE.BAD_INPUT,
    );
    expect((await json('POST', '/api/security/sessions/end', person.token, person.home, { id: theirs })).code).toBe(CODE.NOT_FOUND);
    expect((await json('GET', '/api/security/sessions', stranger.token, stranger.home)).code).toBe(CODE.OK);
    const demo = await call<LoginResult>(app, 'GET', '/api/user/createAccountDemoForU', { device_id: 'demo-device-sessions-0001' });
    expect((await json('GET', '/api/security/sessions', demo.data.token, person.home)).code).toBe(CODE.ONLY_REAL_ACCOUNT);
  });

  it('asks a user with a second factor to confirm ending sessions, and ends nothing without it', async () => {
    const person = await withTotp();
    const other = newDevice();
    const challenge = await challengeOf(person, other);
    const otherToken = (await secondFactor(challenge.challenge_id, codeOf(person.secret), other)).data!.token;
    nextStep();
    const refused = await json('POST', '/api/security/sessions/end', person.token, person.home, { all_others: true });
    expect(refused.code).toBe(CODE.STEP_UP_REQUIRED);
    const wrongKind = await json<StepUpToken>('POST', '/api/security/step_up', person.token, person.home, {
      kind: STEP_UP_KIND.WITHDRAWAL,
      code: codeOf(person.secret),
    });
    nextStep();
    expect(
      (
        await json('POST', '/api/security/sessions/end', person.token, person.home, {
          all_others: true,
          step_up_token: wrongKind.data.token,
        })
      ).code,
    ).toBe(CODE.STEP_UP_REQUIRED);
    expect((await json('GET', '/api/security/sessions', otherToken, other)).code).toBe(CODE.OK);
    const grant = await json<StepUpToken>('POST', '/api/security/step_up', person.token, person.home, {
      kind: STEP_UP_KIND.END_SESSIONS,
      code: codeOf(person.secret),
    });
    const ended = await json('POST', '/api/security/sessions/end', person.token, person.home, {
      all_others: true,
      step_up_token: grant.data.token,
    });
    expect(ended.code, ended.msg).toBe(CODE.OK);
    expect((await json('GET', '/api/security/sessions', otherToken, other)).code).toBe(CODE.NOT_LOGGED_IN);
  });
});
