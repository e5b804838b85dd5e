import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NOTIFICATION_OPENED, type NotificationOpened } from '@common/push';
import { useSessionToken } from '@/lib/query';
import { unreadCountQuery } from './queries';
import { useMarkRead } from './useMarkRead';

/**
 * What ties the app to its notifications outside the page (issue 34): the home screen icon's badge follows the
 * unread count (the Badging API, where the browser has it: installed apps), and a notification tapped while the app
 * is open brings it to the entry's screen and marks the entry read (the service worker, sw/push.ts, says which).
 * Draws nothing.
 */
export function NotificationBridge() {
  const token = useSessionToken();
  const unread = useQuery(unreadCountQuery(token)).data?.unread;
  const router = useRouter();
  const marking = useMarkRead();
  const { mutate } = marking;

  useEffect(() => {
    // Signed out: no count to show, and none left from the last account.
    setBadge(token === null ? 0 : unread);
  }, [token, unread]);

  useEffect(() => {
    const worker = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (!worker) return;
    const opened = (event: MessageEvent<unknown>) => {
      const message = event.data as Partial<NotificationOpened> | null;
      if (message?.type !== NOTIFICATION_OPENED) return;
      if (typeof message.notificationId === 'number') mutate({ ids: String(message.notificationId) });
      if (typeof message.url === 'string') {
        const url = new URL(message.url);
        if (url.origin === window.location.origin) void router.navigate({ href: `${url.pathname}${url.search}` });
      }
    };
    worker.addEventListener('message', opened);
    return () => worker.removeEventListener('message', opened);
  }, [mutate, router]);

  return null;
}

function setBadge(count: number | undefined): void {
  // The Badging API is typed as always there; browsers without it (Firefox) have neither function.
  if (count === undefined || !('setAppBadge' in navigator)) return;
  const done = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
  // Refused (not installed, no permission): the badge is a courtesy, nothing depends on it.
  done.catch(() => undefined);
}
