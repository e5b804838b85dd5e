import { describe, expect, it } from 'vitest';
import type { PriceAlert } from '../../../common/api/alert';
import { auth, call } from '../helpers/access';
import { inboxOf } from '../helpers/inbox';
import { appForTests } from '../helpers/lifecycle';
import { BTCUSDT, EURUSD, demoTrader, tick as marketTick, type Trader } from '../helpers/trading';

// Price alerts fired by the feed on the manual clock (issue 34): into the inbox exactly once per crossing with the tick
// that crossed, a repeating alert re-armed only after the price came back, a move within its window, and a new
// leader that rebuilds from the database firing nothing twice.

const app = appForTests();
const MINUTE = 60_000;

async function tick(instrumentId: number, price: string): Promise<void> {
  await marketTick(app, instrumentId, price);
  await app.alerts.settled();
}

const create = async (user: Trader, params: Record<string, string | number>) => {
  const answer = await call<PriceAlert>(app, 'POST', '/api/alert/create', params, auth(user.token));
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
};
const alertsOf = async (user: Trader) => (await call<PriceAlert[]>(app, 'GET', '/api/alert/list', {}, auth(user.token))).data;
const alertInbox = async (user: Trader) => (await inboxOf(app, user.userId)).filter((entry) => entry.kind === 'price_alert');

describe('price alerts on the feed', () => {
  it('fires a one-shot above alert once, on a gap, with the tick that crossed, into the inbox', async () => {
    const user = await demoTrader(app);
    await tick(BTCUSDT, '69000.00');
    const alert = await create(user, { forex_id: BTCUSDT, condition: 'above', level: '70000' });
    await tick(BTCUSDT, '69999.99');
    expect(await alertInbox(user)).toEqual([]);
    await tick(BTCUSDT, '70250.50');
    await tick(BTCUSDT, '70300.00');
    await tick(BTCUSDT, '69000.00');
    await tick(BTCUSDT, '71000.00');
    expect(await alertInbox(user)).toEqual([
      {
        kind: 'price_alert',
        detail: {
          alert_id: alert.id,
          instrument: 'BTC/USDT',
          condition: 'above',
          level: '70000.00',
          percent: null,
          window_minutes: null,
          price: '70250.50',
        },
        link: `/trade?id=${BTCUSDT}`,
      },
    ]);
    const [after] = await alertsOf(user);
    expect(after).toMatchObject({ active: false, armed: false, fired_price: '70250.50', fired_at: app.clock.now() });
  });

  it('re-arms a repeating below alert only after the price went back above its level by the margin', async () => {
    const user = await demoTrader(app);
    await tick(EURUSD, '1.10000');
    await create(user, { forex_id: EURUSD, condition: 'below', level: '1.09', repeat: 1 });
    await tick(EURUSD, '1.08990');
    await tick(EURUSD, '1.08000');
    await tick(EURUSD, '1.09000');
    expect((await alertInbox(user)).map((entry) => (entry.detail as { price: string }).price)).toEqual(['1.08990']);
    expect((await alertsOf(user))[0]).toMatchObject({ active: true, armed: false });
    // Within 0.1% above the level (up to 1.09109) the price hovers: not re-armed.
    await tick(EURUSD, '1.09100');
    expect((await alertsOf(user))[0]).toMatchObject({ active: true, armed: false });
    await tick(EURUSD, '1.09110');
    expect((await alertsOf(user))[0]).toMatchObject({ active: true, armed: true });
    await tick(EURUSD, '1.08500');
    expect((await alertInbox(user)).map((entry) => (entry.detail as { price: string }).price)).toEqual(['1.08990', '1.08500']);
  });

  it('fires a move of N% within the window with its direction, and not one spread over a longer time', async () => {
    const user = await demoTrader(app);
    const ETHUSDT = 14;
    await create(user, { forex_id: ETHUSDT, condition: 'move', percent: '2', window_minutes: 5 });
    await tick(ETHUSDT, '3000.00');
    app.clock.advance(4 * MINUTE);
    await tick(ETHUSDT, '2960.00');
    app.clock.advance(3 * MINUTE);
    // 3000 left the window: from 2960 to 2950 is 0.3%.
    await tick(ETHUSDT, '2950.00');
    expect(await alertInbox(user)).toEqual([]);
    app.clock.advance(1 * MINUTE);
    await tick(ETHUSDT, '2899.00');
    const entries = await alertInbox(user);
    expect(entries.map((entry) => entry.detail)).toEqual([
      expect.objectContaining({ condition: 'move', percent: '-2', window_minutes: 5, level: null, price: '2899.00' }),
    ]);
  });

  it('does not fire an alert turned off, nor one removed, and fires one changed by its new level', async () => {
    const user = await demoTrader(app);
    const USDJPY = 3;
    await tick(USDJPY, '150.000');
    const off = await create(user, { forex_id: USDJPY, condition: 'above', level: '151' });
    const removed = await create(user, { forex_id: USDJPY, condition: 'above', level: '151' });
    const changed = await create(user, { forex_id: USDJPY, condition: 'above', level: '151' });
    await call(app, 'POST', '/api/alert/update', { id: off.id, active: 0 }, auth(user.token));
    await call(app, 'POST', '/api/alert/delete', { id: removed.id }, auth(user.token));
    await call(app, 'POST', '/api/alert/update', { id: changed.id, level: '152' }, auth(user.token));
    await tick(USDJPY, '151.500');
    expect(await alertInbox(user)).toEqual([]);
    await tick(USDJPY, '152.000');
    expect((await alertInbox(user)).map((entry) => (entry.detail as { alert_id: number }).alert_id)).toEqual([changed.id]);
  });

  it('fires nothing twice across a change of leader: the new leader rebuilds from the database', async () => {
    const user = await demoTrader(app);
    const XAUUSD = 9;
    await tick(XAUUSD, '2300.00');
    const oneShot = await create(user, { forex_id: XAUUSD, condition: 'above', level: '2310' });
    const repeating = await create(user, { forex_id: XAUUSD, condition: 'above', level: '2305', repeat: 1 });
    await tick(XAUUSD, '2311.00');
    expect(await alertInbox(user)).toHaveLength(2);

    // The leader steps down and a new term starts on this node: memory rebuilt from the database.
    app.alerts.follow();
    await tick(XAUUSD, '2200.00');
    await app.alerts.lead();
    await tick(XAUUSD, '2320.00');
    expect(await alertInbox(user)).toHaveLength(2);
    expect(await alertsOf(user)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: oneShot.id, active: false }),
        expect.objectContaining({ id: repeating.id, active: true, armed: false }),
      ]),
    );

    // A write decided on a version another leader already wrote changes nothing: the old leader's late decision.
    const [row] = await app.database.db.query<{ version: number }>('SELECT version FROM price_alerts WHERE id = $1', [repeating.id]);
    await app.database.db.query('UPDATE price_alerts SET armed = true WHERE id = $1', [repeating.id]);
    app.alerts.index.put({ ...app.alerts.index.get(repeating.id)!, armed: true, version: row!.version - 1 });
    await tick(XAUUSD, '2330.00');
    expect(await alertInbox(user)).toHaveLength(2);
    // Memory took the database's row again after the refused write; the next crossing fires once.
    await tick(XAUUSD, '2340.00');
    expect(await alertInbox(user)).toHaveLength(3);
  });
});
