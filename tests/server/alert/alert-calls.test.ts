import { describe, expect, it } from 'vitest';
import type { PriceAlert } from '../../../common/api/alert';
import { MAX_ACTIVE_ALERTS } from '../../../common/alert';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { BTCUSDT, EURUSD, demoTrader, type Trader } from '../helpers/trading';

// Price alerts' calls over HTTP (issue 34), for a demo user: set, list, change, remove; the limit of active alerts;
// every bad input refused with a message saying why, and nothing changed.

const app = appForTests();
const GBPUSD = 2;

const list = async (user: Trader) => {
  const answer = await call<PriceAlert[]>(app, 'GET', '/api/alert/list', {}, auth(user.token));
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
};
const create = (user: Trader, params: Record<string, string | number>) =>
  call<PriceAlert>(app, 'POST', '/api/alert/create', params, auth(user.token));
const update = (user: Trader, params: Record<string, string | number>) =>
  call<PriceAlert>(app, 'POST', '/api/alert/update', params, auth(user.token));
const remove = (user: Trader, id: number) => call<{ id: number }>(app, 'POST', '/api/alert/delete', { id }, auth(user.token));

/** Every row of price_alerts, to show a refusal changed nothing. */
const allRows = () => app.database.db.query('SELECT * FROM price_alerts ORDER BY id');

describe('price alert calls', () => {
  it('sets, lists, changes and removes a demo user’s alerts', async () => {
    const user = await demoTrader(app);
    const above = await create(user, { forex_id: BTCUSDT, condition: 'above', level: '70000.5' });
    expect(above.code, above.msg).toBe(1);
    expect(above.msg).toBe('Price alert set');
    expect(above.data).toMatchObject({
      forex_id: BTCUSDT,
      instrument: 'BTC/USDT',
      condition: 'above',
      level: '70000.5',
      percent: null,
      window_minutes: null,
      repeat: false,
      active: true,
      armed: true,
      created_at: app.clock.now(),
      fired_at: null,
      fired_price: null,
    });
    const move = await create(user, { forex_id: EURUSD, condition: 'move', percent: '2.5', window_minutes: 60, repeat: 1 });
    expect(move.code, move.msg).toBe(1);
    expect(move.data).toMatchObject({ condition: 'move', level: null, percent: '2.5', window_minutes: 60, repeat: true });
    expect((await list(user)).map((alert) => alert.id)).toEqual([move.data.id, above.data.id]);

    const changed = await update(user, { id: above.data.id, level: '71000', repeat: 1 });
    expect(changed.code, changed.msg).toBe(1);
    expect(changed.data).toMatchObject({ level: '71000', repeat: true, active: true });
    const off = await update(user, { id: move.data.id, active: 0 });
    expect(off.data).toMatchObject({ active: false, percent: '2.5' });
    const widened = await update(user, { id: move.data.id, window_minutes: 240, percent: '5' });
    expect(widened.data).toMatchObject({ active: false, percent: '5', window_minutes: 240 });

    const removed = await remove(user, above.data.id);
    expect(removed.code, removed.msg).toBe(1);
    expect(removed.data).toEqual({ id: above.data.id });
    expect((await list(user)).map((alert) => alert.id)).toEqual([move.data.id]);
  });

  it('refuses bad input with a reason, changing nothing', async () => {
    const user = await demoTrader(app);
    const kept = await create(user, { forex_id: EURUSD, condition: 'below', level: '1.05' });
    expect(kept.code, kept.msg).toBe(1);
    await app.database.db.query('UPDATE instruments SET halted = true WHERE id = $1', [GBPUSD]);
    await app.market.reloadTerms();
    const before = await allRows();
    const refusals: [Record<string, string | number>, number, string][] = [
      [{ forex_id: 9_999, condition: 'above', level: '1' }, CODE.NOT_FOUND, 'This instrument is not available'],
      [
        { forex_id: GBPUSD, condition: 'above', level: '1.3' },
        CODE.INSTRUMENT_HALTED,
        'Trading in GBP/USD is halted. Open positions can still be closed.',
      ],
      [{ forex_id: EURUSD, condition: 'above', level: '0' }, CODE.BAD_INPUT, 'Enter a price above zero for the alert'],
      [{ forex_id: EURUSD, condition: 'above', level: '-1.1' }, CODE.BAD_INPUT, 'The value of level is not valid'],
      [{ forex_id: EURUSD, condition: 'above', level: 'abc' }, CODE.BAD_INPUT, 'The value of level is not valid'],
      [
        { forex_id: EURUSD, condition: 'above', level: '1.123456' },
        CODE.BAD_INPUT,
        'EUR/USD is priced to 5 decimal places: enter the alert’s price with no more decimals',
      ],
      [{ forex_id: EURUSD, condition: 'above' }, CODE.BAD_INPUT, 'Enter the price at which to alert you'],
      [{ forex_id: EURUSD, condition: 'sideways', level: '1' }, CODE.BAD_INPUT, 'The value of condition is not valid'],
      [
        { forex_id: EURUSD, condition: 'move', percent: '1' },
        CODE.BAD_INPUT,
        'Enter the percentage and the window of minutes of the move to alert you of',
      ],
      [
        { forex_id: EURUSD, condition: 'move', percent: '0.05', window_minutes: 5 },
        CODE.BAD_INPUT,
        'The move must be from 0.1% to 50%, with at most 2 decimals',
      ],
      [
        { forex_id: EURUSD, condition: 'move', percent: '51', window_minutes: 5 },
        CODE.BAD_INPUT,
        'The move must be from 0.1% to 50%, with at most 2 decimals',
      ],
      [
        { forex_id: EURUSD, condition: 'move', percent: '1', window_minutes: 0 },
        CODE.BAD_INPUT,
        'The window must be from 1 to 1440 minutes',
      ],
      [
        { forex_id: EURUSD, condition: 'move', percent: '1', window_minutes: 1_441 },
        CODE.BAD_INPUT,
        'The window must be from 1 to 1440 minutes',
      ],
      [
        { forex_id: EURUSD, condition: 'move', percent: '1', window_minutes: 1.5 },
        CODE.BAD_INPUT,
        'The value of window_minutes is not valid',
      ],
    ];
    for (const [params, code, message] of refusals) {
      const answer = await create(user, params);
      expect([answer.code, answer.msg], JSON.stringify(params)).toEqual([code, message]);
    }
    const badChanges: [Record<string, string | number>, number][] = [
      [{ id: kept.data.id, level: '1.000001' }, CODE.BAD_INPUT],
      [{ id: kept.data.id, level: '0' }, CODE.BAD_INPUT],
      [{ id: kept.data.id, percent: '2' }, CODE.BAD_INPUT],
      [{ id: kept.data.id, active: 2 }, CODE.BAD_INPUT],
      [{ id: 99_999_999, active: 0 }, CODE.NOT_FOUND],
    ];
    for (const [params, code] of badChanges) {
      const answer = await update(user, params);
      expect(answer.code, JSON.stringify(params)).toBe(code);
    }
    expect((await remove(user, 99_999_999)).code).toBe(CODE.NOT_FOUND);
    expect(await allRows()).toEqual(before);
    await app.database.db.query('UPDATE instruments SET halted = false WHERE id = $1', [GBPUSD]);
    await app.market.reloadTerms();
  });

  it('refuses someone else’s alert as not found, changing nothing', async () => {
    const owner = await demoTrader(app);
    const other = await demoTrader(app);
    const alert = await create(owner, { forex_id: EURUSD, condition: 'above', level: '1.2' });
    const before = await allRows();
    for (const answer of [await update(other, { id: alert.data.id, active: 0 }), await remove(other, alert.data.id)]) {
      expect([answer.code, answer.msg]).toEqual([CODE.NOT_FOUND, 'This price alert does not exist or has been removed']);
    }
    expect(await list(other)).toEqual([]);
    expect(await allRows()).toEqual(before);
  });

  it(`holds at most ${MAX_ACTIVE_ALERTS} active alerts; an inactive one does not count until turned on again`, async () => {
    const user = await demoTrader(app);
    const made: number[] = [];
    for (let i = 0; i < MAX_ACTIVE_ALERTS; i += 1) {
      const answer = await create(user, { forex_id: EURUSD, condition: 'above', level: `1.${2000 + i}` });
      expect(answer.code, answer.msg).toBe(1);
      made.push(answer.data.id);
    }
    const before = await allRows();
    const refused = await create(user, { forex_id: EURUSD, condition: 'below', level: '1' });
    expect([refused.code, refused.msg]).toEqual([
      CODE.BAD_INPUT,
      `You have ${MAX_ACTIVE_ALERTS} active price alerts, the most there can be. Turn one off or remove one first.`,
    ]);
    expect(await allRows()).toEqual(before);

    expect((await update(user, { id: made[0]!, active: 0 })).code).toBe(1);
    const another = await create(user, { forex_id: EURUSD, condition: 'below', level: '1' });
    expect(another.code, another.msg).toBe(1);
    const turnedOn = await update(user, { id: made[0]!, active: 1 });
    expect(turnedOn.code).toBe(CODE.BAD_INPUT);
    expect((await list(user)).filter((alert) => alert.active)).toHaveLength(MAX_ACTIVE_ALERTS);
  });

  it('refuses a call without a session', async () => {
    const answer = await call(app, 'GET', '/api/alert/list');
    expect(answer.code).toBe(CODE.NOT_LOGGED_IN);
  });
});
