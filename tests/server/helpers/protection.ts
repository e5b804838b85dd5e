import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { LimitsOverview } from '../../../common/api/protection';
import type { Envelope } from '../../../common/envelope';
import { ACCOUNT_TYPE } from '../../../common/wallet';
import type { TestApp } from './test-app';
import { moneyCall } from './wallet';

// Client protection's calls as the PWA and the console make them (issue 38): JSON bodies, the language English.

export async function jsonCall<T>(
  app: TestApp,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  params: Record<string, unknown> = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { lang: 'en' };
  if (token) headers.authorization = token;
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();
  const response =
    method === 'GET'
      ? await app.http.inject({ method, url: query ? `${url}?${query}` : url, headers })
      : await app.http.inject({
          method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(params),
        });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response.json<Envelope<T>>();
}

export async function jsonOk<T>(
  app: TestApp,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  const answer = await jsonCall<T>(app, token, method, url, params);
  expect(answer.code, `${method} ${url}: ${answer.msg}`).toBe(1);
  return answer.data;
}

/** Sets one of the customer's limits (amount '' removes it); answers the overview. */
export function setLimit(app: TestApp, token: string, kind: 'deposit' | 'loss', period: 'day' | 'week' | 'month', amount: string) {
  return jsonCall<LimitsOverview>(app, token, 'POST', '/api/limits', { kind, period, amount });
}

/** The limit of one kind and period in the overview. */
export function limitOf(overview: LimitsOverview, kind: 'deposit' | 'loss', period: 'day' | 'week' | 'month') {
  const found = overview.limits.find((limit) => limit.kind === kind && limit.period === period);
  if (!found) throw new Error(`no ${kind} ${period} limit in the overview`);
  return found;
}

/** Moves `amount` from the customer's funding account to their contract account. */
export async function toContractAccount(app: TestApp, token: string, amount: string): Promise<void> {
  const moved = await moneyCall(
    app,
    token,
    '/api/account/transfer',
    { balance: amount, currency_id: 1, from: 1, to: ACCOUNT_TYPE.forex },
    randomUUID(),
  );
  expect(moved.code, moved.msg).toBe(1);
}
