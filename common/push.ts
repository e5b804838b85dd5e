// What a browser's push subscription must be for the server to send to it (issue 34): the push service's address on
// https (the browsers' services are all https; plain http only on this machine, for a push service run in a test),
// and the two keys a payload is encrypted to, as PushSubscription.toJSON() gives them (base64url, no padding).

/** The longest endpoint taken; the push services' are a few hundred characters. */
export const MAX_PUSH_ENDPOINT = 1_000;
/** Devices a user may receive pushes on; subscribing one more drops the one subscribed longest ago. */
export const MAX_PUSH_DEVICES = 20;

/** The P-256 public key, 65 bytes uncompressed, in base64url. */
export const PUSH_P256DH = /^[A-Za-z0-9_-]{87}$/;
/** The 16-byte authentication secret, in base64url. */
export const PUSH_AUTH = /^[A-Za-z0-9_-]{22}$/;

const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a text is an endpoint the server may send to: https (or http on this machine), no credentials in it. */
export function isPushEndpoint(text: string): boolean {
  if (text.length > MAX_PUSH_ENDPOINT) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

/** Whether a text is a time zone this runtime knows (an IANA name such as "Europe/Berlin", or "UTC"). */
export function isTimeZone(text: string): boolean {
  if (text.length === 0 || text.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: text });
    return true;
  } catch {
    return false;
  }
}

/** A time of the day as "HH:MM" (24 hours). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes from midnight of "HH:MM". */
export function minutesOfDay(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** "HH:MM" of minutes from midnight. */
export function timeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Whether `at` (epoch ms) falls inside quiet hours from `starts` to `ends` (minutes from midnight in `timeZone`);
 * `starts` after `ends` runs over midnight (22:00 to 07:00), equal ones are no quiet hours at all.
 */
export function inQuietHours(at: number, starts: number, ends: number, timeZone: string): boolean {
  if (starts === ends) return false;
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  const now = hour * 60 + minute;
  return starts < ends ? now >= starts && now < ends : now >= starts || now < ends;
}

/** The message the service worker posts to a window of the app when one of its notifications was tapped. */
export const NOTIFICATION_OPENED = 'NOTIFICATION_OPENED';

export interface NotificationOpened {
  type: typeof NOTIFICATION_OPENED;
  /** The screen to show (an absolute URL of the app's origin), or null when the window was opened on it already. */
  url: string | null;
  /** The inbox entry the notification was, to mark read; null for a push that named none. */
  notificationId: number | null;
}
