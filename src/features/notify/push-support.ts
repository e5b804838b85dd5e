// Whether this browser can take web pushes (issue 34), from facts read off `window` and handed in, so every case is
// testable without a browser. iPhone and iPad get web push only in a web app added to the Home Screen and opened from
// its icon (iOS 16.4 and later): in Safari's tab the Push API is not even there, so such a browser is told how to
// install Meridian rather than that it cannot.

/** What the screen needs to know about the browser it runs in. */
export interface BrowserFacts {
  userAgent: string;
  /** navigator.maxTouchPoints: an iPad asking for the desktop site says "Macintosh", but has a touch screen. */
  maxTouchPoints: number;
  /** Running as an installed app: display-mode standalone, or Safari's navigator.standalone. */
  standalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  /** Notification.permission, or null without the Notification API. */
  permission: NotificationPermission | null;
}

/**
 * - `install`: an iPhone or iPad not running Meridian installed: add it to the Home Screen first;
 * - `unsupported`: no Push API, no notifications or no service worker here;
 * - `blocked`: the user (or a policy) denied notifications to the site: only the browser's settings undo it;
 * - `available`: a tap may ask for permission and subscribe.
 */
export type PushSupport = 'install' | 'unsupported' | 'blocked' | 'available';

const APPLE_MOBILE = /\b(iPhone|iPad|iPod)\b/;
const MAC = /\bMacintosh\b/;

/** iPhone, iPod, or iPad (which asks for desktop sites as a Mac with a touch screen). */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return APPLE_MOBILE.test(userAgent) || (MAC.test(userAgent) && maxTouchPoints > 1);
}

export function pushSupport(facts: BrowserFacts): PushSupport {
  if (isAppleMobile(facts.userAgent, facts.maxTouchPoints) && !facts.standalone) return 'install';
  if (!facts.hasServiceWorker || !facts.hasPushManager || !facts.hasNotification) return 'unsupported';
  if (facts.permission === 'denied') return 'blocked';
  return 'available';
}

/** The parts of `window` the facts are read from (a test hands in a plain object). */
export interface BrowserWindow {
  navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { serviceWorker?: unknown; standalone?: boolean };
  matchMedia?: (query: string) => { matches: boolean };
  PushManager?: unknown;
  Notification?: { permission: NotificationPermission };
}

export function readBrowserFacts(win: BrowserWindow): BrowserFacts {
  const { navigator } = win;
  const standalone = navigator.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true;
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone,
    hasServiceWorker: navigator.serviceWorker !== undefined,
    hasPushManager: win.PushManager !== undefined,
    hasNotification: win.Notification !== undefined,
    permission: win.Notification?.permission ?? null,
  };
}

/** The VAPID public key as the server gives it (base64url, no padding) in the bytes PushManager.subscribe takes. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Bytes as lower-case hex, as the server writes a device's endpoint_hash. */
export function hexOf(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
