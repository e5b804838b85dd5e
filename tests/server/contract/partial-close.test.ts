import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstrument } from '../../../common/api/admin-config';
import type { ForexOrder } from '../../../common/api/trade';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { changedTables, fingerprint } from '../helpers/snapshot';
import { appWithDemoTrader, auditContract, demoTrader, EURUSD, lastSeq, openPosition, orders, tick, trade } from '../helpers/trading';

// Closing part of a position (issue 35). EUR/USD: 100,000 units a lot, leverage 100, fee type 2 (margin x 0.0002).
//   Buy 0.3 lots at 1.10012: margin 0.3 x 100000 x 1.10012 / 100 = 330.036 -> 330.04, fee 0.066 -> 0.07.
//   Account 10000.00 -> available 9669.89, locked 330.04.
//   Part 1, 0.1 lots at 1.10112: +0.001 x 10000 = +10.00; margin round(330.04 / 3) = 110.01 (220.03 left);
//     fee share round(0.07 / 3) = 0.02 (0.05 left). Available 9669.89 + 110.01 + 10.00 = 9789.90, locked 220.03.
//   Part 2, 0.1 of the 0.2 lots at 1.09912: -10.00; margin round(220.03 / 2 = 110.015) = 110.02 (110.01 left);
//     fee share round(0.05 / 2 = 0.025) = 0.03 (0.02 left). Available 9789.90 + 110.02 - 10.00 = 9889.92.
//   Final close of the 0.1 left at 1.10212: +20.00, margin 110.01. Available 10019.93, locked 0.00.
//   Realised 10.00 - 10.00 + 20.00 = 20.00; net 20.00 - 0.07 = 19.93 = 9.98 - 10.03 + 19.98 (each part net of its
//   fee share, the final close of the 0.02 left). 10000 + 20.00 - 0.07 = 10019.93.

function closeLots(app: Parameters<typeof trade>[0], trader: Parameters<typeof trade>[1], id: number, lots: string, more = {}) {
  return trade<ForexOrder>(app, trader, 'close', { id, lots, ...more });
}

describe('a position closed in parts', () => {
  const { app, trader } = appWithDemoTrader();
  let order: ForexOrder;

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10012');
    order = await openPosition(app, trader, { type: 1, cont: '0.3', forex_id: EURUSD });
  });

  it('opens as the figures say', async () => {
    expect(order).toMatchObject({ CautionMoney: '330.04', TradeFee: '0.07', Quantity: '0.3', OpenedQuantity: '0.3', PartialCloses: [] });
    expect(await auditContract(app, trader)).toEqual({ available: '9669.89', locked: '330.04' });
  });

  it('closes a first part pro rata, to the cent, in one journal, the order keeping its id', async () => {
    app.clock.advance(1_000);
    await tick(app, EURUSD, '1.10112');
    const part = await closeLots(app, trader, order.Id, '0.1', { seen_price: '1.10110' });
    expect(part.code, part.msg).toBe(1);
    expect(part.msg).toBe('0.1 lots closed, 0.2 lots still open');
    expect(part.data).toMatchObject({
      Id: order.Id,
      Status: 1,
      Quantity: '0.2',
      OpenedQuantity: '0.3',
      CautionMoney: '220.03',
      TradeFee: '0.07',
      CloseTick: null,
      // The 0.2 lots still open, valued at the price now: +0.001 x 20000.
      FactProfits: '20.00',
    });
    expect(part.data.PartialCloses).toEqual([
      {
        Id: expect.any(Number),
        Quantity: '0.1',
        Tick: { Seq: lastSeq(app), Time: app.clock.now(), Price: '1.10112' },
        SeenPrice: '1.10110',
        // Closed 0.00002 above what was seen, on a buy: 0.00002 x 10000 = 0.20 in the user's favour.
        Slippage: { Price: '0.00002', Money: '0.20' },
        CautionMoney: '110.01',
        TradeFee: '0.02',
        FactProfits: '10.00',
        NetProfits: '9.98',
      },
    ]);
    expect(await auditContract(app, trader)).toEqual({ available: '9789.90', locked: '220.03' });
    const journals = await app.database.db.query<{ cause: string; total: string }>(
      `SELECT j.cause, sum(p.amount)::text AS total FROM journals j JOIN postings p ON p.journal_id = j.id
       WHERE j.memo = $1 GROUP BY j.id, j.cause`,
      [`order ${order.Id} part`],
    );
    expect(journals).toEqual([{ cause: 'trade_pnl', total: '0.00' }]);
  });

  it('keeps the order in the book with its lots: the list values the lots still open and shows the part', async () => {
    const { data, total } = await orders(app, trader, 1);
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({ Id: order.Id, Quantity: '0.2', FactProfits: '20.00', CautionMoney: '220.03' });
    expect(data[0]!.PartialCloses).toHaveLength(1);
  });

  it('lists the part in the answer to a change of its stops too', async () => {
    const changed = await trade<ForexOrder>(app, trader, 'set_stop_price', {
      id: order.Id,
      stop_loss_price: '1.09000',
      target_profit_price: '0',
    });
    expect(changed.code, changed.msg).toBe(1);
    expect(changed.data).toMatchObject({ Id: order.Id, Quantity: '0.2', OpenedQuantity: '0.3', TargetLossPrice: '1.09000' });
    expect(changed.data.PartialCloses.map((part) => part.Quantity)).toEqual(['0.1']);
    // Back as it was, so the figures below are unchanged.
    await trade(app, trader, 'set_stop_price', { id: order.Id, stop_loss_price: '0', target_profit_price: '0' });
  });

  it('closes a second part at a loss, taking the rounding cent of the margin and fee as they come', async () => {
    app.clock.advance(1_000);
    await tick(app, EURUSD, '1.09912');
    const part = await closeLots(app, trader, order.Id, '0.1');
    expect(part.code, part.msg).toBe(1);
    expect(part.data).toMatchObject({ Quantity: '0.1', CautionMoney: '110.01', Status: 1 });
    expect(part.data.PartialCloses[1]).toMatchObject({
      Quantity: '0.1',
      Tick: { Seq: lastSeq(app), Time: app.clock.now(), Price: '1.09912' },
      SeenPrice: null,
      Slippage: null,
      CautionMoney: '110.02',
      TradeFee: '0.03',
      FactProfits: '-10.00',
      NetProfits: '-10.03',
    });
    expect(await auditContract(app, trader)).toEqual({ available: '9889.92', locked: '110.01' });
  });

  it('refuses a part leaving nothing open but not the whole, more lots than open, or off the lot step, changing nothing', async () => {
    const before = await fingerprint(app.database.db);
    const tooMany = await closeLots(app, trader, order.Id, '0.2');
    expect(tooMany.code).toBe(CODE.BAD_CLOSE_LOTS);
    expect(tooMany.msg).toBe('Only 0.1 lots are open');
    const offStep = await closeLots(app, trader, order.Id, '0.005');
    expect(offStep.code).toBe(CODE.BAD_CLOSE_LOTS);
    expect(offStep.msg).toBe('Lots must be a multiple of 0.01');
    const none = await closeLots(app, trader, order.Id, '0');
    expect(none.code).toBe(CODE.BAD_CLOSE_LOTS);
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
  });

  it("answers someone else's order as not found, changing nothing", async () => {
    const other = await demoTrader(app);
    const before = await fingerprint(app.database.db);
    const refused = await closeLots(app, other, order.Id, '0.05');
    expect(refused.code).toBe(1004);
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
  });

  it('closes what is left as the plain close: realised adds up every part, net of the whole fee', async () => {
    app.clock.advance(1_000);
    await tick(app, EURUSD, '1.10212');
    const closed = await closeLots(app, trader, order.Id, '0.1');
    expect(closed.code, closed.msg).toBe(1);
    expect(closed.msg).toBe('Position closed');
    expect(closed.data).toMatchObject({
      Status: 3,
      Quantity: '0.1',
      OpenedQuantity: '0.3',
      Price: '1.10212',
      CloseReason: 'manual',
      FactProfits: '20.00',
      NetProfits: '19.93',
      CautionMoney: '110.01',
      TradeFee: '0.07',
    });
    expect(closed.data.CloseTick).toEqual({ Seq: lastSeq(app), Time: app.clock.now(), Price: '1.10212' });
    expect(await auditContract(app, trader)).toEqual({ available: '10019.93', locked: '0.00' });
    const history = await orders(app, trader, 3);
    expect(history.data[0]).toMatchObject({ Id: order.Id, FactProfits: '20.00', NetProfits: '19.93' });
    expect(history.data[0]!.PartialCloses.map((part) => [part.Quantity, part.Tick.Price, part.NetProfits])).toEqual([
      ['0.1', '1.10112', '9.98'],
      ['0.1', '1.09912', '-10.03'],
    ]);
    expect(history.all_fact_profits).toBe('20.00');
    expect(history.all_net_profits).toBe('19.93');
  });

  it('refuses a part of a closed order', async () => {
    const again = await closeLots(app, trader, order.Id, '0.05');
    expect(again.code).toBe(CODE.ORDER_STATE);
  });
});

describe('a part that would leave less than the minimum open', () => {
  const { app, trader } = appWithDemoTrader();
  const admin = madeBeforeTests(() => operatorWithRole(app, 'admin'), 'an admin');

  beforeAll(async () => {
    const list = await call<AdminInstrument[]>(app, 'GET', '/admin/api/instruments', {}, auth(admin.token));
    const row = list.data.find((instrument) => instrument.id === EURUSD)!;
    const form = Object.fromEntries(
      Object.entries(row).map(([key, value]: [string, unknown]) => [key, typeof value === 'boolean' ? (value ? '1' : '0') : value]),
    ) as Record<string, string | number>;
    const saved = await call(app, 'POST', '/admin/api/instruments/save', { ...form, min_lots: '0.1', pip: '0.05' }, auth(admin.token));
    expect(saved.code, saved.msg).toBe(1);
    await tick(app, EURUSD, '1.10000');
  });

  it('is refused with the most that may close; a part leaving the minimum closes', async () => {
    const order = await openPosition(app, trader, { type: 1, cont: '0.3', forex_id: EURUSD });
    const before = await fingerprint(app.database.db);
    const tooFew = await closeLots(app, trader, order.Id, '0.25');
    expect(tooFew.code).toBe(CODE.BAD_CLOSE_LOTS);
    expect(tooFew.msg).toBe('At least 0.1 lots must stay open: close 0.2 lots at most, or the whole position');
    const offStep = await closeLots(app, trader, order.Id, '0.12');
    expect(offStep.code).toBe(CODE.BAD_CLOSE_LOTS);
    expect(offStep.msg).toBe('Lots must be a multiple of 0.05');
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
    const part = await closeLots(app, trader, order.Id, '0.2');
    expect(part.code, part.msg).toBe(1);
    expect(part.data).toMatchObject({ Quantity: '0.1', OpenedQuantity: '0.3', Status: 1 });
    await auditContract(app, trader);
  });
});
