import { describe, expect, it, vi } from 'vitest';
import type { CustomerSession } from '../../../common/api/admin-console';
import { CODE } from '../../../common/envelope';
import { soleLeadership } from '../../../server/cluster/leadership';
import { redisBus, type RedisBus } from '../../../server/cluster/redis-bus';
import { issueCode } from '../../../server/account/codes';
import { auth, call, newAddress, registerUser } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { appOn, type TestApp } from '../helpers/test-app';
import { clearPrefix, redisAvailable, SHARED_REDIS, uniquePrefix } from '../cluster/helpers/cluster-env';

// A session that ends stops working on the next call, though the server resolved it a moment before and keeps what
// it resolved for a while (server/account/session-cache.ts): logout, a password change or reset, an operator
// revoking it or suspending the account. The clock never moves here, so nothing ages out of the cache: only the
// notice that the session ended can make these calls answer 999.

const app = appForTests();
const support = madeBeforeTests(() => operatorWithRole(app, 'support'));

/** Signs a new user in and uses the session once, so the server holds it resolved. */
async function usedSession(email: string, password = 'correct horse 1'): Promise<{ token: string; userId: number }> {
  const { token, user } = await registerUser(app, email, password);
  expect((await info(app, token)).code).toBe(1);
  return { token, userId: user.id };
}

const info = (on: TestApp, token: string) => call(on, 'GET', '/api/user/info', {}, auth(token));

describe('a session ended', () => {
  it('by logout answers 999 on the next call', async () => {
    const { token } = await usedSession('leaving@example.com');
    expect((await call(app, 'POST', '/api/user/logout', {}, auth(token))).code).toBe(1);
    expect((await info(app, token)).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('by a password change signs the other device out at once and keeps this one', async () => {
    const phone = await usedSession('two-devices@example.com', 'first password 1');
    const laptop = await call<{ token: string }>(
      app,
      'POST',
      '/api/user/loginForU',
      { type: 'email', account: 'two-devices@example.com', password: 'first password 1' },
      {},
      newAddress(),
    );
    expect((await info(app, laptop.data.token)).code).toBe(1);
    const changed = await call(
      app,
      'POST',
      '/api/user/amend_password',
      { type: 'email', old_password: 'first password 1', password: 'second password 2', re_password: 'second password 2' },
      auth(phone.token),
    );
    expect(changed.code, changed.msg).toBe(1);
    expect((await info(app, laptop.data.token)).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await info(app, phone.token)).code).toBe(1);
  });

  it('by a password reset answers 999 on the next call', async () => {
    const { token } = await usedSession('forgetful@example.com');
    // Issued directly: asking for it by email so soon after registering waits out a minute, and the session would age
    // out of the cache meanwhile.
    const code = await issueCode(app.database.db, app.clock, 'email', 'forgetful@example.com', 'forget');
    const reset = await call(app, 'POST', '/api/user/forget_password', {
      type: 'email',
      account: 'forgetful@example.com',
      password: 'a new password 3',
      re_password: 'a new password 3',
      code,
    });
    expect(reset.code, reset.msg).toBe(1);
    expect((await info(app, token)).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('by an operator suspending the account answers 999 on the next call, and a restore lets it back in', async () => {
    const { token, userId } = await usedSession('blocked@example.com');
    const suspended = await call(
      app,
      'POST',
      '/admin/api/customers/suspend',
      { id: userId, action: 'suspend', reason: 'card fraud' },
      auth(support.token),
    );
    expect(suspended.code, suspended.msg).toBe(1);
    expect((await info(app, token)).code).toBe(CODE.NOT_LOGGED_IN);
    await call(app, 'POST', '/admin/api/customers/suspend', { id: userId, action: 'restore', reason: '' }, auth(support.token));
    expect((await info(app, token)).code).toBe(1);
  });

  it('by an operator revoking it answers 999 on the next call', async () => {
    const { token, userId } = await usedSession('revoked@example.com');
    const sessions = await call<CustomerSession[]>(app, 'GET', '/admin/api/customers/sessions', { id: userId }, auth(support.token));
    const revoked = await call(
      app,
      'POST',
      '/admin/api/customers/sessions/revoke',
      { id: userId, session: sessions.data[0]!.id },
      auth(support.token),
    );
    expect(revoked.code, revoked.msg).toBe(1);
    expect((await info(app, token)).code).toBe(CODE.NOT_LOGGED_IN);
  });
});

// Two nodes on one database, their buses on Redis: a session ended through one node stops working on the other,
// which had it resolved, as soon as the notice crosses (the clock still never moves).
const redis = await redisAvailable();
if (!redis) console.log('session-ends: the second node is skipped (needs a Redis at 127.0.0.1:6379)');

describe.skipIf(!redis)('a session ended through one node', () => {
  const prefix = uniquePrefix('session-ends');
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const nodes = madeBeforeTests(async () => {
    const url = `redis://${SHARED_REDIS.host}:${SHARED_REDIS.port}`;
    const buses: RedisBus[] = [
      await redisBus({ url, prefix, nodeId: 'a', log: silent }),
      await redisBus({ url, prefix, nodeId: 'b', log: silent }),
    ];
    const [busA, busB] = buses as [RedisBus, RedisBus];
    const other = (bus: RedisBus) => appOn(app.database, app.clock, app.outbox, { cluster: { bus, leadership: soleLeadership() } });
    const a: TestApp = {
      ...(await other(busA)),
      clock: app.clock,
      database: app.database,
      outbox: app.outbox,
      close: () => Promise.resolve(),
    };
    const b: TestApp = {
      ...(await other(busB)),
      clock: app.clock,
      database: app.database,
      outbox: app.outbox,
      close: () => Promise.resolve(),
    };
    return { a, b, buses };
  });

  it('answers 999 on the other node after logout and after a suspension', async () => {
    const { a, b } = nodes;
    const out = await usedSession('two-nodes-out@example.com');
    expect((await info(b, out.token)).code).toBe(1);
    expect((await call(a, 'POST', '/api/user/logout', {}, auth(out.token))).code).toBe(1);
    await vi.waitFor(async () => expect((await info(b, out.token)).code).toBe(CODE.NOT_LOGGED_IN));

    const blocked = await usedSession('two-nodes-blocked@example.com');
    expect((await info(b, blocked.token)).code).toBe(1);
    const suspended = await call(
      a,
      'POST',
      '/admin/api/customers/suspend',
      { id: blocked.userId, action: 'suspend', reason: 'card fraud' },
      auth(support.token),
    );
    expect(suspended.code, suspended.msg).toBe(1);
    await vi.waitFor(async () => expect((await info(b, blocked.token)).code).toBe(CODE.NOT_LOGGED_IN));
  });

  it('cleans up', async () => {
    await Promise.all([nodes.a.http.close(), nodes.b.http.close()]);
    await Promise.all(nodes.buses.map((bus) => bus.close()));
    await clearPrefix(prefix);
  });
});
