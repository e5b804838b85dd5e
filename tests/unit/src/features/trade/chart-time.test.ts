import { describe, expect, it } from 'vitest';
import { axisTimeText, zoneOffsetMs, zoneOffsetText } from '../../../../../src/features/trade/chart-time';

// The chart's times are Berlin's, however the machine running the test is set (MERIDIAN_TEST_NOW or not).
const WINTER = Date.UTC(2026, 10, 24, 17, 0);
const SUMMER = Date.UTC(2026, 6, 1, 17, 0);

describe('the chart\u2019s times', () => {
  it('labels the time axis with Berlin\u2019s time, and the day where the day changed', () => {
    expect(axisTimeText(WINTER, '5M', 'en')).toBe('18:00');
    expect(axisTimeText(SUMMER, '5M', 'en')).toBe('19:00');
    // 23:30 UTC on the 24th is 00:30 on the 25th in Berlin: a new day after a label at 18:00.
    const afterMidnight = Date.UTC(2026, 10, 24, 23, 30);
    expect(axisTimeText(afterMidnight, '1H', 'en', WINTER)).toBe('Nov 25');
    expect(axisTimeText(afterMidnight, '1H', 'de', WINTER)).toBe('25. Nov.');
    expect(axisTimeText(WINTER + 3_600_000, '1H', 'en', WINTER)).toBe('19:00');
  });

  it('labels day candles with their day', () => {
    expect(axisTimeText(Date.UTC(2026, 10, 23, 23, 0), '1D', 'en')).toBe('Nov 24');
    expect(axisTimeText(Date.UTC(2026, 10, 23, 23, 0), '1D', 'ja')).toMatch(/11.*24/);
  });

  it('says the zone\u2019s offset at the moment shown, winter or summer', () => {
    // Written as the orders' times write the device's zone.
    expect(zoneOffsetText(WINTER)).toBe('UTC+1');
    expect(zoneOffsetText(SUMMER)).toBe('UTC+2');
    expect(zoneOffsetMs(WINTER)).toBe(3_600_000);
    expect(zoneOffsetMs(SUMMER)).toBe(7_200_000);
  });
});
