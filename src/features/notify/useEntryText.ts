import { useLingui } from '@lingui/react/macro';
import type { InboxEntry } from '@common/api/notify';
import type { SecurityEvent } from '@common/security';
import { securityEventMessage, useDeviceText } from '@/shared/security';
import { entryText, type EntryText } from './entry-text';

/** An inbox entry's words in the reader's language (entry-text.ts), with the security log's names for devices and events. */
export function useEntryText(): (entry: Pick<InboxEntry, 'kind' | 'detail'>) => EntryText {
  const { t, i18n } = useLingui();
  const deviceText = useDeviceText();
  return (entry) =>
    entryText(entry, {
      newDeviceSignIn: (userAgent) => {
        const device = deviceText(userAgent);
        return t`New sign-in from ${device}`;
      },
      address: (address) => address ?? t`Unknown address`,
      // securityEventMessage takes any string the server sends (an event it does not know reads generally).
      securityChange: (event, factor) =>
        i18n._(securityEventMessage({ event: event as SecurityEvent, detail: factor === null ? {} : { factor } })),
      notice: t`Account notice`,
    });
}
