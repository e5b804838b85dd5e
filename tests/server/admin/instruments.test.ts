import { describe, expect, it } from 'vitest';
import type { AdminInstrument } from '../../../common/api/admin-config';
import type { AdminMicroOption } from '../../../common/api/admin-console';
import type { OperatorDecision } from '../../../common/api/admin-wallet';
import type { TradeItem } from '../../../common/api/market';
import type { MicroOptions } from '../../../common/api/micro';
import type { ForexOrder } from '../../../common/api/trade';
import { CODE } from '../../../common/envelope';
import { auth, call, expectLedgerBalanced } from '../helpers/access';
import { madeBeforeTests } from '../helpers/lifecycle';
import { microSubmit, placeMicro } from '../helpers/micro';
import { operatorWithRole } from '../helpers/operators';
import { changedTables, fingerprint } from '../helpers/snapshot';
import { appWithDemoTrader, EURUSD, openPosition, orders, pendingOrder, tick, trade } from '../helpers/trading';
import type { Page } from '../../../common/api/page';

// Instruments and option expiries as an operator configures them in the console, and what customers meet next:
// a fee rate that applies to the very next order, lot rules and leverage choices checked at once, a halt that
// refuses new orders (contract and option) and holds pending fills while closing stays open, an instrument taken
// off the list, an expiry taken off offer. Each change is in the audit log with before and after.
// EUR/USD: 100,000 units a lot, fee type 2 (margin x rate), seeded rate 0.0002.

const { app, trader } = appWithDemoTrader();
const desk = madeBeforeTests(async () => ({
  admin: await operatorWithRole(app, 'admin'),
  support: await operatorWithRole(app, 'support'),
}));

async function instrument(id: number): Promise<AdminInstrument> {
  const list = await call<AdminInstrument[]>(app, 'GET', '/admin/api/instruments', {}, auth(desk.support.token));
  expect(list.code, list.msg).toBe(1);
  const found = list.data.find((row) => row.id === id);
  if (!found) throw new Error(`instrument ${id} not listed`);
  return found;
}

async function saveInstrument(id: number, change: Partial<Record<keyof AdminInstrument, string>>) {
  const fields = { ...asForm(await instrument(id)), ...change };
  return call<AdminInstrument>(app, 'POST', '/admin/api/instruments/save', fields, auth(desk.admin.token));
}

/** A row as the console's form sends it back: switches as 1 and 0. */
function asForm(row: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]: [string, unknown]) => [
      key,
      typeof value === 'boolean' ? (value ? '1' : '0') : (value as string | number),
    ]),
  );
}

async function lastDecision(subject: string): Promise<OperatorDecision> {
  const page = await call<Page<OperatorDecision>>(app, 'GET', '/admin/api/audit', { subject, page: 1 }, auth(desk.admin.token));
  const [latest] = page.data.data;
  if (!latest) throw new Error(`no ${subject} decision`);
  return latest;
}

describe('an instrument configured in the console', () => {
  it('charges a changed fee rate on the next order, recorded before and after', async () => {
    await tick(app, EURUSD, '1.10000');
    const before = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD });
    // margin 0.1 x 100000 x 1.1 / 100 = 110.00; fee 110 x 0.0002 = 0.022 -> 0.02
    expect(before.TradeFee).toBe('0.02');

    const saved = await saveInstrument(EURUSD, { fee_rate: '0.001' });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.msg).toBe('Saved');
    expect(saved.data.fee_rate).toBe('0.001');

    const after = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD });
    // 110 x 0.001 = 0.11; the order opened before keeps the fee it paid.
    expect(after.TradeFee).toBe('0.11');
    const list = await call<TradeItem[]>(app, 'GET', '/v2/api/forex/trade_list', {});
    expect(list.data.find((item) => item.Id === EURUSD)?.ForexFeeRate).toBe('0.001');

    const decision = await lastDecision('instrument');
    expect(decision).toMatchObject({ subject_id: EURUSD, action: 'update', operator_id: desk.admin.id });
    expect(decision.before).toMatchObject({ fee_rate: '0.0002' });
    expect(decision.after).toMatchObject({ fee_rate: '0.001' });
    await expectLedgerBalanced(app.database.db);
  });

  it('checks lots and leverage against the new rules at once', async () => {
    const saved = await saveInstrument(EURUSD, { min_lots: '0.1', pip: '0.05', max_lots: '1', multiples: '50,10' });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data).toMatchObject({ min_lots: '0.1', pip: '0.05', max_lots: '1', multiples: '10,50' });

    const tooFew = await trade(app, trader, 'submit', { status: 1, type: 1, cont: '0.05', forex_id: EURUSD, multiple: 10 });
    expect(tooFew.code).toBe(CODE.BAD_LOTS);
    const tooMany = await trade(app, trader, 'submit', { status: 1, type: 1, cont: '1.05', forex_id: EURUSD, multiple: 10 });
    expect(tooMany.code).toBe(CODE.BAD_LOTS);
    const offStep = await trade(app, trader, 'submit', { status: 1, type: 1, cont: '0.12', forex_id: EURUSD, multiple: 10 });
    expect(offStep.code).toBe(CODE.BAD_LOTS);
    const oldLeverage = await trade(app, trader, 'submit', { status: 1, type: 1, cont: '0.1', forex_id: EURUSD, multiple: 100 });
    expect(oldLeverage.code).toBe(CODE.NO_MULTIPLE);
    const fits = await trade<ForexOrder>(app, trader, 'submit', { status: 1, type: 1, cont: '0.15', forex_id: EURUSD, multiple: 50 });
    expect(fits.code, fits.msg).toBe(1);

    const item = (await call<TradeItem[]>(app, 'GET', '/v2/api/forex/trade_list', {})).data.find((row) => row.Id === EURUSD);
    expect(item).toMatchObject({ ForexMinCont: '0.1', Pip: '0.05', ForexMaxCont: '1', HasForexMultiple: [{ Value: 10 }, { Value: 50 }] });
  });

  it('refuses lot rules that do not hold together, changing nothing', async () => {
    const before = await fingerprint(app.database.db);
    for (const change of [
      { min_lots: '0.12', pip: '0.05' },
      { max_lots: '0.05' },
      { max_lots: '1.01' },
      { multiples: '10,10' },
      { multiples: '' },
      { fee_rate: '1' },
      { fee_rate: '-0.1' },
    ]) {
      const refused = await saveInstrument(EURUSD, change);
      expect(refused.code, JSON.stringify(change)).toBe(CODE.BAD_INPUT);
    }
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
  });

  it('halts: new orders and options refused with a clear message, pending orders wait, closing stays open', async () => {
    await saveInstrument(EURUSD, { min_lots: '0.01', pip: '0.01', max_lots: '', multiples: '10,20,50,100,200' });
    const pending = await pendingOrder(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, target_price: '1.09800' });
    const halted = await saveInstrument(EURUSD, { halted: '1' });
    expect(halted.data.halted).toBe(true);
    expect((await lastDecision('instrument')).action).toBe('halt');

    const refused = await trade(app, trader, 'submit', { status: 1, type: 1, cont: '0.1', forex_id: EURUSD, multiple: 100 });
    expect(refused.code).toBe(CODE.INSTRUMENT_HALTED);
    expect(refused.msg).toBe('Trading in EUR/USD is halted. Open positions can still be closed.');
    const inChinese = await app.http.inject({
      method: 'GET',
      url: `/v2/api/forex/submit?status=1&type=1&cont=0.1&forex_id=${EURUSD}&multiple=100`,
      headers: { lang: 'hk', authorization: trader.token, 'idempotency-key': 'halt-hk-1' },
    });
    expect(inChinese.json<{ code: number; msg: string }>()).toMatchObject({ code: CODE.INSTRUMENT_HALTED });
    expect(inChinese.json<{ msg: string }>().msg).toContain('EUR/USD');
    expect(inChinese.json<{ msg: string }>().msg).not.toContain('halted');
    const option = await microSubmit(app, trader, { forex_id: EURUSD, type: 1, number: '100', seconds: 60 });
    expect(option.code).toBe(CODE.INSTRUMENT_HALTED);

    // The price reaches the pending order's level during the halt: it waits.
    app.clock.advance(250);
    await tick(app, EURUSD, '1.09750');
    expect((await orders(app, trader, 0)).data.map((order) => order.Id)).toContain(pending.Id);

    // A position is closed during the halt at the fresh price.
    const [holding] = (await orders(app, trader, 1)).data;
    const closed = await trade<ForexOrder>(app, trader, 'close', { id: holding!.Id });
    expect(closed.code, closed.msg).toBe(1);
    // Cancelling a pending order is closing too.
    const resumed = await saveInstrument(EURUSD, { halted: '0' });
    expect(resumed.data.halted).toBe(false);
    expect((await lastDecision('instrument')).action).toBe('resume');
    // After the halt, the next tick at the level fills the waiting order.
    app.clock.advance(250);
    await tick(app, EURUSD, '1.09760');
    expect((await orders(app, trader, 1)).data.find((order) => order.Id === pending.Id)).toMatchObject({
      Status: 1,
      OriginPrice: '1.09760',
    });
    await expectLedgerBalanced(app.database.db);
  });

  it("taken off the list: gone from the customers' lists and closed to new orders", async () => {
    const off = await saveInstrument(EURUSD, { listed: '0' });
    expect(off.data.listed).toBe(false);
    const list = await call<TradeItem[]>(app, 'GET', '/v2/api/forex/trade_list', {});
    expect(list.data.map((item) => item.Id)).not.toContain(EURUSD);
    const refused = await trade(app, trader, 'submit', { status: 1, type: 1, cont: '0.1', forex_id: EURUSD, multiple: 100 });
    expect(refused.code).toBe(CODE.INSTRUMENT_HALTED);
    // Its open positions are still valued and closed.
    const [holding] = (await orders(app, trader, 1)).data;
    const closed = await trade<ForexOrder>(app, trader, 'close', { id: holding!.Id });
    expect(closed.code, closed.msg).toBe(1);
    await saveInstrument(EURUSD, { listed: '1' });
    expect((await call<TradeItem[]>(app, 'GET', '/v2/api/forex/trade_list', {})).data.map((item) => item.Id)).toContain(EURUSD);
    expect(await instrument(EURUSD)).toMatchObject({ listed: true, halted: false });
  });

  it('is changed by admins only: a support operator is refused and nothing changes', async () => {
    const before = await fingerprint(app.database.db);
    const current = await instrument(EURUSD);
    const refused = await call(app, 'POST', '/admin/api/instruments/save', { ...asForm(current), halted: '1' }, auth(desk.support.token));
    expect(refused.code).toBe(CODE.ROLE_FORBIDDEN);
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
  });
});

describe('an option expiry taken off offer', () => {
  it("leaves the PWA's choices and is refused at submit; turned on again it is offered", async () => {
    const options = await call<AdminMicroOption[]>(app, 'GET', '/admin/api/micro/options', {}, auth(desk.admin.token));
    const sixty = options.data.find((option) => option.seconds === 60)!;
    expect(sixty.enabled).toBe(true);
    const off = await call<AdminMicroOption>(
      app,
      'POST',
      '/admin/api/micro/options/save',
      { ...asForm(sixty), enabled: '0' },
      auth(desk.admin.token),
    );
    expect(off.code, off.msg).toBe(1);
    expect(off.data.enabled).toBe(false);
    expect((await lastDecision('micro_option')).after).toMatchObject({ seconds: 60, enabled: false });

    const offered = await call<MicroOptions>(app, 'GET', '/v2/api/micro/get_seconds', {});
    expect(offered.data.sec.map((option) => option.Seconds)).not.toContain(60);
    app.clock.advance(250);
    await tick(app, EURUSD, '1.10000');
    const refused = await microSubmit(app, trader, { forex_id: EURUSD, type: 1, number: '100', seconds: 60 });
    expect(refused.code).toBe(CODE.MICRO_OPTION_UNKNOWN);

    await call(app, 'POST', '/admin/api/micro/options/save', { ...asForm(sixty), enabled: '1' }, auth(desk.admin.token));
    expect((await call<MicroOptions>(app, 'GET', '/v2/api/micro/get_seconds', {})).data.sec.map((option) => option.Seconds)).toContain(60);
    await placeMicro(app, trader, { forex_id: EURUSD, type: 1, number: '100', seconds: 60 });
  });
});
