import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../common/api/access';
import type { InboxEntry } from '../../../common/api/notify';
import type { Page } from '../../../common/api/page';
import { CODE } from '../../../common/envelope';
import { INBOX_PAGE_SIZE, NOTIFICATION_KIND } from '../../../common/notify';
import { SECURITY_EVENT } from '../../../common/security';
import { recordNotification } from '../../../server/notify/inbox';
import { auth, call, newAddress, registerUser } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';

// The inbox over HTTP (issue 34): security events of issue 33 arrive as entries with their kind, facts and link; a
// page at a time; marked read by id or all; bad input and a missing session refused, nothing changed.

const app = appForTests();

const PASSWORD = 'correct horse 1';
const LAPTOP = { 'x-device-id': 'laptop-device-0001', 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0' };
const PHONE = { 'x-device-id': 'phone-device-000001', 'user-agent': 'Mozilla/5.0 (iPhone) Safari' };

let made = 0;
async function newUser(): Promise<{ email: string; token: string; userId: number }> {
  made += 1;
  const email = `inbox${made}@example.com`;
  const { token } = await registerUser(app, email, PASSWORD);
  const [row] = await app.database.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return { email, token, userId: row!.id };
}

async function login(email: string, headers: Record<string, string>, address: string): Promise<string> {
  const answer = await call<LoginResult>(
    app,
    'POST',
    '/api/user/loginForU',
    { type: 'email', account: email, password: PASSWORD },
    headers,
    address,
  );
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.token;
}

const inbox = (token: string, page = 1) => call<Page<InboxEntry>>(app, 'GET', '/api/notify/inbox', { page }, auth(token));
const unread = async (token: string) =>
  (await call<{ unread: number }>(app, 'GET', '/api/notify/unread_count', {}, auth(token))).data.unread;
const markRead = (token: string, params: Record<string, string>) =>
  call<{ unread: number }>(app, 'POST', '/api/notify/read', params, auth(token));

describe('the inbox over HTTP', () => {
  it('holds a sign-in from a new device and a security change, with their facts and links; not a known device, nor the registration', async () => {
    const user = await newUser();
    // Registering is the account's first sign-in: nothing to tell its owner.
    expect((await inbox(user.token)).data).toEqual({ total: 0, data: [] });

    const address = newAddress();
    const token = await login(user.email, LAPTOP, address);
    await login(user.email, LAPTOP, newAddress());
    const changed = await call(app, 'POST', '/api/security/anti_phishing', { code: 'blue heron 42' }, auth(token));
    expect(changed.code, changed.msg).toBe(1);

    const page = await inbox(token);
    expect(page.code).toBe(1);
    expect(page.data.total).toBe(2);
    expect(page.data.data).toEqual([
      {
        id: expect.any(Number),
        kind: NOTIFICATION_KIND.SECURITY_CHANGE,
        detail: { event: SECURITY_EVENT.ANTI_PHISHING_CODE_CHANGED },
        link: '/mine/security/log',
        created_at: app.clock.now(),
        read: false,
      },
      {
        id: expect.any(Number),
        kind: NOTIFICATION_KIND.NEW_DEVICE_SIGN_IN,
        detail: { user_agent: LAPTOP['user-agent'], address },
        link: '/mine/security/sessions',
        created_at: app.clock.now(),
        read: false,
      },
    ]);
    expect(await unread(token)).toBe(2);

    // Another new device is told again; the entry is for this user only.
    const phone = await login(user.email, PHONE, newAddress());
    expect((await inbox(phone)).data.data[0]).toMatchObject({
      kind: NOTIFICATION_KIND.NEW_DEVICE_SIGN_IN,
      detail: { user_agent: PHONE['user-agent'] },
    });
    const other = await newUser();
    expect(await unread(other.token)).toBe(0);
  });

  it('pages newest first and marks entries read by id, then all', async () => {
    const user = await newUser();
    const ids: number[] = [];
    for (let index = 0; index < INBOX_PAGE_SIZE + 3; index += 1) {
      app.clock.advance(1_000);
      ids.push(
        await recordNotification(app.database.db, app.clock, {
          userId: user.userId,
          kind: NOTIFICATION_KIND.SECURITY_CHANGE,
          detail: { event: SECURITY_EVENT.PASSKEY_ADDED },
          link: '/mine/security/log',
        }),
      );
    }
    const first = await inbox(user.token, 1);
    const second = await inbox(user.token, 2);
    expect(first.data.total).toBe(ids.length);
    expect([...first.data.data, ...second.data.data].map((entry) => entry.id)).toEqual([...ids].reverse());

    const marked = await markRead(user.token, { ids: `${ids[0]},${ids[1]}` });
    expect(marked).toMatchObject({ code: 1, data: { unread: ids.length - 2 } });
    expect((await inbox(user.token, 2)).data.data.map((entry) => entry.read)).toEqual([false, true, true]);
    // all=0 with ids is the ids alone.
    expect((await markRead(user.token, { ids: String(ids[2]), all: '0' })).data.unread).toBe(ids.length - 3);
    expect(await markRead(user.token, { all: '1' })).toMatchObject({ code: 1, data: { unread: 0 } });
    expect(await unread(user.token)).toBe(0);
  });

  it("passes over another user's ids without touching their entries", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const id = await recordNotification(app.database.db, app.clock, {
      userId: owner.userId,
      kind: NOTIFICATION_KIND.SECURITY_CHANGE,
      detail: { event: SECURITY_EVENT.PASSWORD_CHANGED },
      link: null,
    });
    expect(await markRead(stranger.token, { ids: String(id) })).toMatchObject({ code: 1, data: { unread: 0 } });
    expect(await markRead(stranger.token, { all: '1' })).toMatchObject({ code: 1, data: { unread: 0 } });
    expect(await unread(owner.token)).toBe(1);
  });

  it.each([
    ['ids that are not a list of ids', { ids: '1,,2' }],
    ['an id that is not a number', { ids: 'abc' }],
    ['a zero id', { ids: '0' }],
    ['all that is not 0 or 1', { all: 'yes' }],
    ['neither ids nor all', {}],
    ['all=0 alone', { all: '0' }],
    ['both ids and all', { ids: '1', all: '1' }],
  ])('refuses %s with 1001 and changes nothing', async (_case, params: Record<string, string>) => {
    const user = await newUser();
    const id = await recordNotification(app.database.db, app.clock, {
      userId: user.userId,
      kind: NOTIFICATION_KIND.SECURITY_CHANGE,
      detail: { event: SECURITY_EVENT.PASSWORD_CHANGED },
      link: null,
    });
    const answer = await markRead(user.token, { ...params, ...(params.ids === '1' ? { ids: String(id) } : {}) });
    expect(answer.code, answer.msg).toBe(CODE.BAD_INPUT);
    expect(answer.msg).not.toBe('');
    expect(await unread(user.token)).toBe(1);
  });

  it('refuses a page that is not a whole number from 1', async () => {
    const user = await newUser();
    expect((await call(app, 'GET', '/api/notify/inbox', { page: 0 }, auth(user.token))).code).toBe(CODE.BAD_INPUT);
    expect((await call(app, 'GET', '/api/notify/inbox', { page: 'x' }, auth(user.token))).code).toBe(CODE.BAD_INPUT);
  });

  it('answers 999 without a session, and changes nothing', async () => {
    const user = await newUser();
    await recordNotification(app.database.db, app.clock, {
      userId: user.userId,
      kind: NOTIFICATION_KIND.SECURITY_CHANGE,
      detail: { event: SECURITY_EVENT.PASSWORD_CHANGED },
      link: null,
    });
    expect((await call(app, 'GET', '/api/notify/inbox', { page: 1 })).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await call(app, 'GET', '/api/notify/unread_count')).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await call(app, 'POST', '/api/notify/read', { all: '1' })).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await call(app, 'POST', '/api/notify/read', { all: '1' }, auth('not-a-session'))).code).toBe(CODE.NOT_LOGGED_IN);
    expect(await unread(user.token)).toBe(1);
  });

  it('serves a demo account its inbox', async () => {
    const demo = await call<LoginResult>(app, 'GET', '/api/user/createAccountDemoForU', { device_id: 'inboxdemodevice00001' });
    expect(demo.code, demo.msg).toBe(1);
    expect(await inbox(demo.data.token)).toMatchObject({ code: 1, data: { total: 0, data: [] } });
    expect(await unread(demo.data.token)).toBe(0);
    expect(await markRead(demo.data.token, { all: '1' })).toMatchObject({ code: 1, data: { unread: 0 } });
  });
});
