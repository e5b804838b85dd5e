import { expect } from 'vitest';
import type { LoginResult } from '../../../common/api/access';
import type { Queryable } from '../../../server/db/database';
import type { TestApp } from './test-app';

// Doing what a user does, through the HTTP API, for tests that need a user to exist.

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

let addressCounter = 0;

/** A new client address, as a different visitor would have. */
export function newAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export async function call<T = unknown>(
  app: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload: Record<string, string | number> = {},
  headers: Record<string, string> = {},
  remoteAddress = '10.255.0.1',
): Promise<Envelope<T>> {
  const form = new URLSearchParams(Object.entries(payload).map(([key, value]) => [key, String(value)])).toString();
  const response =
    method === 'GET'
      ? await app.http.inject({ method, url: `${url}${form ? `?${form}` : ''}`, headers: { lang: 'en', ...headers }, remoteAddress })
      : await app.http.inject({
          method,
          url,
          payload: form,
          remoteAddress,
          headers: { lang: 'en', 'content-type': 'application/x-www-form-urlencoded', ...headers },
        });
  expect(response.statusCode, `${method} ${url} answered HTTP ${response.statusCode}: ${response.body}`).toBeLessThan(500);
  return response.json();
}

export function lastCodeFor(app: TestApp, to: string): string {
  const message = [...app.outbox].reverse().find((sent) => sent.to === to);
  if (!message) throw new Error(`no code was sent to ${to}`);
  return message.code;
}

/** Registers through the API (code by email) and returns the session. */
export async function registerUser(app: TestApp, email: string, password = 'correct horse 1'): Promise<LoginResult> {
  const sent = await call(app, 'POST', '/api/notify/send_email', { email, scene: 'register' }, {}, newAddress());
  expect(sent.code, sent.msg).toBe(1);
  const registered = await call<LoginResult>(app, 'POST', '/api/user/register', {
    type: 'email',
    account: email,
    password,
    re_password: password,
    sms_code: lastCodeFor(app, email.toLowerCase()),
  });
  expect(registered.code, registered.msg).toBe(1);
  return registered.data;
}

export function auth(token: string): Record<string, string> {
  return { authorization: token };
}

/**
 * The ledger audit: every journal sums to zero, and every account's stored balances equal the sum of its
 * postings. Run after any test that moves money.
 */
export async function expectLedgerBalanced(db: Queryable): Promise<void> {
  const unbalanced = await db.query('SELECT journal_id FROM postings GROUP BY journal_id HAVING sum(amount) <> 0');
  expect(unbalanced).toEqual([]);
  const drift = await db.query(
    `SELECT a.id FROM ledger_accounts a
     LEFT JOIN (SELECT account_id,
                       sum(amount) FILTER (WHERE bucket = 'available') AS available,
                       sum(amount) FILTER (WHERE bucket = 'locked') AS locked
                FROM postings GROUP BY account_id) p ON p.account_id = a.id
     WHERE a.available <> coalesce(p.available, 0) OR a.locked <> coalesce(p.locked, 0)`,
  );
  expect(drift).toEqual([]);
}
