import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotifySettings } from '../../../common/api/notify';
import { CODE } from '../../../common/envelope';
import { NOTIFICATION_KIND } from '../../../common/notify';
import { recordNotification } from '../../../server/notify/inbox';
import { auth, call, registerUser } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { startPushService, type PushService } from '../helpers/push-service';

// Web push end to end on the server (issue 34): a browser subscribes, an inbox entry is pushed to it encrypted and
// signed, worded in the device's language, and the fake push service on localhost opens it as the browser would.
// The user's switches, quiet hours, a device gone, a busy service, a signed-out session and the email fallback each
// decide what is sent; bad input changes nothing.

let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

const app = appForTests();

let made = 0;
async function newUser(): Promise<{ token: string; userId: number }> {
  made += 1;
  const email = `push${made}@example.com`;
  const { token } = await registerUser(app, email);
  const [row] = await app.database.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return { token, userId: row!.id };
}

const FILL = {
  order_id: 41,
  instrument: 'EUR/USD',
  side: 'buy' as const,
  lots: '1000.5',
  price: '1.09390',
};

/** Records a fill for the user and waits until the inbox and the sender have done all they will. */
async function notifyFill(userId: number): Promise<number> {
  const id = await recordNotification(app.database.db, app.clock, {
    userId,
    kind: NOTIFICATION_KIND.ORDER_FILLED,
    detail: FILL,
    link: '/order?type=1&source=0',
  });
  await settle();
  return id;
}

async function settle(): Promise<void> {
  await app.inbox.idle();
  await app.deliveries.idle();
}

async function subscribe(token: string, form: Record<string, string>, lang = 'de') {
  return call<{ id: number }>(app, 'POST', '/api/notify/push_subscribe', form, {
    ...auth(token),
    lang,
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/124.0 Mobile',
  });
}

const settings = async (token: string) => (await call<NotifySettings>(app, 'GET', '/api/notify/settings', {}, auth(token))).data;
const save = (token: string, form: Record<string, string>) => call<NotifySettings>(app, 'POST', '/api/notify/settings', form, auth(token));

async function deliveries(notificationId: number) {
  return app.database.db.query<{ channel: string; status: string; attempts: number }>(
    'SELECT channel, status, attempts FROM notification_deliveries WHERE notification_id = $1 ORDER BY id',
    [notificationId],
  );
}

describe('web push', () => {
  it('gives the same VAPID public key every time, a P-256 point in base64url', async () => {
    const user = await newUser();
    const first = await call<{ key: string }>(app, 'GET', '/api/notify/vapid_key', {}, auth(user.token));
    const second = await call<{ key: string }>(app, 'GET', '/api/notify/vapid_key', {}, auth(user.token));
    expect(first.data.key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(first.data.key, 'base64url')[0]).toBe(4);
    expect(second.data.key).toBe(first.data.key);
    expect((await call(app, 'GET', '/api/notify/vapid_key')).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('pushes an entry encrypted to the device, signed, in the device’s language, opening the entry’s screen', async () => {
    const user = await newUser();
    const phone = service.device('phone-1');
    const subscribed = await subscribe(user.token, phone.form);
    expect(subscribed.code, subscribed.msg).toBe(1);

    const id = await notifyFill(user.userId);
    const [push, ...more] = service.received.filter((each) => each.device === 'phone-1');
    expect(more).toEqual([]);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    expect(push!.headers.urgency).toBe('high');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    // The body is ciphertext: the title is nowhere in it as text.
    expect(push!.body.toString('utf8')).not.toContain('EUR/USD');

    expect(phone.open(push!)).toEqual({
      web_push: 8030,
      notification: {
        title: 'Pending-Order ausgeführt: EUR/USD Kauf 1.000,5 Lots',
        body: 'Zu 1,09390',
        navigate: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/order\?type=1&source=0$/),
        lang: 'de',
        dir: 'ltr',
        tag: `notification-${id}`,
        data: { notification_id: id },
      },
      app_badge: 1,
    });
    expect(await deliveries(id)).toEqual([{ channel: 'push', status: 'delivered', attempts: 1 }]);
  });

  it('pushes to each of a user’s devices, and lists them with their endpoints’ hashes', async () => {
    const user = await newUser();
    const [a, b] = [service.device('multi-a'), service.device('multi-b')];
    await subscribe(user.token, a.form);
    await subscribe(user.token, b.form, 'ar');
    const listed = (await settings(user.token)).devices;
    const hash = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');
    expect(listed.map((device) => device.endpoint_hash).sort()).toEqual([hash(a.endpoint), hash(b.endpoint)].sort());

    await notifyFill(user.userId);
    expect(service.opened('multi-a')).toHaveLength(1);
    const [arabic] = service.opened('multi-b');
    expect(arabic!.notification.dir).toBe('rtl');
    expect(arabic!.notification.lang).toBe('ar');
  });

  it('sends nothing for a kind whose push the user turned off; the inbox still records it', async () => {
    const user = await newUser();
    await subscribe(user.token, service.device('switched-off').form);
    const saved = await save(user.token, { kind: 'order_filled', push: '0' });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data.kinds.find((each) => each.kind === 'order_filled')).toEqual({
      kind: 'order_filled',
      push: false,
      email: false,
      email_locked: false,
    });

    const id = await notifyFill(user.userId);
    expect(service.opened('switched-off')).toEqual([]);
    expect(await deliveries(id)).toEqual([]);
    const inbox = await call<{ total: number }>(app, 'GET', '/api/notify/inbox', {}, auth(user.token));
    expect(inbox.data.total).toBe(1);
  });

  it('holds pushes inside quiet hours in the user’s time zone, and sends them outside', async () => {
    const user = await newUser();
    await subscribe(user.token, service.device('night').form);
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      app.clock.now(),
    );
    const [hour] = local.split(':').map(Number);
    const from = `${String(hour).padStart(2, '0')}:00`;
    const to = `${String((hour! + 1) % 24).padStart(2, '0')}:00`;
    const saved = await save(user.token, { quiet_enabled: '1', quiet_from: from, quiet_to: to, time_zone: 'Asia/Tokyo' });
    expect(saved.data.quiet_hours).toEqual({ enabled: true, from, to, time_zone: 'Asia/Tokyo' });

    const quiet = await notifyFill(user.userId);
    expect(service.opened('night')).toEqual([]);
    expect(await deliveries(quiet)).toEqual([{ channel: 'push', status: 'quiet', attempts: 1 }]);

    app.clock.advance(60 * 60_000);
    await notifyFill(user.userId);
    expect(service.opened('night')).toHaveLength(1);
  });

  it('removes a subscription the push service calls gone, and sends it nothing more', async () => {
    const user = await newUser();
    await subscribe(user.token, service.device('gone').form);
    service.answer('gone', 410);
    const id = await notifyFill(user.userId);
    expect(await deliveries(id)).toEqual([{ channel: 'push', status: 'gone', attempts: 1 }]);
    expect((await settings(user.token)).devices).toEqual([]);
    await notifyFill(user.userId);
    expect(service.received.filter((push) => push.device === 'gone')).toHaveLength(1);
  });

  it('tries a push again later when the service is busy, three times at most, never twice once delivered', async () => {
    const user = await newUser();
    await subscribe(user.token, service.device('busy').form);
    service.answer('busy', 503);
    const id = await notifyFill(user.userId);
    expect(await deliveries(id)).toEqual([{ channel: 'push', status: 'pending', attempts: 1 }]);

    app.clock.advance(30_000);
    app.deliveries.wake();
    await settle();
    expect(await deliveries(id)).toEqual([{ channel: 'push', status: 'pending', attempts: 2 }]);

    service.answer('busy', 201);
    app.clock.advance(120_000);
    app.deliveries.wake();
    await settle();
    expect(await deliveries(id)).toEqual([{ channel: 'push', status: 'delivered', attempts: 3 }]);
    app.clock.advance(600_000);
    app.deliveries.wake();
    await settle();
    expect(service.received.filter((push) => push.device === 'busy')).toHaveLength(3);
  });

  it('sends nothing to a device whose session ended', async () => {
    const user = await newUser();
    await subscribe(user.token, service.device('signed-out').form);
    const out = await call(app, 'POST', '/api/user/logout', {}, auth(user.token));
    expect(out.code, out.msg).toBe(1);
    const id = await notifyFill(user.userId);
    expect(await deliveries(id)).toEqual([]);
  });

  it('turns a device off by its id, and not another user’s', async () => {
    const [owner, stranger] = [await newUser(), await newUser()];
    const { data } = await subscribe(owner.token, service.device('off').form);
    const theirs = await call<{ removed: boolean }>(app, 'POST', '/api/notify/push_unsubscribe', { id: data.id }, auth(stranger.token));
    expect(theirs.data.removed).toBe(false);
    expect((await settings(owner.token)).devices).toHaveLength(1);
    const mine = await call<{ removed: boolean }>(app, 'POST', '/api/notify/push_unsubscribe', { id: data.id }, auth(owner.token));
    expect(mine.data.removed).toBe(true);
    expect((await settings(owner.token)).devices).toEqual([]);
  });

  it('emails a kind the user turned email on for, in the language of their settings, beside the push', async () => {
    const user = await newUser();
    const saved = await call<NotifySettings>(
      app,
      'POST',
      '/api/notify/settings',
      { kind: 'order_filled', email: '1' },
      { ...auth(user.token), lang: 'fr' },
    );
    expect(saved.code, saved.msg).toBe(1);
    const before = app.outbox.length;
    const id = await notifyFill(user.userId);
    const mails = app.outbox.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('EUR/USD');
    expect(mails[0]!.subject).toMatch(/^Ordre en attente/);
    expect(await deliveries(id)).toEqual([{ channel: 'email', status: 'delivered', attempts: 1 }]);
  });

  it('keeps security emails on, and refuses email to a demo account', async () => {
    const user = await newUser();
    const locked = await save(user.token, { kind: 'security_change', email: '0' });
    expect(locked.code).toBe(CODE.BAD_INPUT);
    expect(locked.msg).toMatch(/freezes your account/);
    expect((await settings(user.token)).kinds.find((each) => each.kind === 'security_change')).toMatchObject({
      email: true,
      email_locked: true,
    });

    const demo = await call<{ token: string }>(app, 'GET', '/api/user/createAccountDemoForU', {
      device_id: randomUUID().replaceAll('-', ''),
    });
    expect(demo.code, demo.msg).toBe(1);
    const refused = await save(demo.data.token, { kind: 'order_filled', email: '1' });
    expect(refused.code).toBe(CODE.BAD_INPUT);
    expect(refused.msg).toMatch(/no email address/);
    expect((await settings(demo.data.token)).email_available).toBe(false);
  });

  it('refuses bad subscriptions and settings with a message, changing nothing', async () => {
    const user = await newUser();
    const good = service.device('bad-input').form;
    const refusedSubscriptions = [
      { ...good, endpoint: 'http://push.example.com/x' },
      { ...good, endpoint: 'ftp://127.0.0.1/x' },
      { ...good, endpoint: 'https://user:pw@push.example.com/x' },
      { ...good, endpoint: 'not a url' },
      { ...good, p256dh: 'short' },
      { ...good, auth: '' },
      { endpoint: good.endpoint, p256dh: good.p256dh },
    ];
    for (const form of refusedSubscriptions) {
      const answer = await subscribe(user.token, form);
      expect(answer.code, JSON.stringify(form)).toBe(CODE.BAD_INPUT);
      expect(answer.msg).not.toBe('');
    }
    const refusedSettings: Record<string, string>[] = [
      { kind: 'marketing', push: '0' },
      { kind: 'order_filled', push: '2' },
      { kind: 'order_filled' },
      { push: '0' },
      {},
      { quiet_from: '25:00' },
      { time_zone: 'Mars/Olympus_Mons' },
      { quiet_enabled: '1', quiet_from: '08:00', quiet_to: '08:00' },
    ];
    const before = await settings(user.token);
    for (const form of refusedSettings) {
      const answer = await save(user.token, form);
      expect(answer.code, JSON.stringify(form)).toBe(CODE.BAD_INPUT);
    }
    expect(await settings(user.token)).toEqual(before);
    expect(before.devices).toEqual([]);
    const neither = await call(app, 'POST', '/api/notify/push_unsubscribe', {}, auth(user.token));
    expect(neither.code).toBe(CODE.BAD_INPUT);
  });
});
