import { deviceNameOf } from '../../common/device-name';
import type { Translate } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import type { Notifier } from '../notify/notifier';
import type { SecurityContext } from './security-log';

// The email a user gets when their account is signed in to from a device not seen before (issue 33): which device
// (as its user agent names it), from which address, when. It goes after the sign-in committed; a mail that cannot be
// sent does not undo the sign-in.

export interface NewDeviceSignIn {
  to: string;
  context: SecurityContext;
  /** Epoch ms of the sign-in. */
  at: number;
}

export function deviceWords(translate: Translate, userAgent: string | null): string {
  const { browser, system } = deviceNameOf(userAgent);
  if (browser && system) return translate(messages.deviceNamed, { browser, system });
  return browser ?? system ?? translate(messages.deviceUnknown);
}

export async function tellNewDevice(notifier: Notifier, translate: Translate, signIn: NewDeviceSignIn): Promise<void> {
  const time = new Date(signIn.at).toISOString().slice(0, 16).replace('T', ' ');
  await notifier.send({
    to: signIn.to,
    channel: 'email',
    code: '',
    subject: translate(messages.newDeviceSubject),
    text: translate(messages.newDeviceText, {
      device: deviceWords(translate, signIn.context.userAgent),
      address: signIn.context.address ?? '?',
      time,
    }),
  });
}
