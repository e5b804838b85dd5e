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

/** A kind's switches: push to the user's devices, and email (security kinds: always, from the security emails). */
export interface NotifyKindSetting {
  kind: NotificationKind;
  push: boolean;
  email: boolean;
  /** The email cannot be turned off: a security email, with the link that freezes the account. */
  email_locked: boolean;
}

/** No push between two times of the day in the user's time zone; the inbox still records. */
export interface QuietHours {
  enabled: boolean;
  /** "HH:MM", 24 hours. */
  from: string;
  to: string;
  /** An IANA time zone, such as "Europe/Berlin". */
  time_zone: string;
}

/** A device that receives pushes. */
export interface PushDevice {
  id: number;
  /** The browser's user agent when it subscribed, for "Chrome on Android". */
  user_agent: string | null;
  /** Epoch ms. */
  created_at: number;
  /** The SHA-256 of its endpoint in hex, so a browser finds itself in the list without the server echoing addresses. */
  endpoint_hash: string;
}

export interface NotifySettings {
  kinds: NotifyKindSetting[];
  quiet_hours: QuietHours;
  devices: PushDevice[];
  /** Whether the account has an email address to send to (a demo account has none). */
  email_available: boolean;
}

export const getSettings = endpoint<NotifySettings>()({
  method: 'GET',
  path: '/api/notify/settings',
  auth: true,
});

/** Changes a kind's switches or the quiet hours; answers the settings as they are now. */
export const saveSettings = endpoint<NotifySettings, typeof input.saveSettings>()({
  method: 'POST',
  path: '/api/notify/settings',
  auth: true,
});

/** The server's VAPID public key (base64url), the applicationServerKey a browser subscribes with. */
export const getVapidKey = endpoint<{ key: string }>()({
  method: 'GET',
  path: '/api/notify/vapid_key',
  auth: true,
});

/** Registers this browser's push subscription for the signed-in user (again: refreshes it); answers its device id. */
export const pushSubscribe = endpoint<{ id: number }, typeof input.pushSubscribe>()({
  method: 'POST',
  path: '/api/notify/push_subscribe',
  auth: true,
});

/** Stops pushes to a device of the user's; a device already gone answers the same. */
export const pushUnsubscribe = endpoint<{ removed: boolean }, typeof input.pushUnsubscribe>()({
  method: 'POST',
  path: '/api/notify/push_unsubscribe',
  auth: true,
});

/**
 * What a push carries: the Declarative Web Push form (WebKit), which a browser that supports it shows by itself even
 * if the service worker fails, and which Meridian's service worker (sw/push.ts) reads and shows everywhere else.
 */
export interface PushMessage {
  web_push: 8030;
  notification: {
    title: string;
    body: string;
    /** The absolute URL a tap opens. */
    navigate: string;
    lang: string;
    dir: 'ltr' | 'rtl';
    /** One notification per inbox entry: a push repeated by the service replaces rather than doubles it. */
    tag: string;
    /** The inbox entry's id, for the service worker to mark it read on a tap. */
    data: { notification_id: number };
  };
  /** The user's unread count, for the home screen icon's badge. */
  app_badge: number;
}
