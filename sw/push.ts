/// <reference lib="webworker" />
import { NOTIFICATION_OPENED, type NotificationOpened } from '../common/push';
import { notificationOf } from './push-message';

// Web push in the service worker (issue 34): shows each push as a notification (the home screen icon's badge set to
// the unread count it carries, where the Badging API exists), and on a tap brings the app forward on the entry's
// screen: an open window of the app is focused and sent there, else a new one opens. The app is told which entry
// was opened (NOTIFICATION_OPENED), and marks it read.

declare let self: ServiceWorkerGlobalScope;

export function listenForPushes(): void {
  self.addEventListener('push', (event: PushEvent) => {
    const shown = notificationOf(event.data?.text() ?? null, self.location.origin);
    const badge = shown.badge === null ? Promise.resolve() : setBadge(shown.badge);
    event.waitUntil(Promise.all([self.registration.showNotification(shown.title, shown.options), badge]));
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const data = event.notification.data as { url?: string; notificationId?: number | null } | null;
    const url = data?.url ?? new URL('/mine/inbox', self.location.origin).href;
    event.waitUntil(openApp(url, data?.notificationId ?? null));
  });
}

async function openApp(url: string, notificationId: number | null): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // Told before it is focused: a browser may refuse the focus (no user gesture it counts), never the message.
    open.postMessage({ type: NOTIFICATION_OPENED, url, notificationId } satisfies NotificationOpened);
    await open.focus().catch(() => undefined);
    return;
  }
  const opened = await self.clients.openWindow(url);
  opened?.postMessage({ type: NOTIFICATION_OPENED, url: null, notificationId } satisfies NotificationOpened);
}

/** The Badging API where the browser has it (installed apps on Chrome, Edge, Safari 16.4+); nothing elsewhere. */
async function setBadge(count: number): Promise<void> {
  // Typed as always there; browsers without it (Firefox) have neither function.
  if (!('setAppBadge' in self.navigator)) return;
  try {
    if (count > 0) await self.navigator.setAppBadge(count);
    else await self.navigator.clearAppBadge();
  } catch {
    // A badge refused (no permission, not installed) changes nothing of the notification.
  }
}
