import type { CustomerNotification, CustomerNotificationDelivery, DeliveryChannel, DeliveryStatus } from '../../common/api/admin-notify';
import { ADMIN_PAGE_SIZE } from '../../common/api/admin-wallet';
import type { Page } from '../../common/api/page';
import type { NotificationKind } from '../../common/notify';
import { assert } from '../assert';
import type { Queryable } from '../db/database';
import { paged } from '../db/paging';
import { notFound } from '../errors';
import type { NotificationRow } from '../notify/inbox';

// A customer's notification history in the console's customer view (issue 34): their inbox as they have it, newest
// first, each entry with what became of its pushes and emails, so an operator can answer "I never got told". The
// entries' facts go as they are; the console words them in the operator's language (common/notify-text). Read-only.

interface DeliveryRow {
  id: string | number;
  notification_id: string | number;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  attempts: number;
  error: string | null;
  updated_at: Date;
}

/** Page `page` (from 1) of the customer's inbox with each entry's deliveries; an unknown customer is not found. */
export async function customerNotifications(db: Queryable, userId: number, page: number): Promise<Page<CustomerNotification>> {
  // The input schema gives a whole page number from 1; anything else reaching here is a defect.
  assert(Number.isSafeInteger(page) && page >= 1, () => `notifications page ${page}`);
  if ((await db.query('SELECT 1 FROM users WHERE id = $1', [userId])).length === 0) throw notFound();
  const entries = await paged<NotificationRow, Omit<CustomerNotification, 'deliveries'>>(
    db,
    {
      select: 'id, user_id, kind, detail, link, created_at, read_at',
      from: 'notifications WHERE user_id = $1',
      orderBy: 'created_at DESC, id DESC',
      params: [userId],
    },
    { page, size: ADMIN_PAGE_SIZE },
    (row) => ({
      id: Number(row.id),
      kind: row.kind as NotificationKind,
      detail: row.detail,
      link: row.link,
      created_at: row.created_at.getTime(),
      read_at: row.read_at?.getTime() ?? null,
    }),
  );
  // One query for the page's deliveries (at most a page of entries, each with a few devices and an email).
  const rows =
    entries.data.length === 0
      ? []
      : await db.query<DeliveryRow>(
          `SELECT id, notification_id, channel, status, attempts, error, updated_at FROM notification_deliveries
           WHERE notification_id = ANY($1::bigint[]) ORDER BY id`,
          [entries.data.map((entry) => entry.id)],
        );
  const byEntry = new Map<number, CustomerNotificationDelivery[]>();
  for (const row of rows) {
    const list = byEntry.get(Number(row.notification_id)) ?? [];
    list.push({
      id: Number(row.id),
      channel: row.channel,
      status: row.status,
      attempts: row.attempts,
      error: row.error,
      updated_at: row.updated_at.getTime(),
    });
    byEntry.set(Number(row.notification_id), list);
  }
  return { total: entries.total, data: entries.data.map((entry) => ({ ...entry, deliveries: byEntry.get(entry.id) ?? [] })) };
}
