import type { QuietHours } from '@common/api/notify';

/**
 * The quiet hours the form starts from: as saved while they are on; while they are off, in this device's zone, since
 * the zone saved then is only the server's default (UTC) or an old choice nothing depends on.
 */
export function quietHoursDraft(saved: QuietHours, deviceZone: string | undefined): QuietHours {
  if (saved.enabled || deviceZone === undefined || deviceZone === '') return saved;
  return { ...saved, time_zone: deviceZone };
}

/**
 * The zones the select offers: the runtime's IANA zones, with UTC and the chosen one added where the list lacks them
 * (engines list UTC apart, and an old engine has no list at all).
 */
export function timeZoneChoices(chosen: string, supported: () => readonly string[] = runtimeZones): string[] {
  const zones = new Set(supported());
  zones.add('UTC');
  zones.add(chosen);
  return [...zones].sort();
}

function runtimeZones(): readonly string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}
