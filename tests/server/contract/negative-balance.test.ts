import { Decimal } from '../../../common/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoTrader, auditContract, detail, EURUSD, lastSeq, openPosition, orders, tick, trade } from '../helpers/trading';

// Negative balance protection: a gap so large that the loss exceeds the whole account takes the account to 0.00,
// never below; the house absorbs the rest. EUR/USD, 100,000 units a lot, leverage 100, fee type 2:
//   buy 5 lots at 1.10000: margin 5500.00, fee 5500 x 0.0002 = 1.10; account 4498.90 available, 5500.00 locked
//   the next tick is 1.07000: loss (1.07 - 1.10) x 500000 = -15000.00; equity 9998.90 - 15000.00 = -5001.10,
//   below the stop-out level (2750.00): closed at 1.07000 with reason stop_out
//   margin released: 9998.90 available; the loss charged is capped at it: -9998.90 (the house absorbs 5001.10)
//   account 0.00 available, 0.00 locked; the house P/L account took 9998.90

describe('negative balance protection', () => {
  const { app, trader } = appWithDemoTrader();

  const housePnl = async () => {
    const [row] = await app.database.db.query<{ available: string }>(
      "SELECT available FROM ledger_accounts WHERE user_id IS NULL AND kind = 'house_pnl'",
    );
    return row?.available ?? '0.00';
  };

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
  });

  it('charges no more than the account holds when a gap wipes it out', async () => {
    const order = await openPosition(app, trader, { type: 1, cont: '5', forex_id: EURUSD });
    expect(await auditContract(app, trader)).toEqual({ available: '4498.90', locked: '5500.00' });
    const houseBefore = await housePnl();
    app.clock.advance(500);
    await tick(app, EURUSD, '1.07000');
    const [closed] = (await orders(app, trader, 3)).data;
    expect(closed).toMatchObject({ Id: order.Id, CloseReason: 'stop_out', Price: '1.07000', FactProfits: '-9998.90' });
    expect(closed!.CloseTick).toEqual({ Seq: lastSeq(app), Time: app.clock.now(), Price: '1.07000' });
    expect((await orders(app, trader, 3)).all_fact_profits).toBe('-9998.90');
    expect(new Decimal(await housePnl()).minus(houseBefore).toFixed(2)).toBe('9998.90');
    expect(await auditContract(app, trader)).toEqual({ available: '0.00', locked: '0.00' });
  });

  it('shows an empty account, and refuses the next order for want of margin', async () => {
    expect(await detail(app, trader)).toMatchObject({ balance: '0.00', lockBalance: '0.00', Equity: '0.00', CautionMoneyAll: '0.00' });
    app.clock.advance(500);
    await tick(app, EURUSD, '1.07000');
    const refused = await trade(app, trader, 'submit', { type: 1, cont: '0.01', forex_id: EURUSD, status: 1, multiple: 100 });
    expect(refused).toMatchObject({ code: 3006, msg: 'The margin needed, 10.70 USD with the fee, is more than the free margin, 0.00 USD' });
    expect(await auditContract(app, trader)).toEqual({ available: '0.00', locked: '0.00' });
  });
});
