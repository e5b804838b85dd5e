import type { MessageDescriptor } from '@lingui/core';
import { deviceNameOf } from './device-name';
import type { Translate } from './translate';

// A security log entry's device in a few words ("Chrome on Android"), from the user agent it was recorded with.
// Pure, so it is tested without a browser; the words around the names are the reader's language (deviceWordsOf): the
// PWA's sessions and log, the console's, the inbox and the server's notifications say a device the same way.

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

const DEVICE_NAMED: MessageDescriptor = /*i18n*/ { id: 'server.sign_in.device_named', message: '{browser} on {system}' };
const DEVICE_UNKNOWN: MessageDescriptor = /*i18n*/ { id: 'device.unknown', message: 'Unknown device' };
/** "An unknown device" inside a sentence ("New sign-in from an unknown device"): the email's and the inbox's. */
export const DEVICE_UNKNOWN_IN_SENTENCE: MessageDescriptor = /*i18n*/ { id: 'server.sign_in.device_unknown', message: 'an unknown device' };

/** The device words in a reader's language; `unknown` replaces "Unknown device" where a sentence needs its own. */
export function deviceWordsOf(translate: Translate, unknown: MessageDescriptor = DEVICE_UNKNOWN): DeviceWords {
  return { on: (browser, system) => translate(DEVICE_NAMED, { browser, system }), unknown: translate(unknown) };
}
