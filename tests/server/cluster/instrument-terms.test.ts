import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstrument } from '../../../common/api/admin-config';
import type { ForexOrder } from '../../../common/api/trade';
import { CODE } from '../../../common/envelope';
import { demoUser, get, type Reply } from './helpers/client';
import {
  adminUrl,
  BTC,
  clearPrefix,
  clusterDatabase,
  redisAvailable,
  sawtoothReplay,
  uniquePrefix,
  type ClusterDatabase,
} from './helpers/cluster-env';
import { startNode, until, type NodeProcess } from './helpers/processes';
import { signInOperatorWith } from '../helpers/operators';

// An operator changes an instrument's terms through node A; node B's engines take them for their next order without
// a restart: the change is announced on Redis (and every node's reconcile reads the terms again should the
// announcement be lost). A halt set on A refuses orders placed on B; a fee rate set on A is charged on B.

const ready = Boolean(adminUrl) && (await redisAvailable());
if (!ready) console.log('instrument-terms: skipped (needs TEST_DATABASE_URL and a Redis at 127.0.0.1:6379)');

const OPERATOR = { email: 'terms-desk@example.com', password: 'terms desk password 1' };

async function post<T>(base: string, route: string, body: Record<string, string | number>, token?: string): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', lang: 'en' };
  if (token) headers.authorization = token;
  const response = await fetch(`${base}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await response.json()) as Reply<T>;
}

describe.skipIf(!ready)('instrument terms changed on one node', () => {
  let database: ClusterDatabase;
  let a: NodeProcess;
  let b: NodeProcess;
  let desk: string;
  const prefix = uniquePrefix('instrument-terms');

  beforeAll(async () => {
    database = await clusterDatabase();
    const replay = sawtoothReplay();
    const common = {
      databaseUrl: database.url,
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: prefix,
      env: { MARKET_FEED: 'replay', REPLAY_DIR: replay, OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password },
    };
    a = await startNode({ name: 'a', ...common });
    b = await startNode({ name: 'b', ...common });
    const login = await signInOperatorWith((route, form) => post(a.url, route, form), { now: () => Date.now() }, OPERATOR);
    expect(login.code, login.msg).toBe(1);
    desk = login.data.token;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a.kill(), b.kill()]);
    await database.drop();
    await clearPrefix(prefix);
  });

  async function setTerms(change: Record<string, string>): Promise<AdminInstrument> {
    const list = await get<AdminInstrument[]>(a.url, '/admin/api/instruments', {}, desk);
    const current = list.data.find((row) => row.id === BTC.id)!;
    const form = { ...current, listed: current.listed ? '1' : '0', halted: current.halted ? '1' : '0', ...change };
    const response = await fetch(`${a.url}/admin/api/instruments/save`, {
      method: 'POST',
      headers: { authorization: desk, lang: 'en', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])).toString(),
    });
    const saved = (await response.json()) as Reply<AdminInstrument>;
    expect(saved.code, saved.msg).toBe(1);
    return saved.data;
  }

  const submitOnB = (token: string) =>
    get<ForexOrder>(
      b.url,
      '/v2/api/forex/submit',
      { type: 1, cont: '0.01', forex_id: BTC.id, status: 1, multiple: 10 },
      token,
      randomUUID(),
      { lang: 'en' },
    );

  it('refuses orders on B once A halts the instrument, and takes them again once A resumes it', async () => {
    const user = await demoUser(b.url);
    await setTerms({ halted: '1' });
    let last: Reply<ForexOrder> | undefined;
    const refused = await until(async () => {
      last = await submitOnB(user.token);
      return last.code === CODE.INSTRUMENT_HALTED;
    }, 15_000);
    expect(refused, `node B still took orders: ${last?.msg}`).toBe(true);
    expect(last?.msg).toBe('Trading in BTC/USDT is halted. Open positions can still be closed.');

    await setTerms({ halted: '0' });
    const taken = await until(async () => (await submitOnB(user.token)).code === 1, 15_000);
    expect(taken, 'node B kept refusing after the halt ended').toBe(true);
  }, 60_000);

  it('charges on B the fee rate set on A', async () => {
    const user = await demoUser(b.url);
    // Fee type 2: margin x rate. A rate of 0.05 on 0.01 BTC at 10x (margin about 66) costs about 3.3, far from the
    // seeded 0.0005's 0.03: the fee tells which rate B used.
    await setTerms({ fee_rate: '0.05' });
    let fee = 0;
    const charged = await until(async () => {
      const order = await submitOnB(user.token);
      if (order.code !== 1) return false;
      fee = Number(order.data.TradeFee);
      const margin = Number(order.data.CautionMoney);
      return Math.abs(fee - margin * 0.05) < 0.011;
    }, 15_000);
    expect(charged, `node B charged ${fee}`).toBe(true);
    await setTerms({ fee_rate: '0.0005' });
  }, 60_000);
});
