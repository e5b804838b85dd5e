import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { Envelope } from '../../../common/envelope';
import type { RecoveryCodes, StepUpToken, TotpSetup } from '../../../common/api/security';
import type { StepUpKind } from '../../../common/security';
import { auth, call } from '../helpers/access';
import type { TestApp } from '../helpers/test-app';
import { deposit, moneyCall, PAYEE_TRON_ADDRESS, realUser, type WalletUser } from '../helpers/wallet';

// What the safeguards' tests do through the HTTP API: a real user with money, a payout method just added (not aged as
// the shared helper's are), a withdrawal, the security calls (JSON), and an authenticator app turned on with codes the
// test computes.

let people = 0;

/** A real user with 500.00 in the funding account, deposited and approved by `operator`. */
export async function fundedUser(app: TestApp, operator: string, name = 'safe'): Promise<WalletUser> {
  people += 1;
  const user = await realUser(app, `${name}-${people}-${randomUUID().slice(0, 6)}@example.com`);
  await deposit(app, user, operator, '500.00');
  return user;
}

/** A security call with a JSON body (GET: the query), as the PWA sends it. */
export async function securityCall<T>(
  app: TestApp,
  token: string | null,
  route: string,
  params: Record<string, unknown> = {},
): Promise<Envelope<T>> {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  const headers: Record<string, string> = { lang: 'en', 'user-agent': 'Mozilla/5.0 (iPhone) Safari' };
  if (token) headers.authorization = token;
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();
  const response =
    method === 'GET'
      ? await app.http.inject({ method, url: query ? `${url}?${query}` : url, headers, remoteAddress: '203.0.113.9' })
      : await app.http.inject({ method, url, headers, payload: params as Record<string, string>, remoteAddress: '203.0.113.9' });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response.json<Envelope<T>>();
}

export async function securityOk<T>(app: TestApp, token: string, route: string, params: Record<string, unknown> = {}): Promise<T> {
  const answer = await securityCall<T>(app, token, route, params);
  expect(answer.code, `${route}: ${answer.msg}`).toBe(1);
  return answer.data;
}

/** Adds a coin address now, through the API; answers its id. Usable 24 hours later. */
export async function addMethod(app: TestApp, token: string, extra: Record<string, string> = {}): Promise<Envelope<{ id: number }>> {
  return call<{ id: number }>(
    app,
    'POST',
    '/api/wallet/bind_draw_method',
    { type: 1, draw_id: 1, dc_address: PAYEE_TRON_ADDRESS, ...extra },
    auth(token),
  );
}

export async function newMethod(app: TestApp, token: string): Promise<number> {
  const added = await addMethod(app, token);
  expect(added.code, added.msg).toBe(1);
  return added.data.id;
}

/** Asks to withdraw 20.00 to `methodId` (with a new Idempotency-Key). */
export function withdraw(
  app: TestApp,
  token: string,
  methodId: number,
  extra: Record<string, string> = {},
): Promise<Envelope<{ id: number }>> {
  return moneyCall<{ id: number }>(app, token, '/api/account/draw', {
    draw_currency_id: 1,
    number: '20.00',
    draw_method_id: methodId,
    ...extra,
  });
}

/** What a withdrawal could change: the user's withdrawals and funding account. */
export async function moneyOf(app: TestApp, userId: number): Promise<unknown> {
  const db = app.database.db;
  return {
    withdrawals: await db.query('SELECT id, number, status FROM withdrawals WHERE user_id = $1 ORDER BY id', [userId]),
    funding: await db.query("SELECT available, locked FROM ledger_accounts WHERE user_id = $1 AND kind = 'funding'", [userId]),
  };
}

const codeOf = (app: TestApp, secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: app.clock.now() });

/** The start of the next 30-second step: the app's next code is a new one. */
export const nextStep = (app: TestApp) => app.clock.advance(30_000 - (app.clock.now() % 30_000));

/** Turns the user's authenticator app on; answers its secret. */
export async function turnOnTotp(app: TestApp, token: string): Promise<string> {
  const { secret } = await securityOk<TotpSetup>(app, token, 'POST /api/security/totp/setup');
  await securityOk<RecoveryCodes>(app, token, 'POST /api/security/totp/enable', { code: codeOf(app, secret) });
  nextStep(app);
  return secret;
}

/** A step-up token of `kind`, confirmed with the app's current code. */
export async function stepUpToken(app: TestApp, token: string, secret: string, kind: StepUpKind): Promise<string> {
  const grant = await securityOk<StepUpToken>(app, token, 'POST /api/security/step_up', { kind, code: codeOf(app, secret) });
  nextStep(app);
  return grant.token;
}

export const HOUR_MS = 60 * 60 * 1000;
