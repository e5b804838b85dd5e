import { describe, expect, it } from 'vitest';
import type { DeliveryFigures, NotifyDeliveryFigures } from '../../../common/api/admin-notify';
import { OPERATOR_ROLES } from '../../../common/api/operator-roles';
import { CODE } from '../../../common/envelope';
import { NOTIFICATION_KINDS } from '../../../common/notify';
import { periodStart } from '../../../server/admin/money-dashboard';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { realUser } from '../helpers/wallet';

// The notifications' delivery figures in the console (issue 34): per kind, the entries recorded in a period and what
// became of their pushes and emails, counted from the tables as they are. Entries and deliveries are written here
// directly, in every status, at times set from the manual clock; the period filter counts an entry in the period it
// was recorded in; a period that cannot be is refused; every operator reads it, no customer does.

const app = appForTests();
const desk = madeBeforeTests(async () => ({ viewer: await operatorWithRole(app, 'viewer') }));

const PATH = '/admin/api/notify/delivery_figures';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const YEAR_MS = 365 * DAY_MS;

let entries = 0;
/** An entry recorded at `at`, already pushed to open tabs (so the dispatcher queues nothing more for it). */
async function entry(userId: number, kind: string, at: number): Promise<number> {
  entries += 1;
  const [row] = await app.database.db.query<{ id: string | number }>(
    `INSERT INTO notifications (user_id, kind, detail, link, created_at, pushed_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [userId, kind, JSON.stringify({ order_id: entries }), '/order', new Date(at)],
  );
  return Number(row!.id);
}

interface Delivery {
  channel: 'push' | 'email';
  status: 'pending' | 'sending' | 'delivered' | 'failed' | 'gone' | 'quiet';
  attempts: number;
  error?: string;
}

/**
 * A delivery of the entry as the sender leaves it. One still waiting is due a year on and one in flight was taken
 * just now, so the running app's sender neither sends the one nor fails the other while the test reads them.
 */
async function delivery(notificationId: number, made: Delivery): Promise<void> {
  const now = app.clock.now();
  const dueAt = made.status === 'pending' ? now + YEAR_MS : now;
  await app.database.db.query(
    `INSERT INTO notification_deliveries (notification_id, channel, status, attempts, due_at, updated_at, error)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [notificationId, made.channel, made.status, made.attempts, new Date(dueAt), new Date(now), made.error ?? null],
  );
}

/** A push device of the user's, on the session they signed in with. */
async function device(userId: number, name: string): Promise<void> {
  const [session] = await app.database.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1 LIMIT 1', [
    userId,
  ]);
  await app.database.db.query(
    `INSERT INTO push_subscriptions (user_id, session_hash, endpoint, p256dh, auth, lang, origin, created_at)
     VALUES ($1, $2, $3, 'key', 'secret', 'en', 'https://meridian.example', $4)`,
    [userId, session!.token_hash, `https://push.example/${name}`, new Date(app.clock.now())],
  );
}

async function figures(params: Record<string, string | number>, token = desk.viewer.token): Promise<NotifyDeliveryFigures> {
  const answer = await call<NotifyDeliveryFigures>(app, 'GET', PATH, params, auth(token));
  expect(answer.code, answer.msg).toBe(CODE.OK);
  return answer.data;
}

const kindOf = (answer: NotifyDeliveryFigures, kind: string) => answer.kinds.find((row) => row.kind === kind);

const NONE: DeliveryFigures = {
  entries: 0,
  push: { sent: 0, delivered: 0, failed: 0, gone: 0, quiet: 0, waiting: 0 },
  email: { sent: 0, delivered: 0, failed: 0, waiting: 0 },
};

describe('the delivery figures per kind', () => {
  it("counts each kind's entries and what became of their pushes and emails, in the period asked", async () => {
    const ann = await realUser(app, 'figures.ann@example.com');
    const bob = await realUser(app, 'figures.bob@example.com');
    // A day 40 days ago, which nothing else in this file records in.
    const from = app.clock.now() - 40 * DAY_MS;
    const to = from + DAY_MS;

    const filled = await entry(ann.userId, 'order_filled', from);
    for (const made of [
      { channel: 'push', status: 'delivered', attempts: 1 },
      { channel: 'push', status: 'delivered', attempts: 2 },
      { channel: 'push', status: 'failed', attempts: 3, error: 'push service answered 503' },
      { channel: 'push', status: 'gone', attempts: 1, error: 'push service answered 410' },
      { channel: 'push', status: 'quiet', attempts: 1 },
      // Tried once, waiting to be tried again: sent, and waiting.
      { channel: 'push', status: 'pending', attempts: 1 },
      // Never tried yet: waiting, not sent.
      { channel: 'push', status: 'pending', attempts: 0 },
      { channel: 'push', status: 'sending', attempts: 1 },
      { channel: 'email', status: 'delivered', attempts: 1 },
      { channel: 'email', status: 'failed', attempts: 1, error: 'mailer refused' },
      { channel: 'email', status: 'pending', attempts: 0 },
    ] as const) {
      await delivery(filled, made);
    }
    // An entry no device or email was for: recorded, nothing sent.
    await entry(bob.userId, 'order_filled', to - 1);
    const alert = await entry(bob.userId, 'price_alert', from + HOUR_MS);
    await delivery(alert, { channel: 'push', status: 'delivered', attempts: 1 });
    // Outside the period on either side: the end is not part of it.
    const before = await entry(ann.userId, 'order_filled', from - 1);
    await delivery(before, { channel: 'push', status: 'failed', attempts: 3 });
    const after = await entry(ann.userId, 'price_alert', to);
    await delivery(after, { channel: 'push', status: 'delivered', attempts: 1 });
    await device(ann.userId, 'ann-phone');
    await device(ann.userId, 'ann-laptop');
    await device(bob.userId, 'bob-phone');

    const answer = await figures({ from, to });
    expect([answer.from, answer.to]).toEqual([from, to]);
    // Every kind, in the contract's order, those without entries too.
    expect(answer.kinds.map((row) => row.kind)).toEqual(NOTIFICATION_KINDS);
    expect(kindOf(answer, 'order_filled')).toEqual({
      kind: 'order_filled',
      entries: 2,
      push: { sent: 6, delivered: 2, failed: 1, gone: 1, quiet: 1, waiting: 3 },
      email: { sent: 2, delivered: 1, failed: 1, waiting: 1 },
    });
    expect(kindOf(answer, 'price_alert')).toEqual({
      kind: 'price_alert',
      entries: 1,
      push: { sent: 1, delivered: 1, failed: 0, gone: 0, quiet: 0, waiting: 0 },
      email: { sent: 0, delivered: 0, failed: 0, waiting: 0 },
    });
    for (const row of answer.kinds.filter((kind) => kind.kind !== 'order_filled' && kind.kind !== 'price_alert')) {
      expect(row, row.kind).toEqual({ kind: row.kind, ...NONE });
    }
    expect(answer.totals).toEqual({
      entries: 3,
      push: { sent: 7, delivered: 3, failed: 1, gone: 1, quiet: 1, waiting: 3 },
      email: { sent: 2, delivered: 1, failed: 1, waiting: 1 },
    });
    expect(answer.devices).toEqual({ devices: 3, customers: 2 });

    // A period holding the entries before and after too counts them.
    const wider = await figures({ from: from - 1, to: to + 1 });
    expect(wider.totals.entries).toBe(5);
    expect(kindOf(wider, 'order_filled')?.push.failed).toBe(2);
    expect(kindOf(wider, 'price_alert')?.push.delivered).toBe(2);
    // And a period with nothing in it is all naughts.
    expect((await figures({ from: from - 2 * DAY_MS, to: from - DAY_MS })).totals).toEqual(NONE);
  });

  it("is by default the product's last 7 days, today included, to now", async () => {
    const carol = await realUser(app, 'figures.carol@example.com');
    const now = app.clock.now();
    const start = periodStart(now, 7);
    await entry(carol.userId, 'margin_warning', start);
    await entry(carol.userId, 'margin_warning', now);
    // The instant before the period.
    await entry(carol.userId, 'margin_warning', start - 1);

    const answer = await figures({});
    expect([answer.from, answer.to]).toEqual([start, now]);
    expect(kindOf(answer, 'margin_warning')?.entries).toBe(2);
    // Only the start given: to now. Only the end given: the 7 days before it.
    expect(kindOf(await figures({ from: start - 1 }), 'margin_warning')?.entries).toBe(3);
    const ending = await figures({ to: start });
    expect(ending.to).toBe(start);
    expect(ending.from).toBe(periodStart(start - 1, 7));
    expect(kindOf(ending, 'margin_warning')?.entries).toBe(1);
  });

  it('refuses a period that ends before it starts, or is longer than a year and a day, and anything not a time', async () => {
    const now = app.clock.now();
    const refusals: [Record<string, string | number>, string][] = [
      [{ from: now, to: now - DAY_MS }, 'The end of the period must come after its start'],
      [{ from: now, to: now }, 'The end of the period must come after its start'],
      // A year and two days.
      [{ from: now - 367 * DAY_MS, to: now }, 'The period can be at most 366 days long'],
      // Only a start given, after now: the period would end (now) before it starts.
      [{ from: now + DAY_MS }, 'The end of the period must come after its start'],
      [{ from: 'yesterday' }, 'From'],
      [{ to: '1.5' }, 'To'],
      [{ to: 1 }, 'To'],
      [{ from: '1764000000000 OR 1=1' }, 'From'],
    ];
    for (const [params, said] of refusals) {
      const answer = await call(app, 'GET', PATH, params, auth(desk.viewer.token));
      expect(answer.code, JSON.stringify(params)).toBe(CODE.BAD_INPUT);
      expect(answer.msg, JSON.stringify(params)).toContain(said);
    }
    // The longest period there may be is answered.
    expect((await figures({ from: now - 366 * DAY_MS, to: now })).to).toBe(now);
  });

  it('is read by every operator role, and by no customer', async () => {
    for (const role of OPERATOR_ROLES) {
      const operator = await operatorWithRole(app, role);
      expect((await figures({}, operator.token)).kinds, role).toHaveLength(NOTIFICATION_KINDS.length);
    }
    const customer = await realUser(app, 'figures.customer@example.com');
    expect((await call(app, 'GET', PATH, {}, auth(customer.token))).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await call(app, 'GET', PATH, {})).code).toBe(CODE.NOT_LOGGED_IN);
  });
});
