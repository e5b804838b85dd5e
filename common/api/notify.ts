import type { NotificationKind } from '../notify';
import { endpoint } from './endpoint';
import type * as input from './input/notify';
import type { Page } from './page';

// The inbox's calls (issue 34), for every signed-in user, demo accounts too: a page of entries, newest first, the
// unread count for the bell, and marking entries read. A new entry is pushed to the user's open tabs on the socket
// topic NOTIFY (common/socket.ts).

export interface InboxEntry {
  id: number;
  /** One of NOTIFICATION_KIND; an app older than the server words an unknown kind generally. */
  kind: NotificationKind;
  /** The facts the entry is about (NotificationDetails of its kind). */
  detail: Record<string, string | number | boolean | null>;
  /** The app's screen the entry opens (a path such as /mine/security/sessions), or null. */
  link: string | null;
  /** Epoch ms. */
  created_at: number;
  read: boolean;
}

export const getInbox = endpoint<Page<InboxEntry>, typeof input.getInbox>()({ method: 'GET', path: '/api/notify/inbox', auth: true });

export const getUnreadCount = endpoint<{ unread: number }>()({ method: 'GET', path: '/api/notify/unread_count', auth: true });

/** Marks the listed entries of the user's (`ids`, comma-separated) or all of them (`all=1`) read; answers the unread count left. */
export const markRead = endpoint<{ unread: number }, typeof input.markRead>()({ method: 'POST', path: '/api/notify/read', auth: true });
