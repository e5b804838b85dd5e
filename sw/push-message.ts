// What the service worker makes of a push (issue 34): the server sends the Declarative Web Push form
// (common/api/notify.ts PushMessage), which a browser that supports it shows by itself; everywhere else this worker
// reads it and shows the notification. A push that does not read (a garbled payload, a server newer than this
// worker) still shows something: a browser counts a push that shows nothing against the site, and may stop them.
// Pure, so it is tested without a worker.

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { url: string; notificationId: number | null } };
  /** The unread count for the home screen icon's badge, or null when the push gave none. */
  badge: number | null;
}

const ICON = '/icons/icon-192.png';
const FALLBACK_TITLE = 'Meridian';

/** The notification to show for a push's text, opening only screens of this app's origin. */
export function notificationOf(text: string | null, origin: string): ShownNotification {
  const message = parsed(text);
  const notification = record(message?.notification);
  const title = stringOf(notification?.title) ?? FALLBACK_TITLE;
  const data = record(notification?.data);
  const id = data?.notification_id;
  return {
    title,
    options: {
      body: stringOf(notification?.body) ?? '',
      tag: stringOf(notification?.tag) ?? undefined,
      lang: stringOf(notification?.lang) ?? undefined,
      dir: notification?.dir === 'rtl' || notification?.dir === 'ltr' ? notification.dir : 'auto',
      icon: ICON,
      badge: ICON,
      data: {
        url: sameOriginUrl(stringOf(notification?.navigate), origin),
        notificationId: typeof id === 'number' && Number.isSafeInteger(id) ? id : null,
      },
    },
    badge:
      typeof message?.app_badge === 'number' && Number.isSafeInteger(message.app_badge) && message.app_badge >= 0
        ? message.app_badge
        : null,
  };
}

/** The URL a tap opens: the push's own when it is on this origin, else the inbox. */
export function sameOriginUrl(url: string | null, origin: string): string {
  const inbox = new URL('/mine/inbox', origin).href;
  if (url === null) return inbox;
  try {
    const parsedUrl = new URL(url, origin);
    return parsedUrl.origin === new URL(origin).origin ? parsedUrl.href : inbox;
  } catch {
    return inbox;
  }
}

function parsed(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    return record(JSON.parse(text));
  } catch {
    return null;
  }
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
