import type { MessageDescriptor } from '@lingui/core';
import { DEVICE_UNKNOWN_IN_SENTENCE, deviceText, deviceWordsOf } from '../device-text';
import { NOTIFICATION_KIND } from '../notify';
import type { SecurityEvent } from '../security';
import { securityEventMessage } from '../security-event-text';
import { textOf, type KindText } from './reader';

// The security entries' words: a sign-in from a new device, and a change of the account's security settings, as the
// security log says it.

const NEW_DEVICE: MessageDescriptor = /*i18n*/ { id: 'notify.new_device_sign_in', message: 'New sign-in from {device}' };
const UNKNOWN_ADDRESS: MessageDescriptor = /*i18n*/ { id: 'notify.unknown_address', message: 'Unknown address' };

export const SECURITY_TEXT = {
  [NOTIFICATION_KIND.NEW_DEVICE_SIGN_IN]: (detail, reader) => ({
    title: reader.translate(NEW_DEVICE, {
      device: deviceText(textOf(detail.user_agent), deviceWordsOf(reader.translate, DEVICE_UNKNOWN_IN_SENTENCE)),
    }),
    detail: textOf(detail.address) ?? reader.translate(UNKNOWN_ADDRESS),
  }),
  [NOTIFICATION_KIND.SECURITY_CHANGE]: (detail, reader) => {
    const event = textOf(detail.event);
    if (event === null) return null;
    const factor = textOf(detail.factor);
    // securityEventMessage takes any string the server sends (an event it does not know reads generally).
    const message = securityEventMessage({ event: event as SecurityEvent, detail: factor === null ? {} : { factor } });
    return { title: reader.translate(message), detail: null };
  },
} satisfies Record<'new_device_sign_in' | 'security_change', KindText>;
