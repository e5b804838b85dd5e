import { DEVICE_UNKNOWN_IN_SENTENCE, deviceText, deviceWordsOf } from '../../common/device-text';
import type { Translate } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import type { SecurityContext } from './security-log';

// The email a user gets when their account is signed in to from a device not seen before (issue 33): which device
// (as its user agent names it), from which address, when. It goes as a security email (with the freeze link) after
// the sign-in committed; a mail that cannot be sent does not undo the sign-in.

/** The device in the reader's words: "Chrome on Android", one of the two, or "an unknown device". */
export function deviceWords(translate: Translate, userAgent: string | null): string {
  return deviceText(userAgent, deviceWordsOf(translate, DEVICE_UNKNOWN_IN_SENTENCE));
}

/** The new-device email's subject, text and values, for server/security/security-email.ts. */
export function newDeviceEmail(translate: Translate, from: SecurityContext, at: number) {
  return {
    subject: messages.newDeviceSubject,
    text: messages.newDeviceText,
    values: {
      device: deviceWords(translate, from.userAgent),
      address: from.address ?? '?',
      time: new Date(at).toISOString().slice(0, 16).replace('T', ' '),
    },
  };
}
