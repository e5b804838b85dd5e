import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { newAddress } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { auditContract, demoTrader, EURUSD, openPosition, pendingOrder, tick, trade, type Trader } from '../helpers/trading';

// Every parameter of submit, close, cancel_trade, set_stop_price and my_deal with missing, zero, negative,
// fractional, huge, non-numeric and hostile values: each answered with a code other than 1 and a message (1001
// names the field), never a 500, and no balance, order or journal changes. EUR/USD at 1.10000, leverage 100,
// fee type 2 (margin x 0.0002); the books before (and after) the matrix:
//   A: holding buy 0.1 at 1.10000: margin 110.00, fee 0.02; pending buy 0.1 at 1.09000: margin 109.00,
//      fee 0.0218 -> 0.02; one closed at its opening price: fee 0.02 spent
//      10000.00 - 110.02 - 109.02 - 0.02 = 9780.94 available, 219.00 locked
//   B: holding buy 0.1 at 1.10000: 9889.98 available, 110.00 locked

type Path = 'submit' | 'close' | 'cancel_trade' | 'set_stop_price' | 'my_deal';
type Params = Record<string, string | number | undefined>;

const MALFORMED = [
  'abc',
  '1e3',
  '0x10',
  '1;DROP TABLE contract_orders',
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0.5',
  '+1',
  '1,5',
  '１',
  '١',
  '',
  'null',
  'undefined',
  '[]',
  '{}',
  '1 2',
  ' 1',
  '1 ',
  '9'.repeat(40),
  'x'.repeat(10_000),
  '1'.repeat(10_000),
  '0.' + '1'.repeat(11),
];
/** Whole-number fields also refuse these, which are decimals. */
const NOT_WHOLE = [...MALFORMED, '0', '1.5', '1.0', '9999999999999999'];

describe('bad input to the trading calls', () => {
  const app = appForTests();
  const a = madeBeforeTests(() => demoTrader(app));
  const b = madeBeforeTests(() => demoTrader(app));
  let holdingA: ForexOrder;
  let pendingA: ForexOrder;
  let closedA: ForexOrder;
  let holdingB: ForexOrder;
  const problems: string[] = [];

  /** Sends a call with the given parameters (undefined leaves one out), from a new address, with a new key. */
  async function send(trader: Trader, path: Path, params: Params | string): Promise<{ code: number; msg: string; status: number }> {
    const query =
      typeof params === 'string'
        ? params
        : new URLSearchParams(
            Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
          ).toString();
    const response = await app.http.inject({
      method: 'GET',
      url: `/v2/api/forex/${path}?${query}`,
      headers: { lang: 'en', authorization: trader.token, 'idempotency-key': randomUUID() },
      remoteAddress: newAddress(),
    });
    const body = response.json<{ code: number; msg: string }>();
    return { code: body.code, msg: body.msg, status: response.statusCode };
  }

  /** Records a problem unless the call is refused with `code` (and, for 1001, a message naming `field`). */
  async function expectRefused(trader: Trader, path: Path, params: Params | string, code: number, field?: string): Promise<void> {
    const shown = typeof params === 'string' ? params : JSON.stringify(params).slice(0, 120);
    const answer = await send(trader, path, params);
    if (answer.status >= 500) problems.push(`${path} ${shown}: HTTP ${answer.status}`);
    else if (answer.code !== code) problems.push(`${path} ${shown}: code ${answer.code} (${answer.msg}), expected ${code}`);
    else if (!answer.msg) problems.push(`${path} ${shown}: no message`);
    else if (field && !new RegExp(`^(Please fill in|The value of) ${field}(\\b|$)`).test(answer.msg))
      problems.push(`${path} ${shown}: message "${answer.msg}" does not name ${field}`);
  }

  const books = async () => ({
    a: await auditContract(app, a),
    b: await auditContract(app, b),
    orders: await app.database.db.query(
      'SELECT id, status, stop_loss, take_profit, margin, fee, realised_pnl FROM contract_orders ORDER BY id',
    ),
    journals: await app.database.db.query('SELECT count(*) AS n FROM journals'),
    ledger: await app.database.db.query('SELECT id, available, locked FROM ledger_accounts ORDER BY id'),
  });
  let before: Awaited<ReturnType<typeof books>>;

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
    holdingA = await openPosition(app, a, { type: 1, cont: '0.1', forex_id: EURUSD });
    pendingA = await pendingOrder(app, a, { type: 1, cont: '0.1', forex_id: EURUSD, target_price: '1.09000' });
    closedA = await openPosition(app, a, { type: 1, cont: '0.1', forex_id: EURUSD });
    expect((await trade(app, a, 'close', { id: closedA.Id })).code).toBe(1);
    holdingB = await openPosition(app, b, { type: 1, cont: '0.1', forex_id: EURUSD });
    before = await books();
    expect(before.a).toEqual({ available: '9780.94', locked: '219.00' });
    expect(before.b).toEqual({ available: '9889.98', locked: '110.00' });
  });

  it('refuses every bad parameter of submit', async () => {
    const market = { type: 1, cont: '0.1', forex_id: EURUSD, status: 1, multiple: 100 };
    const pending = { ...market, status: 0, target_price: '1.09000' };
    for (const field of ['type', 'cont', 'forex_id', 'status', 'multiple'])
      await expectRefused(a, 'submit', { ...market, [field]: undefined }, 1001, field);
    for (const value of MALFORMED) {
      for (const field of ['type', 'cont', 'status', 'stop_loss_price', 'target_profit_price'])
        await expectRefused(a, 'submit', { ...market, [field]: value }, 1001, field);
      await expectRefused(a, 'submit', { ...pending, target_price: value }, 1001, 'target_price');
    }
    for (const value of NOT_WHOLE) {
      for (const field of ['forex_id', 'multiple']) await expectRefused(a, 'submit', { ...market, [field]: value }, 1001, field);
    }
    for (const value of ['0', '3', '-1', '1.5', '1 2']) await expectRefused(a, 'submit', { ...market, type: value }, 1001, 'type');
    for (const value of ['2', '3', '1.0']) await expectRefused(a, 'submit', { ...market, status: value }, 1001, 'status');
    // An instrument that is not listed; a multiple the instrument does not offer.
    for (const value of ['99', '999999999999999']) await expectRefused(a, 'submit', { ...market, forex_id: value }, 1004);
    for (const value of ['1', '3', '1000', '999999999999999']) await expectRefused(a, 'submit', { ...market, multiple: value }, 3003);
    // Lots: below the minimum (0.01), off the step (0.01), above the maximum (0.01 x 10000 = 100).
    for (const value of ['0', '0.0', '0.001', '0.0000000001']) await expectRefused(a, 'submit', { ...market, cont: value }, 3004);
    for (const value of ['0.015', '1.001', '0.1000000001']) await expectRefused(a, 'submit', { ...market, cont: value }, 3004);
    for (const value of ['100.01', '101', '999999999999', '999999999999.99'])
      await expectRefused(a, 'submit', { ...market, cont: value }, 3004);
    // Price levels on the wrong side (a buy at 1.10000: stop below, target above), and pending prices.
    for (const value of ['1.10000', '1.2', '999999999999.9999999999'])
      await expectRefused(a, 'submit', { ...market, stop_loss_price: value }, 3005);
    for (const value of ['1.10000', '1.0', '0.0000000001'])
      await expectRefused(a, 'submit', { ...market, target_profit_price: value }, 3005);
    for (const value of ['1.0', '0.0000000001']) await expectRefused(a, 'submit', { ...market, type: 2, stop_loss_price: value }, 3005);
    for (const value of ['0', '0.000000', '0.000001', '0.000004', '1.10000', '1.100001'])
      await expectRefused(a, 'submit', { ...pending, target_price: value }, 3005);
    await expectRefused(a, 'submit', { ...pending, stop_loss_price: '1.09500' }, 3005);
    // A price so far away that its margin is more than the account holds.
    await expectRefused(a, 'submit', { ...pending, target_price: '999999999999.9999999999' }, 3006);
    // Repeated and bracketed parameters.
    await expectRefused(a, 'submit', 'type=1&cont=0.1&cont=0.2&forex_id=1&status=1&multiple=100', 1001, 'cont');
    await expectRefused(a, 'submit', 'type=1&cont=0.1&forex_id[]=1&status=1&multiple=100', 1001, 'forex_id');
    await expectRefused(a, 'submit', 'type=1&cont[a]=0.1&forex_id=1&status=1&multiple=100', 1001, 'cont');
    expect(problems).toEqual([]);
  });

  it('refuses every bad id of close and cancel_trade', async () => {
    for (const path of ['close', 'cancel_trade'] as const) {
      await expectRefused(a, path, {}, 1001, 'id');
      for (const value of NOT_WHOLE) await expectRefused(a, path, { id: value }, 1001, 'id');
      for (const value of ['999999999', '999999999999999']) await expectRefused(a, path, { id: value }, 1004);
      // Another user's order is not found, never forbidden.
      await expectRefused(a, path, { id: holdingB.Id }, 1004);
      await expectRefused(a, path, { id: closedA.Id }, 3007);
    }
    await expectRefused(a, 'close', { id: pendingA.Id }, 3007);
    await expectRefused(a, 'cancel_trade', { id: holdingA.Id }, 3007);
    await expectRefused(a, 'close', 'id=1&id=2', 1001, 'id');
    expect(problems).toEqual([]);
  });

  it('refuses every bad parameter of set_stop_price', async () => {
    const stops = { id: holdingA.Id, stop_loss_price: '1.09000', target_profit_price: '1.11000' };
    for (const field of ['id', 'stop_loss_price', 'target_profit_price'])
      await expectRefused(a, 'set_stop_price', { ...stops, [field]: undefined }, 1001, field);
    for (const value of NOT_WHOLE) await expectRefused(a, 'set_stop_price', { ...stops, id: value }, 1001, 'id');
    for (const value of MALFORMED) {
      for (const field of ['stop_loss_price', 'target_profit_price'])
        await expectRefused(a, 'set_stop_price', { ...stops, [field]: value }, 1001, field);
    }
    await expectRefused(a, 'set_stop_price', { ...stops, id: '999999999999999' }, 1004);
    await expectRefused(a, 'set_stop_price', { ...stops, id: holdingB.Id }, 1004);
    await expectRefused(a, 'set_stop_price', { ...stops, id: closedA.Id }, 3007);
    // Wrong sides: of the price now for the holding buy, of its own price (1.09000) for the pending buy.
    for (const value of ['1.10000', '1.2', '999999999999'])
      await expectRefused(a, 'set_stop_price', { ...stops, stop_loss_price: value }, 3005);
    for (const value of ['1.10000', '1.0', '0.00001'])
      await expectRefused(a, 'set_stop_price', { ...stops, target_profit_price: value }, 3005);
    await expectRefused(a, 'set_stop_price', { id: pendingA.Id, stop_loss_price: '1.09500', target_profit_price: '0' }, 3005);
    await expectRefused(a, 'set_stop_price', { id: pendingA.Id, stop_loss_price: '0', target_profit_price: '1.08000' }, 3005);
    // Below the instrument's precision a level would round to 0 ("none"): refused when its side is wrong.
    await expectRefused(a, 'set_stop_price', { ...stops, target_profit_price: '0.0000000001' }, 3005);
    expect(problems).toEqual([]);
  });

  it('refuses every bad parameter of my_deal, and answers an empty page past the end', async () => {
    await expectRefused(a, 'my_deal', {}, 1001, 'status');
    // status is one of 0, 1, 3 (read like submit's type and status: surrounding space trimmed).
    for (const value of [...MALFORMED, '2', '4', '1.5', '1.0', '01']) await expectRefused(a, 'my_deal', { status: value }, 1001, 'status');
    for (const value of NOT_WHOLE) await expectRefused(a, 'my_deal', { status: 1, page: value }, 1001, 'page');
    expect(problems).toEqual([]);
    const far = await trade<{ data: unknown[]; total: number }>(app, a, 'my_deal', { status: 1, page: '999999999999999' }, null);
    expect(far.code, far.msg).toBe(1);
    expect(far.data).toMatchObject({ data: [], total: 1 });
  });

  it('names the limits in its messages', async () => {
    const market = { type: 1, cont: '0.1', forex_id: EURUSD, status: 1, multiple: 100 };
    expect(await send(a, 'submit', { ...market, cont: '0.001' })).toMatchObject({ code: 3004, msg: 'The minimum is 0.01 lots' });
    expect(await send(a, 'submit', { ...market, cont: '0.015' })).toMatchObject({ code: 3004, msg: 'Lots must be a multiple of 0.01' });
    expect(await send(a, 'submit', { ...market, cont: '101' })).toMatchObject({ code: 3004, msg: 'The maximum is 100 lots per order' });
    expect(await send(a, 'submit', { ...market, multiple: 3 })).toMatchObject({
      code: 3003,
      msg: 'Leverage 3x is not offered for EUR/USD: choose one of 10x, 20x, 50x, 100x, 200x',
    });
    expect(await send(a, 'submit', { ...market, stop_loss_price: '1.2' })).toMatchObject({
      code: 3005,
      msg: 'The stop-loss must be below 1.10000',
    });
    expect(await send(a, 'submit', { ...market, type: 2, target_profit_price: '1.2' })).toMatchObject({
      code: 3005,
      msg: 'The take-profit must be below 1.10000',
    });
    const stops = { id: holdingA.Id, stop_loss_price: '0', target_profit_price: '1.0' };
    expect(await send(a, 'set_stop_price', stops)).toMatchObject({ code: 3005, msg: 'The take-profit must be above 1.10000' });
    expect(await send(a, 'close', { id: holdingB.Id })).toMatchObject({ code: 1004, msg: 'Not found' });
    expect(await send(a, 'submit', { ...market, cont: 'abc' })).toMatchObject({ code: 1001, msg: 'The value of cont is not valid' });
    expect(await send(a, 'submit', { ...market, cont: undefined })).toMatchObject({ code: 1001, msg: 'Please fill in cont' });
  });

  it('changed no balance, order or journal', async () => {
    expect(await books()).toEqual(before);
  });
});
