import type { DeliveryFigures, KindDeliveryFigures, NotifyDeliveryFigures } from '../../common/api/admin-notify';
import { NOTIFY_FIGURES_DEFAULT_DAYS, NOTIFY_FIGURES_MAX_DAYS } from '../../common/api/admin-notify';
import { CODE } from '../../common/envelope';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../common/notify';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { adminNotifyMessages } from '../i18n/admin-notify-messages';
import { messages } from '../i18n/messages';
import { periodStart } from './money-dashboard';

// The console's delivery figures of notifications (issue 34), counted by SQL from the inbox and its deliveries as
// they are: nothing is kept aside or typed in. An entry counts in the period it was recorded in, and its pushes and
// emails with it, whenever they were sent, so a kind's figures describe the same entries from recording to outcome.
// Every account counts, demo ones too: the figures are about how delivery works, not about the business.
//
// A push is "sent" once a node handed it to the push service (its attempts count from the claim that sends it):
// delivered, failed, gone, or pending again for a retry. One held by quiet hours was claimed but never sent.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period asked for, with the defaults filled in: epoch ms, from inclusive, to exclusive. */
export interface FiguresPeriod {
  from: number;
  to: number;
}

/**
 * The period of a request: `to` defaults to now (included), `from` to the start of the product's day
 * NOTIFY_FIGURES_DEFAULT_DAYS - 1 days before the end's. A period that ends before it starts, or is longer than
 * NOTIFY_FIGURES_MAX_DAYS, is refused and nothing is read.
 */
export function figuresPeriod(now: number, asked: { from?: number | undefined; to?: number | undefined }): FiguresPeriod {
  // Absent, the period runs to now included: the end is exclusive, so it is the millisecond after.
  const to = asked.to ?? now + 1;
  const from = asked.from ?? periodStart(to - 1, NOTIFY_FIGURES_DEFAULT_DAYS);
  if (from >= to) throw new DomainError(CODE.BAD_INPUT, messages.queuePeriodReversed, { field: 'to' });
  if (to - from > NOTIFY_FIGURES_MAX_DAYS * DAY_MS) {
    throw new DomainError(CODE.BAD_INPUT, adminNotifyMessages.notifyFiguresPeriodTooLong, { days: NOTIFY_FIGURES_MAX_DAYS, field: 'from' });
  }
  return { from, to };
}

/** One row of the figures' query: a kind's, or the totals (kind null). Counts arrive as text (bigint). */
interface FigureRow {
  kind: string | null;
  entries: string | number;
  push_sent: string | number;
  push_delivered: string | number;
  push_failed: string | number;
  push_gone: string | number;
  push_quiet: string | number;
  push_waiting: string | number;
  email_sent: string | number;
  email_delivered: string | number;
  email_failed: string | number;
  email_waiting: string | number;
}

// The deliveries are counted per entry first, so joining them never counts an entry twice.
const FIGURES_SQL = `
  WITH entries AS (
    SELECT id, kind FROM notifications WHERE created_at >= $1 AND created_at < $2
  ), per_entry AS (
    SELECT e.kind,
      count(d.id) FILTER (WHERE d.channel = 'push' AND d.attempts > 0 AND d.status <> 'quiet') AS push_sent,
      count(d.id) FILTER (WHERE d.channel = 'push' AND d.status = 'delivered') AS push_delivered,
      count(d.id) FILTER (WHERE d.channel = 'push' AND d.status = 'failed') AS push_failed,
      count(d.id) FILTER (WHERE d.channel = 'push' AND d.status = 'gone') AS push_gone,
      count(d.id) FILTER (WHERE d.channel = 'push' AND d.status = 'quiet') AS push_quiet,
      count(d.id) FILTER (WHERE d.channel = 'push' AND d.status IN ('pending', 'sending')) AS push_waiting,
      count(d.id) FILTER (WHERE d.channel = 'email' AND d.attempts > 0) AS email_sent,
      count(d.id) FILTER (WHERE d.channel = 'email' AND d.status = 'delivered') AS email_delivered,
      count(d.id) FILTER (WHERE d.channel = 'email' AND d.status = 'failed') AS email_failed,
      count(d.id) FILTER (WHERE d.channel = 'email' AND d.status IN ('pending', 'sending')) AS email_waiting
    FROM entries e LEFT JOIN notification_deliveries d ON d.notification_id = e.id
    GROUP BY e.id, e.kind
  )
  SELECT kind, count(*) AS entries,
    sum(push_sent) AS push_sent, sum(push_delivered) AS push_delivered, sum(push_failed) AS push_failed,
    sum(push_gone) AS push_gone, sum(push_quiet) AS push_quiet, sum(push_waiting) AS push_waiting,
    sum(email_sent) AS email_sent, sum(email_delivered) AS email_delivered, sum(email_failed) AS email_failed,
    sum(email_waiting) AS email_waiting
  FROM per_entry GROUP BY GROUPING SETS ((kind), ())`;

const NOTHING: DeliveryFigures = {
  entries: 0,
  push: { sent: 0, delivered: 0, failed: 0, gone: 0, quiet: 0, waiting: 0 },
  email: { sent: 0, delivered: 0, failed: 0, waiting: 0 },
};

function figuresOf(row: FigureRow | undefined): DeliveryFigures {
  if (!row) return NOTHING;
  return {
    entries: Number(row.entries),
    push: {
      sent: Number(row.push_sent),
      delivered: Number(row.push_delivered),
      failed: Number(row.push_failed),
      gone: Number(row.push_gone),
      quiet: Number(row.push_quiet),
      waiting: Number(row.push_waiting),
    },
    email: {
      sent: Number(row.email_sent),
      delivered: Number(row.email_delivered),
      failed: Number(row.email_failed),
      waiting: Number(row.email_waiting),
    },
  };
}

export async function notifyDeliveryFigures(
  db: Queryable,
  clock: Clock,
  asked: { from?: number | undefined; to?: number | undefined },
): Promise<NotifyDeliveryFigures> {
  const now = clock.now();
  const period = figuresPeriod(now, asked);
  const rows = await db.query<FigureRow>(FIGURES_SQL, [new Date(period.from), new Date(period.to)]);
  // The grouping set () gives the totals' row, whose kind is null (a kind is never null: the column is NOT NULL).
  const byKind = new Map(rows.filter((row) => row.kind !== null).map((row) => [row.kind, row]));
  const kinds: KindDeliveryFigures[] = NOTIFICATION_KINDS.map((kind: NotificationKind) => ({ kind, ...figuresOf(byKind.get(kind)) }));
  const [devices] = await db.query<{ devices: string | number; customers: string | number }>(
    'SELECT count(*) AS devices, count(DISTINCT user_id) AS customers FROM push_subscriptions',
  );
  return {
    from: period.from,
    // The end as the period holds it: now, when none was given.
    to: asked.to ?? now,
    kinds,
    totals: figuresOf(rows.find((row) => row.kind === null)),
    devices: { devices: Number(devices?.devices ?? 0), customers: Number(devices?.customers ?? 0) },
  };
}
