import { beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { expectLedgerBalanced } from '../helpers/access';
import { appWithDemoTrader, BTCUSDT, contractAccount, EURUSD, orders, tick, trade, USDJPY } from '../helpers/trading';

// A submit answers with the order it placed without reading the row back (server/contract/placement.ts
// builds it from what it wrote): the answer must be the order exactly as the database holds it, which my_deal reads
// from there, for every kind of order: market and pending, either side, with and without stops, on instruments of
// other precisions and fees.

const SUBMITS: Record<string, string | number>[] = [
  { forex_id: EURUSD, type: 1, status: 1, cont: '0.1', multiple: 100 },
  { forex_id: EURUSD, type: 2, status: 1, cont: '0.37', multiple: 50, stop_loss_price: '1.12', target_profit_price: '1.05' },
  {
    forex_id: EURUSD,
    type: 1,
    status: 0,
    cont: '1',
    multiple: 200,
    target_price: '1.09871',
    stop_loss_price: '1.09',
    target_profit_price: '1.2',
  },
  { forex_id: EURUSD, type: 2, status: 0, cont: '0.05', multiple: 10, target_price: '1.11' },
  { forex_id: USDJPY, type: 1, status: 1, cont: '0.2', multiple: 100, stop_loss_price: '150.1234', target_profit_price: '152' },
  { forex_id: BTCUSDT, type: 2, status: 1, cont: '0.03', multiple: 5, target_profit_price: '65000.5' },
  { forex_id: BTCUSDT, type: 1, status: 0, cont: '0.01', multiple: 20, target_price: '66000.25' },
];

describe('the answer of a submit', () => {
  const { app, trader } = appWithDemoTrader();

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
    await tick(app, USDJPY, '151.200');
    await tick(app, BTCUSDT, '67000.00');
  });

  it('is the order as stored, for every kind of order', async () => {
    for (const params of SUBMITS) {
      const placed = await trade<ForexOrder>(app, trader, 'submit', params);
      expect(placed.code, placed.msg).toBe(1);
      const listed = (await orders(app, trader, params.status === 1 ? 1 : 0)).data.find((order) => order.Id === placed.data.Id);
      expect(placed.data, JSON.stringify(params)).toEqual(listed);
    }
    const { data: holding } = await orders(app, trader, 1);
    const { data: pending } = await orders(app, trader, 0);
    const held = [...holding, ...pending].reduce((sum, order) => sum + Number(order.CautionMoney) * 100, 0);
    expect(Number((await contractAccount(app, trader)).locked) * 100).toBeCloseTo(held, 6);
    await expectLedgerBalanced(app.database.db);
  });
});
