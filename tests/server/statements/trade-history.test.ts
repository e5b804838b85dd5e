import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { CODE } from '../../../common/envelope';
import { STATEMENTS_PER_MINUTE } from '../../../server/http/routes/statement';
import { statementPeriod } from '../../../server/statements/period';
import { tradeEvents, type TradeEvent } from '../../../server/statements/trade-history-rows';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { placeMicro } from '../helpers/micro';
import { demoTrader, EURUSD, openPosition, tick, trade, type Trader } from '../helpers/trading';

// The trade history as CSV (issue 39), parsed back by a maintained CSV parser: one header row, then every fill, partial
// close and close of the customer's contract orders and every option placed and settled in the period, each with its
// deciding tick, and figures that are the orders' own and add up to what the ledger booked. The period is checked
// first, as the account statement's.
//
// On 2026-01-05 (the test clock's first day), EUR/USD at 1.10000: a buy of 0.3 lots and a sell of 0.1 lots; at
// 1.10100 0.1 of the buy is closed by hand; at 1.10200 the rest of the buy and the sell are closed; an option of 60 s
// up is placed at 1.10200 and settles on the first tick after its expiry, at 1.10300 (a win).

const app = appForTests();

interface World {
  trader: Trader;
  buy: number;
  sell: number;
  option: number;
}

const step = async (price: string, ms = 1_000) => {
  app.clock.advance(ms);
  await tick(app, EURUSD, price);
};

const world = madeBeforeTests<World>(async () => {
  const trader = await demoTrader(app);
  await tick(app, EURUSD, '1.10000');
  const buy = (await openPosition(app, trader, { type: 1, cont: '0.3', forex_id: EURUSD })).Id;
  const sell = (await openPosition(app, trader, { type: 2, cont: '0.1', forex_id: EURUSD })).Id;
  await step('1.10100');
  const part = await trade<ForexOrder>(app, trader, 'close', { id: buy, lots: '0.1' });
  expect(part.code, part.msg).toBe(1);
  await step('1.10200');
  for (const id of [buy, sell]) {
    const closed = await trade<ForexOrder>(app, trader, 'close', { id });
    expect(closed.code, closed.msg).toBe(1);
  }
  const option = (await placeMicro(app, trader, { forex_id: EURUSD, type: 1, number: '100', seconds: 60 })).Id;
  await step('1.10300', 61_000);
  return { trader, buy, sell, option };
}, 'the trades');

const rowsOf = (body: string): string[][] => parse(body, { bom: true });

async function history(params: Record<string, string>, lang = 'en') {
  const query = new URLSearchParams(params).toString();
  const response = await app.http.inject({
    method: 'GET',
    url: `/api/statement/trades${query ? `?${query}` : ''}`,
    headers: { ...auth(world.trader.token), lang },
  });
  expect(response.statusCode).toBeLessThan(500);
  return response;
}

const COLUMNS = [
  'Time (UTC)',
  'Product',
  'Order',
  'Event',
  'Instrument',
  'Direction',
  'Lots',
  'Stake',
  'Deciding tick price',
  'Deciding tick number',
  'Reason',
  'Expiry (UTC)',
  'Margin held or released',
  'Fee',
  'Realised result',
  'Currency',
];

const DAY = { from: '2026-01-05', to: '2026-01-05', format: 'csv' };

describe('the trade history', () => {
  it('lists every fill, partial close, close and option with its deciding tick, as a file', async () => {
    const response = await history(DAY);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="trade history 2026-01-05 to 2026-01-05.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);
    const rows = rowsOf(response.body);
    expect(rows[0]).toEqual(COLUMNS);
    // A demo account's history says so first.
    expect(rows[1]![3]).toBe('Demo account: these are practice balances, not real money');
    const { buy, sell, option } = world;
    const events = rows.slice(2).map((row) => [row[1], row[2], row[3], row[5], row[6], row[7], row[8], row[10]]);
    expect(events).toEqual([
      ['Contract', String(buy), 'Opened', 'Buy', '0.3', '', '1.10000', 'Market order'],
      ['Contract', String(sell), 'Opened', 'Sell', '0.1', '', '1.10000', 'Market order'],
      ['Contract', String(buy), 'Partly closed', 'Buy', '0.1', '', '1.10100', 'Closed by you'],
      ['Contract', String(buy), 'Closed', 'Buy', '0.2', '', '1.10200', 'Closed by you'],
      ['Contract', String(sell), 'Closed', 'Sell', '0.1', '', '1.10200', 'Closed by you'],
      ['Option', String(option), 'Placed', 'Up', '', '100.00', '1.10200', ''],
      ['Option', String(option), 'Settled', 'Up', '', '100.00', '1.10300', 'Expiry'],
    ]);
    for (const row of rows.slice(2)) {
      expect(row[0]).toMatch(/^2026-01-05T\d{2}:\d{2}:\d{2}Z$/);
      expect(row[4]).not.toBe('');
      expect(row[9]).toMatch(/^\d+$/);
      expect(row[15]).toBe('USD');
    }
  });

  it('states each order’s figures as the orders and the ledger hold them', async () => {
    const rows = rowsOf((await history(DAY)).body).slice(2);
    const db = app.database.db;
    const { buy, sell, option, trader } = world;
    const of = (id: number, event: string) => rows.find((row) => row[2] === String(id) && row[3] === event)!;
    const [order] = await db.query<{ fee: string; realised_pnl: string; close_seq: string; open_seq: string }>(
      'SELECT fee, realised_pnl, close_seq::text, open_seq::text FROM contract_orders WHERE id = $1',
      [buy],
    );
    const [part] = await db.query<{ margin: string; realised_pnl: string; seq: string }>(
      'SELECT margin, realised_pnl, seq::text FROM contract_partial_closes WHERE order_id = $1',
      [buy],
    );
    const opened = of(buy, 'Opened');
    const partly = of(buy, 'Partly closed');
    const closed = of(buy, 'Closed');
    // The fee once, at the open; the margin held at the open is what the part and the close released.
    expect(opened[13]).toBe(order!.fee);
    expect([partly[13], closed[13]]).toEqual(['', '']);
    expect(Number(partly[12]) + Number(closed[12])).toBeCloseTo(Number(opened[12]), 10);
    expect(partly[12]).toBe(part!.margin);
    // The part's result and the close's add up to the order's, cent for cent.
    expect(partly[14]).toBe(part!.realised_pnl);
    expect((BigInt(partly[14]!.replace('.', '')) + BigInt(closed[14]!.replace('.', ''))).toString()).toBe(
      order!.realised_pnl.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'),
    );
    expect([opened[9], partly[9], closed[9]]).toEqual([order!.open_seq, part!.seq, order!.close_seq]);
    const [micro] = await db.query<{ fact_profits: string; expires_at: string }>(
      'SELECT fact_profits, expires_at::text FROM micro_orders WHERE id = $1',
      [option],
    );
    expect(of(option, 'Settled')[14]).toBe(micro!.fact_profits);
    expect(of(option, 'Placed')[11]).toBe(`${new Date(Number(micro!.expires_at)).toISOString().slice(0, 19)}Z`);
    expect(of(sell, 'Closed')[14]).not.toBe('');
    // Every realised result listed is what the ledger booked for the settlements, in total.
    const [booked] = await db.query<{ total: string }>(
      `SELECT sum(p.amount)::text AS total FROM postings p JOIN journals j ON j.id = p.journal_id
       JOIN ledger_accounts a ON a.id = p.account_id
       WHERE a.user_id = $1 AND j.cause IN ('trade_pnl', 'option_settlement')`,
      [trader.userId],
    );
    const listed = rows.reduce((sum, row) => sum + BigInt((row[14] || '0.00').replace('.', '')), 0n);
    expect(listed).toBe(BigInt(booked!.total.replace('.', '')));
  });

  it('reads the same events in small batches as in one, each once and in order', async () => {
    const period = statementPeriod({ from: '2026-01-05', to: '2026-01-05' }, app.clock.now(), Date.UTC(2026, 0, 5));
    const read = async (batch?: number) => {
      const events: TradeEvent[] = [];
      for await (const got of tradeEvents(app.database.db, world.trader.userId, period, batch)) events.push(...got);
      return events;
    };
    const whole = await read();
    expect(whole).toHaveLength(7);
    expect(await read(2)).toEqual(whole);
    expect(await read(1)).toEqual(whole);
  });

  it('is written in the reader’s language, and keeps to its period', async () => {
    const rows = rowsOf((await history(DAY, 'hk')).body);
    expect(rows[0]![0]).not.toBe('Time (UTC)');
    app.clock.set(Date.UTC(2026, 0, 7, 9, 0, 0));
    const later = rowsOf((await history({ from: '2026-01-06', to: '2026-01-07' })).body);
    expect(later.slice(2)).toEqual([]);
  });

  it('comes as a PDF too, whose digest Meridian recorded as a trade history of the period', async () => {
    const response = await history({ ...DAY, format: 'pdf' });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="trade history 2026-01-05 to 2026-01-05.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [recorded] = await app.database.db.query<{ digest: string }>(
      "SELECT digest FROM statement_documents WHERE user_id = $1 AND kind = 'trades'",
      [world.trader.userId],
    );
    const checked = await call(app, 'GET', '/api/statement/verify', { digest: recorded!.digest });
    expect(checked.data).toEqual({ issued: true, kind: 'trades', from: '2026-01-05', to: '2026-01-05' });
  });

  it('refuses a period that cannot be had, and a format it does not write, in words', async () => {
    app.clock.set(Date.UTC(2026, 0, 7, 9, 0, 0));
    const refused = async (params: Record<string, string>) => (await history(params)).json<{ code: number; msg: string }>();
    expect(await refused({ from: '2026-01-06', to: '2026-01-05' })).toEqual({
      code: CODE.STATEMENT_PERIOD,
      msg: 'The period ends before it starts: choose an end on or after its start',
      data: null,
    });
    expect((await refused({ from: '2025-01-01', to: '2026-01-05' })).msg).toBe(
      'A statement covers up to a year: choose a period of 366 days or fewer',
    );
    expect((await refused({ from: '2026-01-05', to: '2026-01-08' })).msg).toBe(
      'The period ends after today (2026-01-07): choose an end no later than today',
    );
    expect((await refused({ from: '2025-12-01', to: '2025-12-31' })).msg).toBe(
      'Your account was opened on 2026-01-05: choose a period that ends on or after that day',
    );
    expect(await refused({ ...DAY, format: 'xls' })).toMatchObject({ code: CODE.BAD_INPUT, msg: 'The value of format is not valid' });
    expect((await refused({ from: '2026-02-30' })).code).toBe(CODE.BAD_INPUT);
  });

  it('is the caller’s own, and asks for a session', async () => {
    const other = await demoTrader(app);
    const url = '/api/statement/trades?from=2026-01-05&to=2026-01-07';
    const theirs = rowsOf((await app.http.inject({ method: 'GET', url, headers: auth(other.token) })).body);
    expect(theirs.slice(2)).toEqual([]);
    expect((await call(app, 'GET', '/api/statement/trades', {})).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it(`answers 429 past ${String(STATEMENTS_PER_MINUTE)} a minute from one session`, async () => {
    const busy = await demoTrader(app);
    const url = '/api/statement/trades?from=2026-01-07&to=2026-01-07';
    const statuses: number[] = [];
    for (let index = 0; index <= STATEMENTS_PER_MINUTE; index += 1) {
      statuses.push((await app.http.inject({ method: 'GET', url, headers: auth(busy.token) })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(STATEMENTS_PER_MINUTE).fill(200), 429]);
  });
});
