import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { hit } from '../../../server/account/rate-limit';
import { IDLE_MS } from '../../../server/account/user-sessions';
import { requestRetentionJob } from '../../../server/account/request-retention-job';
import { auth, call, lastCodeFor, registerUser } from '../helpers/access';
import { runScheduledJobs } from '../helpers/fund';
import { testApp, type TestApp } from '../helpers/test-app';
import { BTCUSDT, demoTrader, tick } from '../helpers/trading';

// What a server left running keeps of what requests leave behind: live sessions, codes not yet expired, counters of
// the window in progress and answers a retry may still ask for stay; ended sessions, expired codes, old counters
// and day-old answers go on the leader's hourly schedule.

const DAY = 24 * 60 * 60 * 1000;

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function count(test: TestApp, sql: string, params: readonly (string | number)[] = []): Promise<number> {
  const [row] = await test.database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return row?.n ?? 0;
}

describe('request retention job', () => {
  it('drops ended sessions a week after they ended and keeps the ones in use', async () => {
    app = await testApp();
    const kept = await registerUser(app, 'kept@example.com');
    const loggedOut = await registerUser(app, 'left@example.com');
    const idle = await registerUser(app, 'idle@example.com');
    expect((await call(app, 'POST', '/api/user/logout', {}, auth(loggedOut.token))).code).toBe(1);

    // Six days on, the logged-out session ended less than a week ago: still a row (the job keeps it).
    app.clock.advance(6 * DAY);
    await runScheduledJobs(app, [requestRetentionJob]);
    expect(await count(app, 'sessions')).toBe(3);

    // Past a week since the logout, and past the idle limit and a week for the unused session.
    for (let moved = 0; moved < IDLE_MS + 2 * DAY; moved += DAY) {
      app.clock.advance(DAY);
      // The kept session is used every day, as a customer who opens the app would.
      expect((await call(app, 'GET', '/api/user/info', {}, auth(kept.token))).code).toBe(1);
    }
    await runScheduledJobs(app, [requestRetentionJob]);
    const left = await app.database.db.query<{ email: string }>('SELECT u.email FROM sessions s JOIN users u ON u.id = s.user_id');
    expect(left.map((row) => row.email)).toEqual(['kept@example.com']);
    expect((await call(app, 'GET', '/api/user/info', {}, auth(kept.token))).code).toBe(1);
    expect((await call(app, 'GET', '/api/user/info', {}, auth(idle.token))).code).toBe(999);
  });

  it('keeps an answer a retry may still ask for, and drops it after a day', async () => {
    app = await testApp();
    const trader = await demoTrader(app);
    await tick(app, BTCUSDT, '65000.00');
    const key = randomUUID();
    const submit = () =>
      call<ForexOrder>(
        app as TestApp,
        'GET',
        '/v2/api/forex/submit',
        { type: 1, cont: '0.01', forex_id: BTCUSDT, status: 1, multiple: 10 },
        {
          ...auth(trader.token),
          'idempotency-key': key,
        },
      );
    const first = await submit();
    expect(first.code, first.msg).toBe(1);

    await runScheduledJobs(app, [requestRetentionJob]);
    const retried = await submit();
    expect(retried.data.Id).toBe(first.data.Id);
    expect(await count(app, 'contract_orders WHERE user_id = $1', [trader.userId])).toBe(1);

    app.clock.advance(DAY);
    await runScheduledJobs(app, [requestRetentionJob]);
    expect(await count(app, 'idempotent_requests WHERE user_id = $1', [trader.userId])).toBe(0);
  });

  it('keeps the counters of a window in progress and codes not yet expired, and drops old ones', async () => {
    app = await testApp();
    const current = { key: 'test:current', max: 1, windowMs: 60_000 };
    expect(await hit(app.database.db, app.clock, { key: 'test:old', max: 1, windowMs: 60_000 })).toBe(0);
    await call(app, 'POST', '/api/notify/send_email', { email: 'old@example.com', scene: 'register' });
    app.clock.advance(2 * DAY);
    // A limit reached in the window in progress; and a code sent just now.
    expect(await hit(app.database.db, app.clock, current)).toBe(0);
    expect(await hit(app.database.db, app.clock, current)).toBeGreaterThan(0);
    await call(app, 'POST', '/api/notify/send_email', { email: 'new@example.com', scene: 'register' });

    // The job's run at this moment (the schedule would move the clock past the code's ten minutes).
    const test = app;
    await requestRetentionJob.run(test.database.db, test.clock, (tx) => test.leadership.fence(tx));

    // The limit still holds in its window; the fresh code still registers; the day-old ones are gone.
    expect(await hit(app.database.db, app.clock, current)).toBeGreaterThan(0);
    expect(await count(app, "rate_counters WHERE key = 'test:old'")).toBe(0);
    const registered = await call(app, 'POST', '/api/user/register', {
      type: 'email',
      account: 'new@example.com',
      password: 'correct horse 1',
      re_password: 'correct horse 1',
      sms_code: lastCodeFor(app, 'new@example.com'),
    });
    expect(registered.code, registered.msg).toBe(1);
    expect(await count(app, "verification_codes WHERE target = 'old@example.com'")).toBe(0);
  });
});
