import { base64UrlBytes, hexOf } from './push-support';

// This browser's push subscription (issue 34): reading it, making it after the user's tap, and dropping it. The
// server is told by the caller; this file only speaks to the browser.

/** What the server keeps of a subscription (common/api/input/notify.ts pushSubscribe). */
export interface SubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Why turning push on did not end in a subscription. */
export class PushNotAllowed extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`notifications ${permission}`);
    this.name = 'PushNotAllowed';
  }
}

/** The SHA-256 of an endpoint in hex: how a browser finds itself among the devices without the server echoing it. */
export async function endpointHash(endpoint: string): Promise<string> {
  return hexOf(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
}

/**
 * This browser's subscription, or null: none yet, or no service worker registered (a development server registers
 * none). Asks nothing of the user.
 */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Subscribes with the server's VAPID key once the user allowed notifications. The question (`asked`, from
 * Notification.requestPermission) is put by the caller inside the tap itself: Safari grants it only there.
 */
export async function subscribeThisDevice(
  asked: Promise<NotificationPermission>,
  vapidKey: () => Promise<string>,
): Promise<SubscriptionKeys> {
  const permission = await asked;
  if (permission !== 'granted') throw new PushNotAllowed(permission);
  const [key, registration] = await Promise.all([vapidKey(), navigator.serviceWorker.ready]);
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(key) });
  const { endpoint, keys } = subscription.toJSON();
  if (endpoint === undefined || keys?.p256dh === undefined || keys.auth === undefined) throw new Error('push subscription without keys');
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}
