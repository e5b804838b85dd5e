import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { LoginResult } from '../../../common/api/access';
import type { ForexDetail, ForexOrder, OrderPage } from '../../../common/api/trade';
import { call, expectLedgerBalanced, type Envelope } from './access';
import { appForTests, madeBeforeTests } from './lifecycle';
import type { TestApp } from './test-app';

// Driving the contract engine from tests: a demo trader, prices set by hand as ticks at the clock's time, and the
// trading calls with their Idempotency-Key.

export interface Trader {
  token: string;
  userId: number;
}

export const EURUSD = 1;
export const USDJPY = 3;
export const BTCUSDT = 13;

export async function demoTrader(app: TestApp): Promise<Trader> {
  const { data } = await call<LoginResult>(app, 'GET', '/api/user/createAccountDemoForU', { device_id: randomUUID().replaceAll('-', '') });
  const [row] = await app.database.db.query<{ id: number }>('SELECT id FROM users WHERE uid = $1', [data.user.uid]);
  if (!row) throw new Error('demo user not found');
  return { token: data.token, userId: row.id };
}

/** The app and one demo trader for the tests around the call (see lifecycle.ts). */
export function appWithDemoTrader(): { app: TestApp; trader: Trader } {
  const app = appForTests();
  return { app, trader: madeBeforeTests(() => demoTrader(app), 'the demo trader') };
}

const sequences = new WeakMap<TestApp, number>();

/** The instrument's price is now `price`: a tick at the clock's time, then the engine's work settles. */
export async function tick(app: TestApp, instrumentId: number, price: string): Promise<void> {
  const seq = (sequences.get(app) ?? 1_000) + 1;
  sequences.set(app, seq);
  app.market.receive([{ instrumentId, seq, time: app.clock.now(), price, volume: 1 }]);
  await app.contracts.settled();
  await app.micro.settled();
}

export function lastSeq(app: TestApp): number {
  return sequences.get(app) ?? 0;
}

export async function trade<T>(
  app: TestApp,
  trader: Trader,
  path: 'submit' | 'close' | 'cancel_trade' | 'set_stop_price' | 'my_deal',
  params: Record<string, string | number>,
  key: string | null = randomUUID(),
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { authorization: trader.token };
  if (key) headers['idempotency-key'] = key;
  return call<T>(app, 'GET', `/v2/api/forex/${path}`, params, headers);
}

/** A market buy or sell that must succeed. */
export async function openPosition(app: TestApp, trader: Trader, params: Record<string, string | number>): Promise<ForexOrder> {
  const result = await trade<ForexOrder>(app, trader, 'submit', { status: 1, multiple: 100, ...params });
  expect(result.code, result.msg).toBe(1);
  return result.data;
}

export async function orders(app: TestApp, trader: Trader, status: 0 | 1 | 3): Promise<OrderPage> {
  const result = await trade<OrderPage>(app, trader, 'my_deal', { status }, null);
  expect(result.code, result.msg).toBe(1);
  return result.data;
}

export async function detail(app: TestApp, trader: Trader): Promise<ForexDetail> {
  const result = await call<ForexDetail>(app, 'GET', '/v2/api/main/account/forexDetail', {}, { authorization: trader.token });
  expect(result.code, result.msg).toBe(1);
  return result.data;
}

/** The user's contract account as the ledger holds it. */
export async function contractAccount(app: TestApp, trader: Trader): Promise<{ available: string; locked: string }> {
  const [row] = await app.database.db.query<{ available: string; locked: string }>(
    `SELECT available, locked FROM ledger_accounts WHERE user_id = $1 AND kind = 'forex'`,
    [trader.userId],
  );
  if (!row) throw new Error('no contract account');
  return row;
}

/** A pending order at `target_price` that must be accepted. */
export async function pendingOrder(app: TestApp, trader: Trader, params: Record<string, string | number>): Promise<ForexOrder> {
  const result = await trade<ForexOrder>(app, trader, 'submit', { status: 0, multiple: 100, ...params });
  expect(result.code, result.msg).toBe(1);
  return result.data;
}

export interface UserPush {
  userId: number;
  topic: string;
  data: unknown;
}

/** Records every per-user push (FOREX_TRADE, FOREX_CLOSED) from now on, and still sends it. */
export function capturePushes(app: TestApp): UserPush[] {
  const pushes: UserPush[] = [];
  const send = app.hub.pushToUser.bind(app.hub);
  app.hub.pushToUser = (userId, topic, data) => {
    pushes.push({ userId, topic, data });
    send(userId, topic, data);
  };
  return pushes;
}

/** The user's contract account as the sum of its postings: what the journal says it holds. */
export async function contractJournal(app: TestApp, trader: Trader): Promise<{ available: string; locked: string }> {
  const [row] = await app.database.db.query<{ available: string; locked: string }>(
    `SELECT coalesce(sum(p.amount) FILTER (WHERE p.bucket = 'available'), 0.00) AS available,
            coalesce(sum(p.amount) FILTER (WHERE p.bucket = 'locked'), 0.00) AS locked
     FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
     WHERE a.user_id = $1 AND a.kind = 'forex'`,
    [trader.userId],
  );
  if (!row) throw new Error('no contract account');
  return row;
}

/**
 * The audit every scenario ends with: the whole ledger balanced, and the user's contract account equal to its
 * journal. Returns the account, for the test to compare with its hand-worked figures.
 */
export async function auditContract(app: TestApp, trader: Trader): Promise<{ available: string; locked: string }> {
  await expectLedgerBalanced(app.database.db);
  const account = await contractAccount(app, trader);
  expect(await contractJournal(app, trader)).toEqual(account);
  return account;
}
