import { useLingui } from '@lingui/react';
import { translatorOf } from '@/lib/translate';
import { deviceText, deviceWordsOf } from '@common/device-text';

/** A user agent as a device a person recognises, in their language: "Chrome on Android", "Unknown device". */
export function useDeviceText(): (userAgent: string | null) => string {
  const { i18n } = useLingui();
  return (userAgent) => deviceText(userAgent, deviceWordsOf(translatorOf(i18n)));
}
