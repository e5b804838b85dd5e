import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxEntry } from '../../../common/api/notify';
import { NOTIFICATION_KIND } from '../../../common/notify';
import { SECURITY_EVENT } from '../../../common/security';
import { ManualClock } from '../../../server/clock';
import { openPostgres } from '../../../server/db/postgres';
import webpush from 'web-push';
import { digest } from '../../../server/account/tokens';
import { loadServerI18n } from '../../../server/i18n/catalogs';
import { DeliverySender } from '../../../server/notify/delivery-sender';
import { InboxDispatcher, INBOX_SWEEP_MS, type InboxChannel } from '../../../server/notify/inbox-dispatcher';
import { recordNotification } from '../../../server/notify/inbox';
import { auth, call, registerUser } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { freshDatabase, onPostgres, type TestDatabase } from '../helpers/test-db';
import { socketOn, type SocketClient } from '../cluster/helpers/client';
import { startPushService } from '../helpers/push-service';
import { newUser } from '../security/world';

// Delivery of inbox entries (issue 34): each entry reaches its user's open tabs on the socket topic NOTIFY once,
// right after the commit that recorded it, or at the next sweep when no wake-up came; never twice, also with two
// nodes claiming at the same moment (PostgreSQL: PGlite runs one statement at a time and hides the race), and their
// pushes sent once to the device by two nodes' senders.

const app = appForTests();
let base: string;
beforeAll(async () => {
  base = await app.http.listen({ port: 0, host: '127.0.0.1' });
});

/** Waits until `client` holds `count` NOTIFY pushes (or fails the test after 5 s); answers them. */
async function notifyPushes(client: SocketClient, count: number): Promise<InboxEntry[]> {
  const deadline = Date.now() + 5_000;
  while (client.pushes('NOTIFY').length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return client.pushes('NOTIFY').map((push) => push.data as InboxEntry);
}

/** Lets anything a wrongly repeated delivery would push arrive before counting. */
async function settled(): Promise<void> {
  await app.inbox.idle();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

async function userWithSocket(email: string): Promise<{ userId: number; token: string; socket: SocketClient }> {
  const { token } = await registerUser(app, email);
  const [row] = await app.database.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return { userId: row!.id, token, socket: await socketOn(base, token, ['NOTIFY']) };
}

describe('the inbox dispatcher', () => {
  it("pushes an entry once to its user's open tabs right after its commit, and to no one else", async () => {
    const owner = await userWithSocket('pushed@example.com');
    const secondTab = await socketOn(base, owner.token, ['NOTIFY']);
    const stranger = await userWithSocket('stranger@example.com');
    try {
      const id = await app.database.db.transaction((tx) =>
        recordNotification(tx, app.clock, {
          userId: owner.userId,
          kind: NOTIFICATION_KIND.SECURITY_CHANGE,
          detail: { event: SECURITY_EVENT.PASSWORD_CHANGED },
          link: '/mine/security/log',
        }),
      );
      const expected: InboxEntry = {
        id,
        kind: NOTIFICATION_KIND.SECURITY_CHANGE,
        detail: { event: SECURITY_EVENT.PASSWORD_CHANGED },
        link: '/mine/security/log',
        created_at: app.clock.now(),
        read: false,
      };
      // No clock moved: the commit's wake-up alone delivered it.
      expect(await notifyPushes(owner.socket, 1)).toEqual([expected]);
      expect(await notifyPushes(secondTab, 1)).toEqual([expected]);

      // Woken again and swept: not pushed a second time.
      app.inbox.wake();
      app.clock.advance(INBOX_SWEEP_MS);
      await settled();
      app.clock.advance(INBOX_SWEEP_MS);
      await settled();
      expect(owner.socket.pushes('NOTIFY')).toHaveLength(1);
      expect(secondTab.pushes('NOTIFY')).toHaveLength(1);
      expect(stranger.socket.pushes('NOTIFY')).toEqual([]);
      const [row] = await app.database.db.query<{ pushed_at: Date | null }>('SELECT pushed_at FROM notifications WHERE id = $1', [id]);
      expect(row?.pushed_at).toEqual(new Date(expected.created_at));
    } finally {
      owner.socket.close();
      secondTab.close();
      stranger.socket.close();
    }
  });

  it('delivers at the next sweep an entry recorded where no wake-up came', async () => {
    const owner = await userWithSocket('swept@example.com');
    try {
      // As another node that died after its commit would leave it: recorded, never woken for.
      await app.database.db.query(
        `INSERT INTO notifications (user_id, kind, detail, link, created_at) VALUES ($1, 'security_change', '{"event":"passkey_added"}', NULL, $2)`,
        [owner.userId, new Date(app.clock.now())],
      );
      await settled();
      expect(owner.socket.pushes('NOTIFY')).toEqual([]);
      app.clock.advance(INBOX_SWEEP_MS);
      expect(await notifyPushes(owner.socket, 1)).toEqual([expect.objectContaining({ detail: { event: SECURITY_EVENT.PASSKEY_ADDED } })]);
      app.clock.advance(INBOX_SWEEP_MS);
      await settled();
      expect(owner.socket.pushes('NOTIFY')).toHaveLength(1);
    } finally {
      owner.socket.close();
    }
  });

  it('pushes a security change made through the API', async () => {
    const owner = await userWithSocket('changed@example.com');
    try {
      expect((await call(app, 'POST', '/api/security/anti_phishing', { code: 'green otter 7' }, auth(owner.token))).code).toBe(1);
      const [pushed] = await notifyPushes(owner.socket, 1);
      expect(pushed).toMatchObject({
        kind: NOTIFICATION_KIND.SECURITY_CHANGE,
        detail: { event: SECURITY_EVENT.ANTI_PHISHING_CODE_CHANGED },
      });
      await settled();
      expect(owner.socket.pushes('NOTIFY')).toHaveLength(1);
    } finally {
      owner.socket.close();
    }
  });
});

describe.skipIf(!onPostgres)('two nodes delivering at once (PostgreSQL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase({ seed: false });
  });
  afterAll(() => database.drop());

  it('deliver each entry once between them', async () => {
    const clock = new ManualClock();
    const userId = await newUser(database.db);
    const count = 1_000;
    await database.db.query(
      `INSERT INTO notifications (user_id, kind, detail, link, created_at)
       SELECT $1, 'security_change', jsonb_build_object('event', 'password_changed', 'n', n), NULL, $2 FROM generate_series(1, $3) AS n`,
      [userId, new Date(clock.now()), count],
    );
    // Each node with its own connections, as two processes would have.
    const other = await openPostgres(database.url!, 4);
    try {
      const delivered: number[][] = [[], []];
      const node = (index: number, db: typeof other) => {
        const channel: InboxChannel = { name: 'test', deliver: (_user, entry) => delivered[index]!.push(entry.id) };
        const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
        return new InboxDispatcher({ db, clock, log, channels: [channel] });
      };
      const a = node(0, database.db);
      const b = node(1, other);
      // Several runs on each at once: each claims batches while the others do.
      const runs = await Promise.all([a, b, a, b, a, b].map((dispatcher) => dispatcher.deliverDue()));
      expect(runs.reduce((sum, run) => sum + run, 0)).toBe(count);
      const all = [...delivered[0]!, ...delivered[1]!].sort((x, y) => x - y);
      expect(all).toHaveLength(count);
      expect(new Set(all).size).toBe(count);
      // Both took part (the race was run, not one node alone).
      expect(delivered[0]!.length).toBeGreaterThan(0);
      expect(delivered[1]!.length).toBeGreaterThan(0);
      const [left] = await database.db.query<{ n: string }>('SELECT count(*) AS n FROM notifications WHERE pushed_at IS NULL');
      expect(Number(left?.n)).toBe(0);
      expect(await Promise.all([a.deliverDue(), b.deliverDue()])).toEqual([0, 0]);
    } finally {
      await other.close();
    }
  });

  it('push each entry once to the device between them', async () => {
    const clock = new ManualClock();
    const userId = await newUser(database.db);
    const service = await startPushService();
    const device = service.device('two-nodes');
    const token = 'two-nodes-session';
    await database.db.query('INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [
      digest(token),
      userId,
      new Date(clock.now()),
    ]);
    await database.db.query(
      `INSERT INTO push_subscriptions (user_id, session_hash, endpoint, p256dh, auth, lang, origin, created_at)
       VALUES ($1, $2, $3, $4, $5, 'en', 'https://trade.example.com', $6)`,
      [userId, digest(token), device.endpoint, device.p256dh, device.auth, new Date(clock.now())],
    );
    const count = 200;
    await database.db.query(
      `INSERT INTO notifications (user_id, kind, detail, link, created_at)
       SELECT $1, 'security_change', jsonb_build_object('event', 'password_changed', 'n', n), NULL, $2 FROM generate_series(1, $3) AS n`,
      [userId, new Date(clock.now()), count],
    );
    const other = await openPostgres(database.url!, 4);
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const i18n = await loadServerI18n();
    const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@example.com' };
    try {
      const node = (db: typeof other) => ({
        inbox: new InboxDispatcher({ db, clock, log, channels: [] }),
        sender: new DeliverySender({ db, clock, log, i18n, vapid, notifier: { send: () => Promise.resolve() } }),
      });
      const [a, b] = [node(database.db), node(other)];
      // The claims queue the pushes; both senders then send at once, several runs each.
      await Promise.all([a.inbox.deliverDue(), b.inbox.deliverDue()]);
      await Promise.all([a.sender, b.sender, a.sender, b.sender].map((sender) => sender.sendDue()));
      const tags = service.opened('two-nodes').map((message) => message.notification.tag);
      expect(tags).toHaveLength(count);
      expect(new Set(tags).size).toBe(count);
      const [delivered] = await database.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM notification_deliveries WHERE status = 'delivered' AND channel = 'push'`,
      );
      expect(Number(delivered?.n)).toBe(count);
    } finally {
      await other.close();
      await service.close();
    }
  });
});
