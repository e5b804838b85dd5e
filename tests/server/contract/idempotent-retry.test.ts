import { beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { call } from '../helpers/access';
import { madeBeforeTests } from '../helpers/lifecycle';
import { appWithDemoTrader, auditContract, demoTrader, EURUSD, orders, tick, trade } from '../helpers/trading';

// The Idempotency-Key on submit, close and cancel_trade: a retry with the same key and parameters answers the first
// answer and does nothing; the same key with other parameters is refused (3008); no key is refused (3009); a
// refused call frees its key. EUR/USD at 1.10000, 100,000 units a lot, leverage 100, fee type 2:
//   buy 0.1: margin 110.00, fee 0.02: 9889.98 available, 110.00 locked (once, however often it is retried)
//   closed at 1.10100: profit 0.001 x 10000 = 10.00: 10009.98 available, 0.00 locked (once)

const BUY = { type: 1, cont: '0.1', forex_id: EURUSD, status: 1, multiple: 100 };

describe('idempotent retries', () => {
  const { app, trader } = appWithDemoTrader();
  const other = madeBeforeTests(() => demoTrader(app));

  const holding = async () => (await orders(app, trader, 1)).total;

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
  });

  it('refuses a submit without a key, or with a malformed one, and opens nothing', async () => {
    const missing = await trade(app, trader, 'submit', BUY, null);
    expect(missing).toEqual({ code: 3009, msg: 'This request cannot be sent safely. Please reload the app and try again.', data: null });
    for (const key of ['short', 'has space in it', 'x'.repeat(101), 'semi;colon-key', '']) {
      expect((await trade(app, trader, 'submit', BUY, key || null)).code, key).toBe(3009);
    }
    expect(await holding()).toBe(0);
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
  });

  it('opens one order for two sends with the same key, and answers both alike', async () => {
    const first = await trade<ForexOrder>(app, trader, 'submit', BUY, 'retry-key-0001');
    app.clock.advance(500);
    await tick(app, EURUSD, '1.10020');
    const second = await trade<ForexOrder>(app, trader, 'submit', BUY, 'retry-key-0001');
    expect(first.code, first.msg).toBe(1);
    expect(second).toEqual(first);
    expect(await holding()).toBe(1);
    expect(await auditContract(app, trader)).toEqual({ available: '9889.98', locked: '110.00' });
  });

  it('refuses the same key with other parameters (3008), or on another call', async () => {
    const conflict = await trade(app, trader, 'submit', { ...BUY, cont: '0.2' }, 'retry-key-0001');
    expect(conflict).toEqual({
      code: 3008,
      msg: 'This request was already sent with other details, or is still being handled',
      data: null,
    });
    const [order] = (await orders(app, trader, 1)).data;
    expect((await trade(app, trader, 'close', { id: order!.Id }, 'retry-key-0001')).code).toBe(3008);
    expect(await holding()).toBe(1);
    expect(await auditContract(app, trader)).toEqual({ available: '9889.98', locked: '110.00' });
  });

  it('keeps keys per user', async () => {
    const theirs = await trade<ForexOrder>(app, other, 'submit', BUY, 'retry-key-0001');
    expect(theirs.code, theirs.msg).toBe(1);
    // At 1.10020: margin 0.1 x 100000 x 1.10020 / 100 = 110.02, fee 0.022004 -> 0.02.
    expect(await auditContract(app, other)).toEqual({ available: '9889.96', locked: '110.02' });
    expect(await holding()).toBe(1);
  });

  it('frees the key of a refused submit, so it can be corrected and sent again', async () => {
    const tooBig = await trade(app, trader, 'submit', { ...BUY, cont: '20' }, 'retry-key-0002');
    expect(tooBig.code).toBe(3006);
    const again = await trade(app, trader, 'submit', { ...BUY, cont: '20' }, 'retry-key-0002');
    expect(again.code).toBe(3006);
    const corrected = await trade<ForexOrder>(app, trader, 'submit', BUY, 'retry-key-0002');
    expect(corrected.code, corrected.msg).toBe(1);
    expect(corrected.data.OriginPrice).toBe('1.10020');
    expect(await holding()).toBe(2);
    const [newest] = (await orders(app, trader, 1)).data;
    const cancelled = await trade(app, trader, 'close', { id: newest!.Id });
    expect(cancelled.code, cancelled.msg).toBe(1);
    // Margin 0.1 x 100000 x 1.10020 / 100 = 110.02, fee 0.02; closed at the same price: 0.00 (the fee is spent).
    expect(await auditContract(app, trader)).toEqual({ available: '9889.96', locked: '110.00' });
  });

  it('closes once for two sends of a close with the same key', async () => {
    const [order] = (await orders(app, trader, 1)).data;
    app.clock.advance(500);
    await tick(app, EURUSD, '1.10100');
    const first = await trade<ForexOrder>(app, trader, 'close', { id: order!.Id }, 'close-key-0001');
    const second = await trade<ForexOrder>(app, trader, 'close', { id: order!.Id }, 'close-key-0001');
    expect(first.code, first.msg).toBe(1);
    expect(first.data).toMatchObject({ Status: 3, FactProfits: '10.00' });
    expect(second).toEqual(first);
    expect(await trade(app, trader, 'close', { id: order!.Id }, 'close-key-0002')).toMatchObject({ code: 3007 });
    expect(await auditContract(app, trader)).toEqual({ available: '10009.96', locked: '0.00' });
  });

  it('needs no key to read', async () => {
    const read = await call(app, 'GET', '/v2/api/forex/my_deal', { status: 3 }, { authorization: trader.token });
    expect(read.code).toBe(1);
  });
});
