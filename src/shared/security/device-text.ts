import { deviceNameOf } from '@common/device-name';

// A security log entry's device in a few words ("Chrome on Android"), from the user agent it was recorded with.
// Pure, so it is tested without a browser; the words around the names are the reader's language (useDeviceText).

export interface DeviceWords {
  /** A browser on a system: "Chrome on Android". */
  on: (browser: string, system: string) => string;
  /** No user agent, or one that names neither. */
  unknown: string;
}

export function deviceText(userAgent: string | null, words: DeviceWords): string {
  const { browser, system } = deviceNameOf(userAgent);
  if (browser !== null && system !== null) return words.on(withoutSystem(browser, system), system);
  return browser ?? system ?? words.unknown;
}

/** "Samsung Internet for Android" on Android is Samsung Internet: the system is said once. */
function withoutSystem(browser: string, system: string): string {
  const suffix = ` for ${system}`;
  return browser.endsWith(suffix) ? browser.slice(0, -suffix.length) : browser;
}
