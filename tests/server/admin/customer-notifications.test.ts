import { describe, expect, it } from 'vitest';
import type { CustomerNotification } from '../../../common/api/admin-notify';
import { ADMIN_PAGE_SIZE } from '../../../common/api/admin-wallet';
import { OPERATOR_ROLES } from '../../../common/api/operator-roles';
import type { Page } from '../../../common/api/page';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { demoTrader } from '../helpers/trading';
import { realUser } from '../helpers/wallet';

// A customer's notification history in the console's customer view (issue 34): their inbox, newest first, 20 a page
// as the console's pager counts, each entry with its facts, link, read time and the pushes and emails of it; another
// customer's entries never among them; an unknown customer not found; bad input refused with the field named; every
// operator role reads it, no customer does.

const app = appForTests();
const desk = madeBeforeTests(async () => ({ viewer: await operatorWithRole(app, 'viewer') }));

const PATH = '/admin/api/customers/notifications';
const SECOND_MS = 1_000;

async function historyOf(id: number, page: number, token = desk.viewer.token): Promise<Page<CustomerNotification>> {
  const answer = await call<Page<CustomerNotification>>(app, 'GET', PATH, { id, page }, auth(token));
  expect(answer.code, answer.msg).toBe(CODE.OK);
  return answer.data;
}

/** An entry recorded `seconds` after now (after anything the test's set-up recorded), already pushed to open tabs. */
async function entry(userId: number, seconds: number, fields: { kind?: string; readAfter?: number } = {}): Promise<number> {
  const at = app.clock.now() + seconds * SECOND_MS;
  const [row] = await app.database.db.query<{ id: string | number }>(
    `INSERT INTO notifications (user_id, kind, detail, link, created_at, read_at, pushed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $5) RETURNING id`,
    [
      userId,
      fields.kind ?? 'order_filled',
      JSON.stringify({ order_id: seconds, instrument: 'EUR/USD', side: 'buy', lots: '1', price: '1.09390' }),
      '/order?type=1&source=0',
      new Date(at),
      fields.readAfter === undefined ? null : new Date(at + fields.readAfter * SECOND_MS),
    ],
  );
  return Number(row!.id);
}

async function delivery(notificationId: number, channel: 'push' | 'email', status: string, attempts: number, error: string | null) {
  const at = new Date(app.clock.now());
  await app.database.db.query(
    `INSERT INTO notification_deliveries (notification_id, channel, status, attempts, due_at, updated_at, error)
     VALUES ($1, $2, $3, $4, $5, $5, $6)`,
    [notificationId, channel, status, attempts, at, error],
  );
}

const countOf = async (userId: number) =>
  Number((await app.database.db.query<{ n: string }>('SELECT count(*) AS n FROM notifications WHERE user_id = $1', [userId]))[0]?.n);

describe("a customer's notification history in the console", () => {
  it('shows each entry with its facts, link, read time and its pushes and emails', async () => {
    const customer = await realUser(app, 'history.reader@example.com');
    const other = await realUser(app, 'history.other@example.com');
    const read = await entry(customer.userId, 1, { readAfter: 30 });
    const pushed = await entry(customer.userId, 2, { kind: 'price_alert' });
    await delivery(pushed, 'push', 'delivered', 1, null);
    await delivery(pushed, 'push', 'gone', 1, 'push service answered 410');
    await delivery(pushed, 'email', 'failed', 3, 'mailer refused');
    const theirs = await entry(other.userId, 3);
    await delivery(theirs, 'push', 'delivered', 1, null);

    const history = await historyOf(customer.userId, 1);
    const [newest, older] = history.data;
    expect(history.total).toBe(await countOf(customer.userId));
    expect(newest).toMatchObject({
      id: pushed,
      kind: 'price_alert',
      link: '/order?type=1&source=0',
      created_at: app.clock.now() + 2 * SECOND_MS,
      read_at: null,
    });
    expect(newest?.deliveries.map(({ channel, status, attempts, error }) => ({ channel, status, attempts, error }))).toEqual([
      { channel: 'push', status: 'delivered', attempts: 1, error: null },
      { channel: 'push', status: 'gone', attempts: 1, error: 'push service answered 410' },
      { channel: 'email', status: 'failed', attempts: 3, error: 'mailer refused' },
    ]);
    expect(newest?.deliveries.every((made) => made.updated_at === app.clock.now())).toBe(true);
    expect(older).toMatchObject({
      id: read,
      kind: 'order_filled',
      detail: { order_id: 1, instrument: 'EUR/USD', side: 'buy', lots: '1', price: '1.09390' },
      read_at: app.clock.now() + 31 * SECOND_MS,
      deliveries: [],
    });
    // The other customer's entry is not among them.
    expect(history.data.map((row) => row.id)).not.toContain(theirs);
    expect((await historyOf(other.userId, 1)).data[0]?.id).toBe(theirs);
  });

  it('pages 20 entries at a time, newest first, as the console’s pager counts', async () => {
    const customer = await realUser(app, 'history.pages@example.com');
    for (let second = 1; second <= 23; second += 1) await entry(customer.userId, second);
    const total = await countOf(customer.userId);
    const first = await historyOf(customer.userId, 1);
    const second = await historyOf(customer.userId, 2);
    expect([first.total, second.total]).toEqual([total, total]);
    expect(first.data).toHaveLength(ADMIN_PAGE_SIZE);
    expect(second.data).toHaveLength(total - ADMIN_PAGE_SIZE);
    const times = [...first.data, ...second.data].map((row) => row.created_at);
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(first.data[0]?.detail.order_id).toBe(23);
    expect((await historyOf(customer.userId, 3)).data).toEqual([]);
  });

  it('is there for a demo account too, whose inbox works as a real one', async () => {
    const demo = await demoTrader(app);
    const id = await entry(demo.userId, 5);
    expect((await historyOf(demo.userId, 1)).data.map((row) => row.id)).toContain(id);
  });

  it('answers not found for a customer there is none of', async () => {
    const answer = await call(app, 'GET', PATH, { id: 2_000_000_000, page: 1 }, auth(desk.viewer.token));
    expect(answer.code).toBe(CODE.NOT_FOUND);
    expect(answer.msg).toBe('Not found');
  });

  it('refuses a bad id or page with the field named, never a 500', async () => {
    const customer = await realUser(app, 'history.input@example.com');
    const bad: [Record<string, string | number>, string][] = [
      [{ id: customer.userId, page: 0 }, 'page'],
      [{ id: customer.userId, page: 'two' }, 'page'],
      [{ id: customer.userId, page: 1.5 }, 'page'],
      [{ id: 0, page: 1 }, 'number'],
      [{ id: 'abc', page: 1 }, 'number'],
      [{ id: 3_000_000_000, page: 1 }, 'number'],
      [{ page: 1 }, 'number'],
    ];
    for (const [params, field] of bad) {
      const answer = await call(app, 'GET', PATH, params, auth(desk.viewer.token));
      expect(answer.code, JSON.stringify(params)).toBe(CODE.BAD_INPUT);
      expect(answer.msg.toLowerCase(), JSON.stringify(params)).toContain(field);
    }
  });

  it('is read by every operator role, and by no customer', async () => {
    const customer = await realUser(app, 'history.roles@example.com');
    await entry(customer.userId, 1);
    for (const role of OPERATOR_ROLES) {
      const operator = await operatorWithRole(app, role);
      expect((await historyOf(customer.userId, 1, operator.token)).total, role).toBe(await countOf(customer.userId));
    }
    expect((await call(app, 'GET', PATH, { id: customer.userId, page: 1 }, auth(customer.token))).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await call(app, 'GET', PATH, { id: customer.userId, page: 1 })).code).toBe(CODE.NOT_LOGGED_IN);
  });
});
