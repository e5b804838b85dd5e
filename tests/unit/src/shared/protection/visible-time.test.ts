import { describe, expect, it } from 'vitest';
import { minutesOf, msUntilReminder, VisibleTime } from '../../../../../src/shared/protection/visible-time';

// The session reminder counts time of use (issue 38): only the time the app is visible.

describe('time of use', () => {
  it('counts visible time only, across hiding and showing', () => {
    let now = 1_000;
    const clock = new VisibleTime(() => now, true);
    now += 60_000;
    clock.setVisible(false);
    now += 10 * 60_000;
    expect(clock.used()).toBe(60_000);
    clock.setVisible(true);
    clock.setVisible(true);
    now += 120_000;
    expect(clock.used()).toBe(180_000);
    expect(minutesOf(clock.used())).toBe(3);
  });

  it('starts at nothing when the app starts hidden', () => {
    let now = 0;
    const clock = new VisibleTime(() => now, false);
    now += 5 * 60_000;
    expect(clock.used()).toBe(0);
  });

  it('falls due every so many minutes of use after the last answer', () => {
    expect(msUntilReminder(0, 0, 30)).toBe(30 * 60_000);
    expect(msUntilReminder(31 * 60_000, 30 * 60_000, 30)).toBe(29 * 60_000);
    expect(msUntilReminder(90 * 60_000, 30 * 60_000, 30)).toBe(0);
  });
});
