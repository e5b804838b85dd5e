import { beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { inboxOf } from '../helpers/inbox';
import { appWithDemoTrader, auditContract, EURUSD, openPosition, orders, pendingOrder, tick, trade } from '../helpers/trading';

// The receipt after acting (issue 35): every fill and close keeps the price the user saw (or the level the order
// waited for), the tick that decided it, and the difference in price and in USD, signed in the user's favour.
// EUR/USD, 100,000 units a lot, 0.1 lots = 10,000 units: a move of 0.0001 is 1.00 USD. Leverage 100, fee type 2.
//   market buy 0.1, seen 1.10000, filled at 1.10020: 0.00020 worse, -2.00
//   max deviation 0.0001 against 1.10020 seen 1.10000: refused (3014), nothing placed; 0.0002 allowed: placed
//   pending buy 0.1 at 1.09500, the price gaps to 1.09400: filled there, 0.00100 better, +10.00
//   buy 0.1 at 1.10000 with stop-loss 1.09800, the price gaps to 1.09700: closed there, 0.00100 worse, -10.00
//   buy 0.1 closed by hand at 1.10030 having seen 1.10000: 0.00030 better, +3.00

describe('the receipt of fills and closes', () => {
  const { app, trader } = appWithDemoTrader();
  const step = async (price: string) => {
    app.clock.advance(200);
    await tick(app, EURUSD, price);
  };
  const buy = { type: 1, cont: '0.1', forex_id: EURUSD };

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10020');
  });

  it('records a market order’s seen price and its slippage, worse, in price and money', async () => {
    const order = await openPosition(app, trader, { ...buy, seen_price: '1.10000' });
    expect(order).toMatchObject({ SeenPrice: '1.10000', Slippage: { Price: '0.00020', Money: '-2.00' }, OpenTick: { Price: '1.10020' } });
    const [listed] = (await orders(app, trader, 1)).data;
    expect(listed).toMatchObject({ Id: order.Id, SeenPrice: '1.10000', Slippage: { Price: '0.00020', Money: '-2.00' } });
    // Closed by hand without a seen price: no close receipt.
    const closed = await trade<ForexOrder>(app, trader, 'close', { id: order.Id });
    expect(closed.data).toMatchObject({ CloseSeenPrice: null, CloseSlippage: null });
  });

  it('has no receipt when no price was seen', async () => {
    const order = await openPosition(app, trader, buy);
    expect(order).toMatchObject({ SeenPrice: null, Slippage: null });
    expect((await trade(app, trader, 'close', { id: order.Id })).code).toBe(1);
  });

  it('refuses a market order beyond its maximum deviation (3014), with the figures, and changes nothing', async () => {
    const before = await auditContract(app, trader);
    const refused = await trade(app, trader, 'submit', {
      ...buy,
      status: 1,
      multiple: 100,
      seen_price: '1.10000',
      max_deviation: '0.0001',
    });
    expect(refused).toMatchObject({
      code: 3014,
      msg: 'The price moved from 1.10000 to 1.10020, more than the 0.0001 you allowed. Nothing was placed: check the price and try again, or allow a larger deviation.',
      data: null,
    });
    const unseen = await trade(app, trader, 'submit', { ...buy, status: 1, multiple: 100, max_deviation: '0.0001' });
    expect(unseen).toMatchObject({
      code: 3014,
      msg: 'A maximum deviation needs the price you saw. Nothing was placed: refresh the price and try again.',
    });
    const negative = await trade(app, trader, 'submit', { ...buy, status: 1, multiple: 100, seen_price: '1.10000', max_deviation: '-1' });
    expect(negative).toMatchObject({ code: 1001, msg: 'The value of max_deviation is not valid' });
    expect((await orders(app, trader, 1)).total).toBe(0);
    expect(await auditContract(app, trader)).toEqual(before);
    const within = await openPosition(app, trader, { ...buy, seen_price: '1.10000', max_deviation: '0.0002' });
    expect(within).toMatchObject({ SeenPrice: '1.10000', Slippage: { Price: '0.00020', Money: '-2.00' } });
    expect((await trade(app, trader, 'close', { id: within.Id })).code).toBe(1);
  });

  it('records a gapped pending fill against the order’s own price, better, and tells it in the inbox', async () => {
    const order = await pendingOrder(app, trader, { ...buy, target_price: '1.09500', seen_price: '1.20000' });
    // A pending order's seen price is its own: what the user chose, not the price on the screen.
    expect(order).toMatchObject({ SeenPrice: '1.09500', Slippage: null });
    await step('1.09400');
    const [filled] = (await orders(app, trader, 1)).data;
    expect(filled).toMatchObject({ Id: order.Id, SeenPrice: '1.09500', Slippage: { Price: '-0.00100', Money: '10.00' } });
    const entry = (await inboxOf(app, trader.userId)).find((candidate) => candidate.kind === 'order_filled');
    expect(entry?.detail).toEqual({
      order_id: order.Id,
      instrument: 'EUR/USD',
      side: 'buy',
      lots: '0.1',
      price: '1.09400',
      seen_price: '1.09500',
      slippage_price: '0.00100',
      slippage_money: '10.00',
      slippage: 'better',
    });
    expect((await trade(app, trader, 'close', { id: order.Id })).code).toBe(1);
  });

  it('records a stop-loss gapped past its level as the close’s slippage, worse, and tells it', async () => {
    await step('1.10000');
    const order = await openPosition(app, trader, { ...buy, stop_loss_price: '1.09800' });
    await step('1.09700');
    const [closed] = (await orders(app, trader, 3)).data.filter((row) => row.Id === order.Id);
    expect(closed).toMatchObject({
      CloseReason: 'stop_loss',
      CloseTick: { Price: '1.09700' },
      CloseSeenPrice: '1.09800',
      CloseSlippage: { Price: '-0.00100', Money: '-10.00' },
    });
    const entry = (await inboxOf(app, trader.userId)).find((candidate) => candidate.kind === 'contract_closed');
    expect(entry?.detail).toMatchObject({
      reason: 'stop_loss',
      price: '1.09700',
      profit: '-30.00',
      seen_price: '1.09800',
      slippage_price: '0.00100',
      slippage_money: '-10.00',
      slippage: 'worse',
    });
  });

  it('records a close by hand against the price the user saw when tapping', async () => {
    await step('1.10000');
    const order = await openPosition(app, trader, buy);
    await step('1.10030');
    const closed = await trade<ForexOrder>(app, trader, 'close', { id: order.Id, seen_price: '1.10000' });
    expect(closed.data).toMatchObject({
      CloseSeenPrice: '1.10000',
      CloseSlippage: { Price: '0.00030', Money: '3.00' },
      FactProfits: '3.00',
    });
    const [listed] = (await orders(app, trader, 3)).data.filter((row) => row.Id === order.Id);
    expect(listed).toMatchObject({ CloseSeenPrice: '1.10000', CloseSlippage: { Price: '0.00030', Money: '3.00' } });
    await auditContract(app, trader);
  });
});
