import type { InboxEntry } from '../../common/api/notify';
import { resolveLocale } from '../../common/locales';
import { inQuietHours } from '../../common/push';
import { Semaphore } from '../account/semaphore';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { ServerI18n } from '../i18n/catalogs';
import type { Log } from '../log';
import { inboxEntryOf, NOTIFICATION_COLUMNS, type NotificationRow } from './inbox';
import type { Notifier } from './notifier';
import { pushMessageOf, wordedEntry } from './push-message';
import { sendPush, type Fetch, type PushOutcome } from './push-transport';
import type { VapidKeys } from './vapid';
import { WokenRunner } from './woken-runner';

// Sends the pushes and emails the inbox's claims queued (./delivery-queue.ts), on whichever node claims them: a
// delivery is taken `pending` -> `sending` in one statement (SKIP LOCKED: one node each), sent, then given its outcome.
// At most PUSH_IN_FLIGHT requests are in flight per node, so a burst (a stop-out cascade's thousands of entries) is
// sent steadily rather than all at once. A push service that could not take a push (429, 5xx) gets it again later,
// up to MAX_ATTEMPTS; a subscription it calls gone (404, 410) is removed; a delivery a dead node left `sending` is
// failed, never sent twice. Quiet hours are judged when a push is sent: one due inside them is not sent (`quiet`).

/** Requests one node has in flight to push services and the mailer at most. */
export const PUSH_IN_FLIGHT = 16;
/** Deliveries one claim takes at most. */
const CLAIM_BATCH = 100;
/** Tries of a push the service could not take, before it is failed. */
const MAX_ATTEMPTS = 3;
/** The wait before the next try, by the tries made. */
const RETRY_AFTER_MS = [30_000, 120_000];
/** A delivery `sending` for longer belongs to a node that stopped: it is failed. */
const SENDING_LEASE_MS = 5 * 60_000;
/** Time between sweeps for due retries and deliveries whose wake-up was missed. */
export const DELIVERY_SWEEP_MS = 10_000;
/** The longest error kept with a delivery, for the console. */
const MAX_ERROR = 200;

export interface DeliverySenderDeps {
  db: Database;
  clock: Clock;
  log: Log;
  i18n: ServerI18n;
  vapid: VapidKeys & { subject: string };
  /** Emails to users (with the anti-phishing line). */
  notifier: Notifier;
  /** Where an email's link points; without it the email names the screen in words only. */
  publicOrigin?: string | undefined;
  /** The requests to push services; fetch unless given. */
  fetch?: Fetch;
  sweepMs?: number;
}

interface DueRow extends NotificationRow {
  delivery_id: string | number;
  channel: 'push' | 'email';
  attempts: number;
  subscription_id: number | null;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  device_lang: string | null;
  origin: string | null;
  quiet_enabled: boolean | null;
  quiet_starts: number | null;
  quiet_ends: number | null;
  time_zone: string | null;
  email_lang: string | null;
  email: string | null;
}

type Status = 'delivered' | 'failed' | 'gone' | 'quiet' | 'pending';

interface Outcome {
  id: number;
  status: Status;
  error: string | null;
  dueAt: number;
  /** A subscription to remove (gone). */
  gone?: number;
}

export class DeliverySender {
  private readonly runner: WokenRunner;
  private readonly inFlight = new Semaphore(PUSH_IN_FLIGHT);

  constructor(private readonly deps: DeliverySenderDeps) {
    this.runner = new WokenRunner({
      clock: deps.clock,
      log: deps.log,
      sweepMs: deps.sweepMs ?? DELIVERY_SWEEP_MS,
      run: (stopping) => this.sendDue(stopping),
      failure: 'notification delivery failed; the next sweep retries',
    });
  }

  start(): void {
    this.runner.start();
  }

  stop(): Promise<void> {
    return this.runner.stop();
  }

  /** Sends what is due, now or right after the run going on. */
  wake(): void {
    this.runner.wake();
  }

  /** Resolves once no run is going (tests wait on it). */
  idle(): Promise<void> {
    return this.runner.idle();
  }

  /** Fails what dead nodes left in flight, then sends every due delivery, a batch at a time; answers how many. */
  async sendDue(stopping: () => boolean = () => false): Promise<number> {
    const now = this.deps.clock.now();
    await this.deps.db.query(
      `UPDATE notification_deliveries SET status = 'failed', error = 'lost: the node sending it stopped', updated_at = $1
       WHERE status = 'sending' AND updated_at < $2`,
      [new Date(now), new Date(now - SENDING_LEASE_MS)],
    );
    let sent = 0;
    for (;;) {
      // Checked before a claim, never after: a claimed batch is always sent, or its deliveries would wait for the lease.
      if (stopping()) return sent;
      const rows = await this.claim();
      if (rows.length === 0) return sent;
      const unread = await this.unreadOf([...new Set(rows.map((row) => row.user_id))]);
      const outcomes = await Promise.all(rows.map((row) => this.inFlight.run(() => this.send(row, unread.get(row.user_id) ?? 0))));
      await this.record(outcomes);
      sent += rows.length;
    }
  }

  private async claim(): Promise<DueRow[]> {
    const now = new Date(this.deps.clock.now());
    const columns = NOTIFICATION_COLUMNS.split(', ')
      .map((column) => `n.${column}`)
      .join(', ');
    return this.deps.db.query<DueRow>(
      `WITH taken AS (
         UPDATE notification_deliveries SET status = 'sending', attempts = attempts + 1, updated_at = $1
         WHERE id IN (SELECT id FROM notification_deliveries WHERE status = 'pending' AND due_at <= $1
                      ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING id, notification_id, channel, attempts, subscription_id
       )
       SELECT t.id AS delivery_id, t.channel, t.attempts, t.subscription_id, ${columns},
         s.endpoint, s.p256dh, s.auth, s.lang AS device_lang, s.origin,
         p.quiet_enabled, p.quiet_starts, p.quiet_ends, p.time_zone, p.lang AS email_lang, u.email
       FROM taken t JOIN notifications n ON n.id = t.notification_id JOIN users u ON u.id = n.user_id
       LEFT JOIN push_subscriptions s ON s.id = t.subscription_id
       LEFT JOIN notification_preferences p ON p.user_id = n.user_id
       ORDER BY t.id`,
      [now, CLAIM_BATCH],
    );
  }

  private async unreadOf(userIds: number[]): Promise<Map<number, number>> {
    const rows = await this.deps.db.query<{ user_id: number; n: string | number }>(
      'SELECT user_id, count(*) AS n FROM notifications WHERE user_id = ANY($1::int[]) AND read_at IS NULL GROUP BY user_id',
      [userIds],
    );
    return new Map(rows.map((row) => [row.user_id, Number(row.n)]));
  }

  private async send(row: DueRow, unread: number): Promise<Outcome> {
    const id = Number(row.delivery_id);
    const now = this.deps.clock.now();
    const entry = inboxEntryOf(row);
    try {
      if (row.channel === 'email') return { id, ...(await this.sendEmail(row, entry)), dueAt: now };
      if (row.endpoint === null || row.p256dh === null || row.auth === null || row.origin === null) {
        // The device was removed between the queueing and now (turned off, or its session ended).
        return { id, status: 'gone', error: 'the device was removed', dueAt: now };
      }
      if (row.quiet_enabled && inQuietHours(now, row.quiet_starts ?? 0, row.quiet_ends ?? 0, row.time_zone ?? 'UTC')) {
        return { id, status: 'quiet', error: null, dueAt: now };
      }
      const message = pushMessageOf(entry, { i18n: this.deps.i18n, lang: row.device_lang ?? 'en', origin: row.origin, unread });
      const target = { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth };
      return this.outcomeOf(id, row, await sendPush(target, JSON.stringify(message), this.deps.vapid, this.deps.fetch));
    } catch (error) {
      this.deps.log.error({ err: error, delivery: id }, 'a notification could not be sent');
      return { id, status: 'failed', error: errorText(error), dueAt: now };
    }
  }

  private outcomeOf(id: number, row: DueRow, sent: PushOutcome): Outcome {
    const now = this.deps.clock.now();
    switch (sent.result) {
      case 'delivered':
        return { id, status: 'delivered', error: null, dueAt: now };
      case 'gone':
        return { id, status: 'gone', error: `push service answered ${sent.status}`, dueAt: now, gone: row.subscription_id ?? undefined };
      case 'retry': {
        const wait = RETRY_AFTER_MS[row.attempts - 1];
        const error = `push service answered ${sent.status}`;
        return row.attempts < MAX_ATTEMPTS && wait !== undefined
          ? { id, status: 'pending', error, dueAt: now + wait }
          : { id, status: 'failed', error, dueAt: now };
      }
      case 'failed':
        return { id, status: 'failed', error: sent.error ?? 'failed', dueAt: now };
    }
  }

  private async sendEmail(row: DueRow, entry: InboxEntry): Promise<Pick<Outcome, 'status' | 'error'>> {
    if (row.email === null) return { status: 'failed', error: 'the account has no email address' };
    const { title, detail } = wordedEntry(entry, this.deps.i18n, row.email_lang ?? 'en');
    const link = this.deps.publicOrigin && entry.link ? new URL(entry.link, this.deps.publicOrigin).href : null;
    const text = [title, detail, link].filter((line): line is string => line !== null && line !== '').join('\n\n');
    await this.deps.notifier.send({ to: row.email, channel: 'email', code: '', subject: title, text, lang: resolveLocale(row.email_lang) });
    return { status: 'delivered', error: null };
  }

  /** Writes the outcomes of a batch in one statement, and removes the subscriptions found gone. */
  private async record(outcomes: Outcome[]): Promise<void> {
    const now = new Date(this.deps.clock.now());
    await this.deps.db.query(
      `UPDATE notification_deliveries d SET status = r.status, error = NULLIF(r.error, ''), due_at = r.due_at, updated_at = $1
       FROM unnest($2::bigint[], $3::text[], $4::text[], $5::timestamptz[]) AS r(id, status, error, due_at) WHERE d.id = r.id`,
      [
        now,
        outcomes.map((outcome) => outcome.id),
        outcomes.map((outcome) => outcome.status),
        outcomes.map((outcome) => outcome.error?.slice(0, MAX_ERROR) ?? ''),
        outcomes.map((outcome) => new Date(outcome.dueAt).toISOString()),
      ],
    );
    const gone = outcomes.flatMap((outcome) => (outcome.gone === undefined ? [] : [outcome.gone]));
    if (gone.length > 0) await this.deps.db.query('DELETE FROM push_subscriptions WHERE id = ANY($1::int[])', [gone]);
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
