import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced, newAddress } from '../helpers/access';
import { microSubmit, optionAccount } from '../helpers/micro';
import { appWithDemoTrader, BTCUSDT, demoTrader, EURUSD, tick } from '../helpers/trading';

// Every refusal of a micro submit comes with its own code and a message, and moves no money.

describe('micro submits refused', () => {
  const { app, trader } = appWithDemoTrader();

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
    await tick(app, BTCUSDT, '67000.00');
  });

  const valid = { forex_id: EURUSD, type: 1, number: '100', seconds: 60 };

  it.each([
    [{ seconds: 45 }, 3010, 'An expiry of 45 seconds is not offered'],
    [{ number: '9.99', seconds: 30 }, 3011, 'The minimum amount for this expiry is 10.00 USD'],
    [{ number: '49', seconds: 120 }, 3011, 'The minimum amount for this expiry is 50.00 USD'],
    [{ number: '10000.01' }, 2008, 'Not enough in the option account: this order needs 10,000.01 USD and 10,000.00 USD is available'],
    [{ forex_id: 999 }, 1004, 'This instrument is not available'],
  ])('refuses %j', async (change, code, message) => {
    const answer = await microSubmit(app, trader, { ...valid, ...change });
    expect(answer.code).toBe(code);
    expect(answer.msg).toBe(message);
  });

  it.each(['0', '-1', '1e3', 'abc', '10.001', ' 10', '', '<script>', 'NaN', '9'.repeat(40)])('refuses the amount %j', async (number) => {
    const answer = await microSubmit(app, trader, { ...valid, number });
    expect(answer.code).toBe(1001);
    expect(answer.msg).toContain('number');
  });

  it.each([
    ['type', '3'],
    ['type', '0'],
    ['seconds', '-60'],
    ['seconds', '1.5'],
    ['forex_id', 'x'],
  ])('refuses %s=%j', async (field, value) => {
    const answer = await microSubmit(app, trader, { ...valid, [field]: value });
    expect(answer.code).toBe(1001);
    expect(answer.msg).toContain(field);
  });

  it('refuses a closed market, and an expiry past the close', async () => {
    // Friday 21:59:30 UTC: forex closes at 22:00, so 60 s would expire after the close; 30 s does not.
    app.clock.set(Date.UTC(2026, 0, 9, 21, 59, 29));
    await tick(app, EURUSD, '1.10000');
    const late = await microSubmit(app, trader, valid);
    expect(late.code).toBe(3012);
    expect(late.msg).toBe('The market for EUR/USD closes before this order would expire. Choose a shorter expiry.');
    app.clock.set(Date.UTC(2026, 0, 10, 12));
    const closed = await microSubmit(app, trader, valid);
    expect(closed.code).toBe(3001);
    await tick(app, BTCUSDT, '67000.00');
    expect((await microSubmit(app, trader, { ...valid, forex_id: BTCUSDT })).code).toBe(1);
  });

  it('answers a retry with the first answer, and refuses the key with other details', async () => {
    const key = randomUUID();
    const first = await microSubmit(app, trader, { ...valid, forex_id: BTCUSDT }, key);
    const again = await microSubmit(app, trader, { ...valid, forex_id: BTCUSDT }, key);
    expect(again.data.Id).toBe(first.data.Id);
    expect((await microSubmit(app, trader, { ...valid, forex_id: BTCUSDT, number: '200' }, key)).code).toBe(3008);
    expect((await microSubmit(app, trader, valid, null)).code).toBe(3009);
    // Two options placed in all (this one and the one above), 100 each.
    expect(await optionAccount(app, trader)).toEqual({ available: '9800.00', locked: '200.00' });
    await expectLedgerBalanced(app.database.db);
  });

  it('lists only the own orders of a user, and refuses a guest', async () => {
    const other = await demoTrader(app);
    const answer = await app.http.inject({
      url: '/v2/api/micro/orders?status=1',
      headers: { authorization: other.token },
      remoteAddress: newAddress(),
    });
    expect(answer.json<{ data: { total: number } }>().data.total).toBe(0);
    const guest = await app.http.inject({
      url: '/v2/api/micro/submit?forex_id=13&type=1&number=100&seconds=60',
      remoteAddress: newAddress(),
    });
    expect(guest.json<{ code: number }>().code).toBe(999);
  });
});
