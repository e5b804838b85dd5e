import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { MicroOrder, MicroOrderPage } from '../../../common/api/micro';
import { call, type Envelope } from './access';
import type { TestApp } from './test-app';
import type { Trader } from './trading';

// Driving the micro engine from tests: submits with their Idempotency-Key, the order lists, the option account.

export async function microSubmit(
  app: TestApp,
  trader: Trader,
  params: Record<string, string | number>,
  key: string | null = randomUUID(),
): Promise<Envelope<MicroOrder>> {
  const headers: Record<string, string> = { authorization: trader.token };
  if (key) headers['idempotency-key'] = key;
  return call<MicroOrder>(app, 'GET', '/v2/api/micro/submit', params, headers);
}

export async function placeMicro(app: TestApp, trader: Trader, params: Record<string, string | number>): Promise<MicroOrder> {
  const result = await microSubmit(app, trader, params);
  expect(result.code, result.msg).toBe(1);
  return result.data;
}

export async function microOrders(app: TestApp, trader: Trader, status: 1 | 3): Promise<MicroOrderPage> {
  const result = await call<MicroOrderPage>(app, 'GET', '/v2/api/micro/orders', { status }, { authorization: trader.token });
  expect(result.code, result.msg).toBe(1);
  return result.data;
}

export async function optionAccount(app: TestApp, trader: Trader): Promise<{ available: string; locked: string }> {
  const [row] = await app.database.db.query<{ available: string; locked: string }>(
    `SELECT available, locked FROM ledger_accounts WHERE user_id = $1 AND kind = 'micro'`,
    [trader.userId],
  );
  if (!row) throw new Error('no option account');
  return row;
}

export async function setLossLevel(app: TestApp, level: number): Promise<void> {
  await app.database.db.query(`UPDATE settings SET value = $1 WHERE key = 'micro_loss_level'`, [String(level)]);
}
