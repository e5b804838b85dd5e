import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_PAGE_SIZE, NOTIFICATION_KIND } from '../../../common/notify';
import { SECURITY_EVENT } from '../../../common/security';
import { ManualClock } from '../../../server/clock';
import { inboxPage, markRead, recordNotification, unreadCount } from '../../../server/notify/inbox';
import { onNotificationRecorded } from '../../../server/notify/inbox-wake';
import { freshDatabase, type TestDatabase } from '../helpers/test-db';
import { newUser } from '../security/world';

// The inbox's domain (issue 34) on the manual clock: entries recorded in their event's transaction, read a page at a
// time newest first, counted unread, marked read by their owner only. Demo accounts have an inbox too.

let database: TestDatabase;
const clock = new ManualClock();
beforeAll(async () => {
  database = await freshDatabase({ seed: false });
});
afterAll(() => database.drop());

const change = (userId: number, event: (typeof SECURITY_EVENT)[keyof typeof SECURITY_EVENT] = SECURITY_EVENT.PASSWORD_CHANGED) =>
  recordNotification(database.db, clock, {
    userId,
    kind: NOTIFICATION_KIND.SECURITY_CHANGE,
    detail: { event },
    link: '/mine/security/log',
  });

describe('the inbox', () => {
  it("reads a user's own entries a page at a time, newest first, entries of one moment the later first", async () => {
    const userId = await newUser(database.db);
    const other = await newUser(database.db);
    const count = INBOX_PAGE_SIZE + 5;
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      if (index % 2 === 0) clock.advance(1_000);
      ids.push(await change(userId));
    }
    await change(other);

    const first = await inboxPage(database.db, userId, 1);
    const second = await inboxPage(database.db, userId, 2);
    expect([first.total, second.total]).toEqual([count, count]);
    expect(first.data).toHaveLength(INBOX_PAGE_SIZE);
    expect([...first.data, ...second.data].map((entry) => entry.id)).toEqual([...ids].reverse());
    expect(first.data[0]).toEqual({
      id: ids.at(-1),
      kind: NOTIFICATION_KIND.SECURITY_CHANGE,
      detail: { event: SECURITY_EVENT.PASSWORD_CHANGED },
      link: '/mine/security/log',
      created_at: clock.now(),
      read: false,
    });
    expect((await inboxPage(database.db, userId, 3)).data).toEqual([]);
    expect((await inboxPage(database.db, other, 1)).total).toBe(1);
  });

  it('counts unread entries, marks some read, then all, and answers what is left', async () => {
    const userId = await newUser(database.db);
    const ids = [await change(userId), await change(userId), await change(userId)];
    expect(await unreadCount(database.db, userId)).toBe(3);
    clock.advance(60_000);
    expect(await markRead(database.db, clock, userId, [ids[0]!, ids[2]!])).toBe(1);
    const page = await inboxPage(database.db, userId, 1);
    expect(page.data.map((entry) => [entry.id, entry.read])).toEqual([
      [ids[2], true],
      [ids[1], false],
      [ids[0], true],
    ]);
    // Marking again keeps the time an entry was first read.
    const [before] = await database.db.query<{ read_at: Date }>('SELECT read_at FROM notifications WHERE id = $1', [ids[0]!]);
    clock.advance(60_000);
    expect(await markRead(database.db, clock, userId, [ids[0]!])).toBe(1);
    const [after] = await database.db.query<{ read_at: Date }>('SELECT read_at FROM notifications WHERE id = $1', [ids[0]!]);
    expect(after?.read_at).toEqual(before?.read_at);

    expect(await markRead(database.db, clock, userId, 'all')).toBe(0);
    expect((await inboxPage(database.db, userId, 1)).data.every((entry) => entry.read)).toBe(true);
    expect(await markRead(database.db, clock, userId, [])).toBe(0);
  });

  it("leaves another user's entries as they were, whether named by id or by all", async () => {
    const owner = await newUser(database.db);
    const stranger = await newUser(database.db);
    const theirs = [await change(owner), await change(owner)];
    const mine = await change(stranger);
    expect(await markRead(database.db, clock, stranger, [...theirs, mine])).toBe(0);
    expect(await unreadCount(database.db, owner)).toBe(2);
    expect(await markRead(database.db, clock, stranger, 'all')).toBe(0);
    expect(await unreadCount(database.db, owner)).toBe(2);
    // An id that is no one's changes nothing either.
    expect(await markRead(database.db, clock, owner, [999_999_999_999])).toBe(2);
  });

  it('works for a demo account', async () => {
    const demo = await newUser(database.db, { demo: true });
    const id = await change(demo, SECURITY_EVENT.SESSIONS_ENDED);
    expect(await unreadCount(database.db, demo)).toBe(1);
    expect((await inboxPage(database.db, demo, 1)).data.map((entry) => entry.id)).toEqual([id]);
    expect(await markRead(database.db, clock, demo, [id])).toBe(0);
  });

  it('records nothing, and wakes no dispatcher, when its transaction rolls back; wakes one once it commits', async () => {
    const userId = await newUser(database.db);
    let wakes = 0;
    const stop = onNotificationRecorded(database.db, () => (wakes += 1));
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await change(userId);
          await recordNotification(tx, clock, {
            userId,
            kind: NOTIFICATION_KIND.NEW_DEVICE_SIGN_IN,
            detail: { user_agent: null, address: null },
            link: null,
          });
          throw new Error('the event failed');
        }),
      ).rejects.toThrow('the event failed');
      expect(await unreadCount(database.db, userId)).toBe(0);
      expect(wakes).toBe(0);

      await database.db.transaction(async (tx) => {
        await recordNotification(tx, clock, {
          userId,
          kind: NOTIFICATION_KIND.NEW_DEVICE_SIGN_IN,
          detail: { user_agent: 'UA', address: '203.0.113.9' },
          link: null,
        });
        // Not before the commit: a dispatcher woken now would not see the row.
        expect(wakes).toBe(0);
      });
      expect(wakes).toBe(1);
      expect((await inboxPage(database.db, userId, 1)).data).toEqual([
        expect.objectContaining({
          kind: NOTIFICATION_KIND.NEW_DEVICE_SIGN_IN,
          detail: { user_agent: 'UA', address: '203.0.113.9' },
          link: null,
        }),
      ]);
    } finally {
      stop();
    }
  });
});
