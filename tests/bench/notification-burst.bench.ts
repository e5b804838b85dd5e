import { randomBytes } from 'node:crypto';
import { buildApp } from '../../server/app';
import { digest } from '../../server/account/tokens';
import { ManualClock } from '../../server/clock';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { loadServerI18n } from '../../server/i18n/catalogs';
import { recordNotification } from '../../server/notify/inbox';
import { PUSH_IN_FLIGHT } from '../../server/notify/delivery-sender';
import { secretBox } from '../../server/security/secret-box';
import { seed } from '../../server/seed/seed';
import { startPushService } from '../server/helpers/push-service';
import { percentile } from './percentile';
import type { BenchRow } from './rows';

// Issue 34's measure of a burst: 10,000 notifications recorded in one transaction (a stop-out cascade closing every
// position of 1,000 accounts at one tick), each user with one device on a push service on this machine that takes
// 20 ms to answer, as a real one does. Figures: every entry in the inbox, every push delivered once (none lost, none
// doubled: the push service counts what it got, by each push's own tag), the pushes in flight at once never more than
// the sender's bound, and the API's p99 (the bell's unread count, a call every open app makes) while the burst is
// delivered, against its p99 before it in the same run.

const USERS = Number(process.env.BURST_USERS ?? 1_000);
const PER_USER = 10;
const TOTAL = USERS * PER_USER;
const SERVICE_DELAY_MS = 20;
const BASELINE_CALLS = 400;

export async function run(): Promise<BenchRow[]> {
  const db = await openPglite();
  await migrate(db);
  await seed(db);
  const clock = new ManualClock();
  const service = await startPushService();
  service.delay(SERVICE_DELAY_MS);
  const app = await buildApp({
    config: { logLevel: 'silent', publicOrigin: 'https://trade.example.com' },
    db,
    clock,
    i18n: await loadServerI18n(),
    secrets: secretBox(randomBytes(32)),
    rateLimitPerMinute: 1_000_000_000,
  });
  await app.http.ready();

  // 1,000 users, each signed in once with one device subscribed.
  const token = (user: number) => `bench-session-${user}`;
  const userIds: number[] = [];
  for (let user = 0; user < USERS; user += 1) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO users (uid, email, password_hash, invite_code, created_at) VALUES ($1, $2, 'x', $1, $3) RETURNING id`,
      [String(9_000_000 + user), `burst${user}@example.com`, new Date(clock.now())],
    );
    const id = row!.id;
    userIds.push(id);
    await db.query('INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [
      digest(token(user)),
      id,
      new Date(clock.now()),
    ]);
    const device = service.device(`user-${user}`);
    await db.query(
      `INSERT INTO push_subscriptions (user_id, session_hash, endpoint, p256dh, auth, lang, origin, created_at)
       VALUES ($1, $2, $3, $4, $5, 'en', 'https://trade.example.com', $6)`,
      [id, digest(token(user)), device.endpoint, device.p256dh, device.auth, new Date(clock.now())],
    );
  }

  const callUnread = async (user: number) => {
    const started = performance.now();
    const answer = await app.http.inject({ url: '/api/notify/unread_count', headers: { authorization: token(user), lang: 'en' } });
    if (answer.statusCode !== 200) throw new Error(`unread_count answered ${answer.statusCode}`);
    return performance.now() - started;
  };
  for (let call = 0; call < 100; call += 1) await callUnread(call % USERS);
  const quiet: number[] = [];
  for (let call = 0; call < BASELINE_CALLS; call += 1) quiet.push(await callUnread(call % USERS));

  // The burst: one transaction records every entry, as a stop-out cascade's settlement does.
  const burstStarted = performance.now();
  await db.transaction(async (tx) => {
    for (let n = 0; n < TOTAL; n += 1) {
      await recordNotification(tx, clock, {
        userId: userIds[n % USERS]!,
        kind: 'contract_closed',
        detail: {
          reason: 'stop_out',
          order_id: n + 1,
          instrument: 'BTC/USDT',
          side: 'buy',
          lots: '0.01',
          price: '43210.5',
          profit: '-12.34',
        },
        link: '/order?type=3&source=0',
      });
    }
  });
  const recordedMs = performance.now() - burstStarted;
  // The API is called, one call after another, for as long as the pushes go out.
  const during: number[] = [];
  let delivering = true;
  const caller = (async () => {
    let call = 0;
    while (delivering) {
      during.push(await callUnread((call += 1) % USERS));
      // A call in process answers without ever leaving the microtask queue (inject, the embedded database): a turn of
      // the event loop between calls lets the timers and sockets of the delivery run, as calls over a network would.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  for (;;) {
    await app.inbox.idle();
    await app.deliveries.idle();
    const [left] = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM notifications n WHERE n.pushed_at IS NULL
         OR EXISTS (SELECT 1 FROM notification_deliveries d WHERE d.notification_id = n.id AND d.status IN ('pending', 'sending'))`,
    );
    if (Number(left?.n) === 0) break;
    if (process.env.BURST_DEBUG) {
      console.error(await db.query('SELECT status, error, count(*) FROM notification_deliveries GROUP BY 1, 2'), left);
    }
    app.deliveries.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const deliveredMs = performance.now() - burstStarted;
  delivering = false;
  await caller;

  const [inbox] = await db.query<{ n: string }>('SELECT count(*) AS n FROM notifications');
  const [delivered] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM notification_deliveries WHERE status = 'delivered'`);
  const received = service.received.length;
  // Each push opened by its device: its tag names its entry, so a doubled one shows as a tag seen twice.
  const opened = new Set<string>();
  let doubled = 0;
  for (let user = 0; user < USERS; user += 1) {
    for (const message of service.opened(`user-${user}`)) {
      if (opened.has(message.notification.tag)) doubled += 1;
      opened.add(message.notification.tag);
    }
  }
  const quietP99 = percentile(quiet, 0.99);
  const duringP99 = percentile(during, 0.99);
  const ratio = duringP99 / quietP99;
  console.log(`  recorded ${TOTAL} entries in one transaction in ${recordedMs.toFixed(0)} ms; all pushed in ${deliveredMs.toFixed(0)} ms`);
  console.log(
    `  inbox ${inbox?.n} entries; deliveries delivered ${delivered?.n}; push service got ${received}, distinct ${opened.size}, doubled ${doubled}`,
  );
  console.log(`  pushes in flight at once: at most ${service.peakInFlight} (bound ${PUSH_IN_FLIGHT})`);
  console.log(
    `  unread_count p99: ${quietP99.toFixed(2)} ms quiet (${quiet.length} calls), ${duringP99.toFixed(2)} ms during the burst (${during.length} calls)`,
  );

  await app.http.close();
  await service.close();
  await db.close();
  const complete = Number(inbox?.n) === TOTAL && Number(delivered?.n) === TOTAL && opened.size === TOTAL && doubled === 0;
  return [
    {
      measure: '10,000-notification burst: inbox, pushes once each',
      figure: `${inbox?.n} in the inbox, ${opened.size} pushed, ${doubled} doubled, ${service.peakInFlight} in flight at most`,
      baseline: `${TOTAL} recorded, bound ${PUSH_IN_FLIGHT}`,
      target: `all, none doubled, <= ${PUSH_IN_FLIGHT} in flight`,
      met: complete && service.peakInFlight <= PUSH_IN_FLIGHT,
    },
    {
      measure: 'API p99 during the burst vs without',
      figure: `${ratio.toFixed(2)}x (${duringP99.toFixed(2)} ms)`,
      baseline: `${quietP99.toFixed(2)} ms without the burst`,
      target: '<= 2x',
      met: ratio <= 2,
    },
  ];
}
