import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { LoginResult, SecondFactorChallenge, UserInfo } from '../../../common/api/access';
import type { PasskeyAssertionOptions, PasskeyItem, PasskeyRegistrationOptions } from '../../../common/api/passkeys';
import type { SecurityOverview, StepUpToken } from '../../../common/api/security';
import { CODE, type Envelope } from '../../../common/envelope';
import { SECURITY_EVENT, STEP_UP_KIND } from '../../../common/security';
import { relyingPartyOf } from '../../../server/http/relying-party';
import { CHALLENGE_TTL_MS } from '../../../server/security/webauthn-challenges';
import { appForTests } from '../helpers/lifecycle';
import { demoTrader } from '../helpers/trading';
import { realUser } from '../helpers/wallet';
import { SoftAuthenticator } from './soft-authenticator';

// The passkey calls over HTTP (issue 33; common/api/passkeys.ts), with the browser played by a software authenticator
// (./soft-authenticator.ts) at http://127.0.0.1:<port>, the origin the tests' server is reached at: adding passkeys and
// listing them in the overview, removing them behind a step-up, confirming with a passkey (POST
// /api/security/step_up with an assertion), and signing in with one alone. Demo accounts are refused.

const app = appForTests();
const HOST = '127.0.0.1:43117';
const ORIGIN = `http://${HOST}`;
let people = 0;
let addresses = 0;

const PATHS = {
  options: 'POST /api/security/passkey/options',
  register: 'POST /api/security/passkey/register',
  remove: 'POST /api/security/passkey/remove',
  overview: 'GET /api/security/overview',
  stepUp: 'POST /api/security/step_up',
  loginOptions: 'POST /api/user/passkey_login_options',
  login: 'POST /api/user/passkey_login',
  passwordLogin: 'POST /api/user/loginForU',
  secondFactor: 'POST /api/user/login_second_factor',
  info: 'GET /api/user/info',
  log: 'GET /api/security/log',
} as const;

type Params = Record<string, string | number>;

/** Answers of the right shape that no authenticator made. */
const WELL_FORMED_REGISTRATION = JSON.stringify({
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  clientExtensionResults: {},
});

const WELL_FORMED_ASSERTION = JSON.stringify({
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
});

async function api<T>(
  token: string | null,
  call: keyof typeof PATHS,
  params: Params = {},
  remoteAddress = '203.0.113.7',
): Promise<Envelope<T>> {
  const [method, url] = PATHS[call].split(' ') as ['GET' | 'POST', string];
  const headers: Record<string, string> = { host: HOST, lang: 'en', 'user-agent': 'Mozilla/5.0 (iPhone) Safari' };
  if (token) headers.authorization = token;
  const response =
    method === 'GET'
      ? await app.http.inject({ method, url, headers, remoteAddress })
      : await app.http.inject({ method, url, headers, payload: params, remoteAddress });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response.json<Envelope<T>>();
}

async function ok<T>(token: string | null, call: keyof typeof PATHS, params: Params = {}, remoteAddress?: string): Promise<T> {
  const answer = await api<T>(token, call, params, remoteAddress);
  expect(answer.code, `${call}: ${answer.msg}`).toBe(CODE.OK);
  return answer.data;
}

/** A new address for the sign-in calls, each with a throttle of its own. */
const newAddress = () => `198.51.100.${(addresses += 1)}`;

async function newPerson(): Promise<{ token: string; userId: number; device: SoftAuthenticator }> {
  people += 1;
  const person = await realUser(app, `passkey-route-${people}@example.com`);
  return { ...person, device: new SoftAuthenticator() };
}

/** The browser's part of adding a passkey: the options, the authenticator's answer as JSON text. */
async function registration(person: { token: string; device: SoftAuthenticator }, name: string): Promise<Params> {
  const made = await ok<PasskeyRegistrationOptions>(person.token, 'options', { purpose: 'register' });
  expect(made.purpose).toBe('register');
  const { response } = person.device.register(made.options, { origin: ORIGIN });
  return { challenge_id: made.challenge_id, name, response: JSON.stringify(response) };
}

async function withPasskey(name = 'iPhone'): Promise<{ token: string; userId: number; device: SoftAuthenticator; passkey: PasskeyItem }> {
  const person = await newPerson();
  const passkey = await ok<PasskeyItem>(person.token, 'register', await registration(person, name));
  return { ...person, passkey };
}

/** A step-up by passkey: its options, then POST /api/security/step_up with the assertion. */
async function passkeyStepUp(person: { token: string; device: SoftAuthenticator }, kind: string): Promise<Envelope<StepUpToken>> {
  const made = await ok<PasskeyAssertionOptions>(person.token, 'options', { purpose: 'step_up' });
  const assertion = person.device.assert(made.options, { origin: ORIGIN });
  return api<StepUpToken>(person.token, 'stepUp', { kind, challenge_id: made.challenge_id, assertion: JSON.stringify(assertion) });
}

describe('adding passkeys', () => {
  it('lists them in the overview under their names; the second needs a step-up of kind second_factor', async () => {
    const person = await newPerson();
    expect((await ok<SecurityOverview>(person.token, 'overview')).passkeys).toEqual([]);
    const made = await ok<PasskeyRegistrationOptions>(person.token, 'options', { purpose: 'register' });
    expect(made.challenge_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.options.rp).toEqual({ id: '127.0.0.1', name: 'Meridian' });
    expect(made.options.authenticatorSelection).toEqual({
      residentKey: 'preferred',
      userVerification: 'required',
      requireResidentKey: false,
    });
    const { response } = person.device.register(made.options, { origin: ORIGIN });
    const first = await ok<PasskeyItem>(person.token, 'register', {
      challenge_id: made.challenge_id,
      name: ' iPhone ',
      response: JSON.stringify(response),
    });
    expect(first).toEqual({ id: first.id, name: 'iPhone', created_at: app.clock.now(), last_used_at: null });

    const second = await registration(person, 'YubiKey');
    const refused = await api(person.token, 'register', second);
    expect(refused.code).toBe(CODE.STEP_UP_REQUIRED);
    const grant = await passkeyStepUp(person, STEP_UP_KIND.SECOND_FACTOR);
    expect(grant.code, grant.msg).toBe(CODE.OK);
    const added = await ok<PasskeyItem>(person.token, 'register', { ...second, step_up_token: grant.data.token });
    const overview = await ok<SecurityOverview>(person.token, 'overview');
    expect(overview.passkeys).toEqual([{ ...first, last_used_at: app.clock.now() }, added]);
  });

  it('refuses a missing, blank or too long name, and an answer that is no JSON, as bad input', async () => {
    const person = await newPerson();
    const params = await registration(person, 'Key');
    for (const name of ['', '   ', 'x'.repeat(65)]) {
      const answer = await api(person.token, 'register', { ...params, name });
      expect(answer.code, name).toBe(CODE.BAD_INPUT);
      expect(answer.msg).toMatch(/name/);
    }
    const nameless = Object.fromEntries(Object.entries(params).filter(([field]) => field !== 'name'));
    expect((await api(person.token, 'register', nameless)).code).toBe(CODE.BAD_INPUT);
    for (const response of ['not json', '{"id":"x"}', JSON.stringify({ ...JSON.parse(String(params.response)), type: 'other' })]) {
      expect((await api(person.token, 'register', { ...params, response })).code, response).toBe(CODE.BAD_INPUT);
    }
    // The challenge was never reached: the right answer still goes through, with the longest name there is.
    await ok(person.token, 'register', { ...params, name: 'x'.repeat(64) });
  });

  it('refuses an answer made at another origin (2003), and logs it', async () => {
    const person = await newPerson();
    const made = await ok<PasskeyRegistrationOptions>(person.token, 'options', { purpose: 'register' });
    const { response } = person.device.register(made.options, { origin: 'http://evil.example' });
    const answer = await api(person.token, 'register', {
      challenge_id: made.challenge_id,
      name: 'Key',
      response: JSON.stringify(response),
    });
    expect(answer.code).toBe(CODE.CODE_INVALID);
    expect(answer.msg).toBe('Your passkey could not be verified. Please try again.');
    expect((await ok<SecurityOverview>(person.token, 'overview')).passkeys).toEqual([]);
    const events = await app.database.db.query<{ event: string }>('SELECT event FROM security_log WHERE user_id = $1 ORDER BY id', [
      person.userId,
    ]);
    expect(events.at(-1)?.event).toBe(SECURITY_EVENT.PASSKEY_NOT_ADDED);
  });
});

describe('removing a passkey', () => {
  it("needs a step-up, removes the user's own, and answers another user's as not found", async () => {
    const owner = await withPasskey();
    const stranger = await withPasskey();
    expect((await api(owner.token, 'remove', { id: owner.passkey.id })).code).toBe(CODE.STEP_UP_REQUIRED);
    const token = (await passkeyStepUp(owner, STEP_UP_KIND.SECOND_FACTOR)).data.token;
    expect((await api(owner.token, 'remove', { id: stranger.passkey.id, step_up_token: token })).code).toBe(CODE.NOT_FOUND);
    expect((await ok<SecurityOverview>(stranger.token, 'overview')).passkeys).toHaveLength(1);
    // The refused call rolled back: the token is still good for the owner's own.
    await ok(owner.token, 'remove', { id: owner.passkey.id, step_up_token: token });
    expect((await ok<SecurityOverview>(owner.token, 'overview')).passkeys).toEqual([]);
    expect((await api(owner.token, 'options', { purpose: 'step_up' })).code).toBe(CODE.SECOND_FACTOR_STATE);
  });
});

describe('a step-up with a passkey', () => {
  it('answers a token for the kind asked; the same assertion again is refused', async () => {
    const person = await withPasskey();
    const made = await ok<PasskeyAssertionOptions>(person.token, 'options', { purpose: 'step_up' });
    expect(made.options.allowCredentials).toHaveLength(1);
    const assertion = JSON.stringify(person.device.assert(made.options, { origin: ORIGIN }));
    const params = { kind: STEP_UP_KIND.WITHDRAWAL, challenge_id: made.challenge_id, assertion };
    const grant = await ok<StepUpToken>(person.token, 'stepUp', params);
    expect(grant.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const replayed = await api(person.token, 'stepUp', params);
    expect(replayed.code).toBe(CODE.CODE_INVALID);
    expect(replayed.msg).toBe('This passkey request was already used. Please start again.');
  });

  it('refuses a challenge older than 5 minutes', async () => {
    const person = await withPasskey();
    const made = await ok<PasskeyAssertionOptions>(person.token, 'options', { purpose: 'step_up' });
    const assertion = JSON.stringify(person.device.assert(made.options, { origin: ORIGIN }));
    app.clock.advance(CHALLENGE_TTL_MS);
    const late = await api(person.token, 'stepUp', { kind: STEP_UP_KIND.WITHDRAWAL, challenge_id: made.challenge_id, assertion });
    expect(late.code).toBe(CODE.CODE_INVALID);
    expect(late.msg).toBe('This passkey request has expired. Please start again.');
  });

  it('takes a code or an assertion with its challenge, never both nor neither', async () => {
    const person = await withPasskey();
    const made = await ok<PasskeyAssertionOptions>(person.token, 'options', { purpose: 'step_up' });
    const assertion = JSON.stringify(person.device.assert(made.options, { origin: ORIGIN }));
    const kind = STEP_UP_KIND.WITHDRAWAL;
    const refused: [Params, string][] = [
      [{ kind, code: '123456', challenge_id: made.challenge_id, assertion }, 'code'],
      [{ kind }, 'code'],
      [{ kind, assertion }, 'challenge_id'],
      [{ kind, challenge_id: made.challenge_id }, 'assertion'],
      [{ kind, challenge_id: made.challenge_id, assertion: 'x'.repeat(20_001) }, 'assertion'],
    ];
    for (const [params, field] of refused) {
      const answer = await api(person.token, 'stepUp', params);
      expect(answer.code, JSON.stringify(params).slice(0, 80)).toBe(CODE.BAD_INPUT);
      expect(answer.msg).toContain(field);
    }
    await ok(person.token, 'stepUp', { kind, challenge_id: made.challenge_id, assertion });
  });
});

describe('signing in with a passkey', () => {
  it('needs no password nor session, and answers as the password’s sign-in does', async () => {
    const person = await withPasskey();
    const address = newAddress();
    const made = await ok<PasskeyAssertionOptions>(null, 'loginOptions', {}, address);
    expect(made).toMatchObject({ purpose: 'login', options: { rpId: '127.0.0.1', userVerification: 'required' } });
    expect(made.options.allowCredentials).toBeUndefined();
    const response = JSON.stringify(person.device.assert(made.options, { origin: ORIGIN }));
    const answer = await api<LoginResult>(null, 'login', { challenge_id: made.challenge_id, response }, address);
    expect(answer.code, answer.msg).toBe(CODE.OK);
    expect(answer.msg).toBe('Logged in');
    expect(answer.data.user.id).toBe(person.userId);
    expect((await ok<UserInfo>(answer.data.token, 'info')).id).toBe(person.userId);
    expect((await api(null, 'login', { challenge_id: made.challenge_id, response }, address)).code).toBe(CODE.CODE_INVALID);
  });

  it('refuses a suspended account as the password’s sign-in does', async () => {
    const person = await withPasskey();
    await app.database.db.query('UPDATE users SET suspended_at = now() WHERE id = $1', [person.userId]);
    const address = newAddress();
    const made = await ok<PasskeyAssertionOptions>(null, 'loginOptions', {}, address);
    const response = JSON.stringify(person.device.assert(made.options, { origin: ORIGIN }));
    expect((await api(null, 'login', { challenge_id: made.challenge_id, response }, address)).code).toBe(CODE.ACCOUNT_SUSPENDED);
  });

  it('is throttled per address, with the password’s sign-in', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) await ok(null, 'loginOptions', {}, address);
    expect((await api(null, 'loginOptions', {}, address)).code).toBe(CODE.RATE_LIMITED);
    expect((await api(null, 'login', { challenge_id: 'A'.repeat(43), response: WELL_FORMED_ASSERTION }, address)).code).toBe(
      CODE.RATE_LIMITED,
    );
    // Another address is not held back.
    await ok(null, 'loginOptions', {}, newAddress());
  });
});

describe('the second factor of a password sign-in, by passkey', () => {
  /** The password's sign-in from a device not seen before (none sent): the challenge, with the passkey's options. */
  async function challenged(email: string, address: string): Promise<SecondFactorChallenge> {
    const answer = await api<SecondFactorChallenge>(
      null,
      'passwordLogin',
      { type: 'email', account: email, password: 'correct horse 1' },
      address,
    );
    expect(answer.code, answer.msg).toBe(CODE.SECOND_FACTOR_NEEDED);
    return answer.data;
  }

  it("asks a user whose only factor is a passkey for it, and signs in with the passkey's answer", async () => {
    const person = await withPasskey();
    const address = newAddress();
    const challenge = await challenged(`passkey-route-${people}@example.com`, address);
    expect(challenge.factors).toEqual(['passkey']);
    expect(challenge.passkey?.options).toMatchObject({ rpId: '127.0.0.1', userVerification: 'required' });
    const assertion = JSON.stringify(person.device.assert(challenge.passkey!.options, { origin: ORIGIN }));
    const params = { challenge_id: challenge.challenge_id, assertion, passkey_challenge_id: challenge.passkey!.challenge_id };
    const signedIn = await api<LoginResult>(null, 'secondFactor', params, address);
    expect(signedIn.code, signedIn.msg).toBe(CODE.OK);
    expect(signedIn.data.user.id).toBe(person.userId);
    // The same answer again: the sign-in's challenge is spent.
    expect((await api(null, 'secondFactor', params, address)).code).toBe(CODE.SECOND_FACTOR_STATE);
  });

  it("refuses another user's passkey, and a code and a passkey sent together", async () => {
    const person = await withPasskey();
    const email = `passkey-route-${people}@example.com`;
    const stranger = await withPasskey();
    const address = newAddress();
    const challenge = await challenged(email, address);
    // The stranger's authenticator answers the challenge with its own passkey (a browser would offer only the user's).
    const anyPasskey = { ...challenge.passkey!.options, allowCredentials: undefined };
    const theirs = JSON.stringify(stranger.device.assert(anyPasskey, { origin: ORIGIN }));
    const refused = await api(
      null,
      'secondFactor',
      { challenge_id: challenge.challenge_id, assertion: theirs, passkey_challenge_id: challenge.passkey!.challenge_id },
      address,
    );
    expect(refused.code).toBe(CODE.CODE_INVALID);
    const both = {
      challenge_id: challenge.challenge_id,
      code: '123456',
      assertion: theirs,
      passkey_challenge_id: challenge.passkey!.challenge_id,
    };
    expect((await api(null, 'secondFactor', both, address)).code).toBe(CODE.BAD_INPUT);
    expect(person.userId).not.toBe(stranger.userId);
  });
});

describe('a demo account', () => {
  it('is refused every passkey call of an account (2001), and nothing is written', async () => {
    const demo = await demoTrader(app);
    const calls: [keyof typeof PATHS, Params][] = [
      ['options', { purpose: 'register' }],
      ['options', { purpose: 'step_up' }],
      ['register', { challenge_id: 'A'.repeat(43), name: 'Key', response: WELL_FORMED_REGISTRATION }],
      ['remove', { id: 1, step_up_token: 'A'.repeat(43) }],
    ];
    for (const [call, params] of calls) {
      const answer = await api(demo.token, call, params);
      expect(answer.code, call).toBe(CODE.ONLY_REAL_ACCOUNT);
    }
    const written = await app.database.db.query('SELECT 1 FROM webauthn_challenges WHERE user_id = $1', [demo.userId]);
    expect(written).toEqual([]);
  });
});

describe('the relying party', () => {
  const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol }) as FastifyRequest;

  it('is PUBLIC_ORIGIN when set (with WEBAUTHN_RP_ID), else the host the request was sent to', () => {
    expect(relyingPartyOf({ publicOrigin: 'https://trade.example.com' }, request('evil.example'))).toEqual({
      id: 'trade.example.com',
      origin: 'https://trade.example.com',
    });
    expect(relyingPartyOf({ publicOrigin: 'https://trade.example.com', webauthnRpId: 'example.com' }, request('x'))).toEqual({
      id: 'example.com',
      origin: 'https://trade.example.com',
    });
    expect(relyingPartyOf({}, request('localhost:8080'))).toEqual({ id: 'localhost', origin: 'http://localhost:8080' });
    expect(relyingPartyOf({}, request('Trade.Example.com', 'https'))).toEqual({
      id: 'trade.example.com',
      origin: 'https://trade.example.com',
    });
    expect(relyingPartyOf({}, request('localhost:80'))).toEqual({ id: 'localhost', origin: 'http://localhost' });
    for (const host of ['', 'user@evil.example', 'evil.example/path', 'a b']) {
      expect(() => relyingPartyOf({}, request(host)), host).toThrow(expect.objectContaining({ code: CODE.BAD_INPUT }) as Error);
    }
  });
});
