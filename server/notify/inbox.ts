import type { InboxEntry } from '../../common/api/notify';
import type { Page } from '../../common/api/page';
import { INBOX_PAGE_SIZE, type NotificationDetails, type NotificationKind } from '../../common/notify';
import { assert } from '../assert';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { paged } from '../db/paging';
import { notificationRecorded } from './inbox-wake';

// A user's inbox (issue 34, table notifications): the record of everything Meridian tells them, demo accounts too.
// An entry is written in the transaction of what it tells of, so it commits or rolls back with it; its push to the
// user's open tabs is the dispatcher's (./inbox-dispatcher.ts), woken once that transaction committed.

export interface NewNotification<K extends NotificationKind> {
  userId: number;
  kind: K;
  detail: NotificationDetails[K];
  /** The app's screen the entry opens, or null. */
  link: string | null;
}

// The detail and link are written by this server's code, never copied whole from a request: a long one is a defect.
const MAX_DETAIL_JSON = 1_000;
const MAX_LINK = 200;

/**
 * The first `max` characters of `text`, for a fact quoting someone's words (a reason, a reply): a character is not
 * split in two (an emoji is one, though two UTF-16 units).
 */
export function leadingCharacters(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('');
}

/** Records an entry in the caller's transaction (or at once, given the database); answers its id. */
export async function recordNotification<K extends NotificationKind>(
  tx: Queryable,
  clock: Clock,
  entry: NewNotification<K>,
): Promise<number> {
  const detail = JSON.stringify(entry.detail);
  assert(detail.length <= MAX_DETAIL_JSON, () => `a notification detail of ${detail.length} characters`);
  assert(entry.link === null || entry.link.length <= MAX_LINK, () => `a notification link of ${entry.link?.length} characters`);
  const [row] = await tx.query<{ id: string | number }>(
    'INSERT INTO notifications (user_id, kind, detail, link, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [entry.userId, entry.kind, detail, entry.link, new Date(clock.now())],
  );
  assert(row !== undefined, 'an inserted notification returned no id');
  notificationRecorded();
  return Number(row.id);
}

/** A row of notifications as the inbox and the dispatcher read it. */
export interface NotificationRow {
  id: string | number;
  user_id: number;
  kind: string;
  detail: InboxEntry['detail'];
  link: string | null;
  created_at: Date;
  read_at: Date | null;
}

export const NOTIFICATION_COLUMNS = 'id, user_id, kind, detail, link, created_at, read_at';

/** The entry as the API and the socket give it (common/api/notify.ts). */
export function inboxEntryOf(row: NotificationRow): InboxEntry {
  return {
    id: Number(row.id),
    kind: row.kind as NotificationKind,
    detail: row.detail,
    link: row.link,
    created_at: row.created_at.getTime(),
    read: row.read_at !== null,
  };
}

/** Page `page` (from 1) of the user's inbox, newest first (ties in time: the later entry first), and its count. */
export async function inboxPage(db: Queryable, userId: number, page: number): Promise<Page<InboxEntry>> {
  // The input schema gives a whole page number from 1; anything else reaching here is a defect.
  assert(Number.isSafeInteger(page) && page >= 1, () => `inbox page ${page}`);
  return paged<NotificationRow, InboxEntry>(
    db,
    { select: NOTIFICATION_COLUMNS, from: 'notifications WHERE user_id = $1', orderBy: 'created_at DESC, id DESC', params: [userId] },
    { page, size: INBOX_PAGE_SIZE },
    inboxEntryOf,
  );
}

/** The user's entries not read yet (the bell's count). */
export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [
    userId,
  ]);
  return Number(row?.n ?? 0);
}

/**
 * Marks the listed entries of the user's read, or all of them; answers the unread count left. An id that is not the
 * user's is passed over without a word: it tells nothing of whose it is, and changes nothing of theirs. An entry
 * read already keeps the time it was first read.
 */
export async function markRead(db: Queryable, clock: Clock, userId: number, which: readonly number[] | 'all'): Promise<number> {
  const now = new Date(clock.now());
  if (which === 'all') {
    await db.query('UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL', [userId, now]);
  } else if (which.length > 0) {
    assert(
      which.every((id) => Number.isSafeInteger(id) && id > 0),
      () => `notification ids ${which.join(',')}`,
    );
    await db.query('UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL AND id = ANY($3::bigint[])', [
      userId,
      now,
      which,
    ]);
  }
  return unreadCount(db, userId);
}
