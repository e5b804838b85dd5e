import { useLingui } from '@lingui/react/macro';
import { deviceText } from './device-text';

/** A user agent as a device a person recognises, in their language: "Chrome on Android", "Unknown device". */
export function useDeviceText(): (userAgent: string | null) => string {
  const { t } = useLingui();
  return (userAgent) =>
    deviceText(userAgent, {
      on: (browser, system) => t`${browser} on ${system}`,
      unknown: t`Unknown device`,
    });
}
