import { beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoTrader, auditContract, EURUSD, openPosition, orders, tick, trade } from '../helpers/trading';

// A submit whose margin plus fee exceeds the free margin is refused (3006) with both figures, and nothing changes.
// EUR/USD at 1.10000, 100,000 units a lot, leverage 100, fee type 2 (margin x 0.0002):
//   10 lots: margin 10 x 100000 x 1.1 / 100 = 11000.00, fee 2.20: needs 11002.20, 10000.00 free: refused
//   9 lots: margin 9900.00, fee 1.98: accepted; 10000.00 - 9901.98 = 98.02 free, 9900.00 locked
//   0.1 lots: margin 110.00, fee 0.02: needs 110.02, 98.02 free: refused
//   pending 0.09 lots at 1.09000: margin 0.09 x 100000 x 1.09 / 100 = 98.10, fee 0.01962 -> 0.02: needs 98.12: refused
//   0.08 lots: margin 88.00, fee 0.0176 -> 0.02: needs 88.02 <= 98.02: accepted; 10.00 free, 9988.00 locked

describe('a submit without enough free margin', () => {
  const { app, trader } = appWithDemoTrader();

  const journals = async () => {
    const [row] = await app.database.db.query<{ n: string }>('SELECT count(*) AS n FROM journals WHERE user_id = $1', [trader.userId]);
    return Number(row?.n);
  };
  const submit = (params: Record<string, string | number>) =>
    trade(app, trader, 'submit', { status: 1, multiple: 100, forex_id: EURUSD, type: 1, ...params });

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
  });

  it('is refused with what it needs and what is free, and changes nothing', async () => {
    const before = await journals();
    const refused = await submit({ cont: '10' });
    expect(refused).toEqual({
      code: 3006,
      msg: 'The margin needed, 11,002.20 USD with the fee, is more than the free margin, 10,000.00 USD',
      data: null,
    });
    expect(await journals()).toBe(before);
    expect((await orders(app, trader, 1)).total).toBe(0);
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
  });

  it('counts the margin already in use', async () => {
    await openPosition(app, trader, { type: 1, cont: '9', forex_id: EURUSD });
    expect(await auditContract(app, trader)).toEqual({ available: '98.02', locked: '9900.00' });
    const before = await journals();
    expect(await submit({ cont: '0.1' })).toMatchObject({
      code: 3006,
      msg: 'The margin needed, 110.02 USD with the fee, is more than the free margin, 98.02 USD',
    });
    const pending = await submit({ cont: '0.09', status: 0, target_price: '1.09000' });
    expect(pending).toMatchObject({
      code: 3006,
      msg: 'The margin needed, 98.12 USD with the fee, is more than the free margin, 98.02 USD',
    });
    expect(await journals()).toBe(before);
    expect((await orders(app, trader, 0)).total).toBe(0);
    expect((await orders(app, trader, 1)).total).toBe(1);
    expect(await auditContract(app, trader)).toEqual({ available: '98.02', locked: '9900.00' });
  });

  it('accepts an order that fits', async () => {
    const order = await openPosition(app, trader, { type: 1, cont: '0.08', forex_id: EURUSD });
    expect(order).toMatchObject({ CautionMoney: '88.00', TradeFee: '0.02' });
    expect(await auditContract(app, trader)).toEqual({ available: '10.00', locked: '9988.00' });
  });
});
