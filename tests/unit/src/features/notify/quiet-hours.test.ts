import { describe, expect, it } from 'vitest';
import type { NotifySettings } from '@common/api/notify';
import { quietHoursDraft, timeZoneChoices } from '../../../../../src/features/notify/quiet-hours';
import { withKindSwitched } from '../../../../../src/features/notify/settings-change';

// The quiet hours form's start and zones, and a kind's switches as shown while their change is on its way.

describe('quietHoursDraft', () => {
  const saved = { enabled: false, from: '22:00', to: '07:00', time_zone: 'UTC' };

  it('offers this device’s zone while quiet hours are off', () => {
    expect(quietHoursDraft(saved, 'Europe/Berlin')).toEqual({ ...saved, time_zone: 'Europe/Berlin' });
  });

  it('keeps the saved zone while they are on, or when the device names none', () => {
    expect(quietHoursDraft({ ...saved, enabled: true }, 'Europe/Berlin').time_zone).toBe('UTC');
    expect(quietHoursDraft(saved, undefined).time_zone).toBe('UTC');
  });
});

describe('timeZoneChoices', () => {
  it('adds UTC and the chosen zone to the runtime’s, sorted', () => {
    expect(timeZoneChoices('Asia/Tokyo', () => ['Europe/Berlin', 'America/New_York'])).toEqual([
      'America/New_York',
      'Asia/Tokyo',
      'Europe/Berlin',
      'UTC',
    ]);
  });

  it('lists the runtime’s zones by default', () => {
    expect(timeZoneChoices('UTC')).toContain('Europe/Berlin');
  });
});

describe('withKindSwitched', () => {
  const settings: NotifySettings = {
    kinds: [
      { kind: 'order_filled', push: true, email: false, email_locked: false },
      { kind: 'security_change', push: true, email: true, email_locked: true },
    ],
    quiet_hours: { enabled: false, from: '22:00', to: '07:00', time_zone: 'UTC' },
    devices: [],
    email_available: true,
  };

  it('switches the kind’s channel given, and nothing else', () => {
    const after = withKindSwitched(settings, { kind: 'order_filled', push: '0' });
    expect(after.kinds).toEqual([{ kind: 'order_filled', push: false, email: false, email_locked: false }, settings.kinds[1]]);
    expect(withKindSwitched(settings, { kind: 'order_filled', email: '1' }).kinds[0]).toMatchObject({ push: true, email: true });
  });

  it('keeps a locked email on, and changes nothing for quiet hours alone', () => {
    expect(withKindSwitched(settings, { kind: 'security_change', email: '0' }).kinds[1]?.email).toBe(true);
    expect(withKindSwitched(settings, { quiet_enabled: '1' })).toBe(settings);
  });
});
