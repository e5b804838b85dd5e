import { describe, expect, it } from 'vitest';
import { isOpen, nextOpen } from '../../../../server/market/hours';

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('trading hours', () => {
  it('closes forex and metals from Friday 22:00 to Sunday 22:00 UTC, to the minute', () => {
    // 2026-11-20 is a Friday.
    expect(isOpen('fx', utc('2026-11-20T21:59:59'))).toBe(true);
    expect(isOpen('fx', utc('2026-11-20T22:00:00'))).toBe(false);
    expect(isOpen('metal', utc('2026-11-21T12:00:00'))).toBe(false);
    expect(isOpen('fx', utc('2026-11-22T21:59:59'))).toBe(false);
    expect(isOpen('fx', utc('2026-11-22T22:00:00'))).toBe(true);
    expect(isOpen('fx', utc('2026-11-24T03:00:00'))).toBe(true);
  });

  it('gives energy a daily break from 21:00 to 22:00 UTC', () => {
    expect(isOpen('energy', utc('2026-11-24T20:59:59'))).toBe(true);
    expect(isOpen('energy', utc('2026-11-24T21:00:00'))).toBe(false);
    expect(isOpen('energy', utc('2026-11-24T22:00:00'))).toBe(true);
    expect(isOpen('energy', utc('2026-11-21T10:00:00'))).toBe(false);
  });

  it('keeps crypto open around the clock, weekends included', () => {
    for (const iso of ['2026-11-21T03:00:00', '2026-11-22T21:00:00', '2026-11-20T22:30:00']) expect(isOpen('crypto', utc(iso))).toBe(true);
  });

  it('finds when a closed market opens next', () => {
    expect(nextOpen('fx', utc('2026-11-21T12:00:00'))).toBe(utc('2026-11-22T22:00:00'));
    expect(nextOpen('energy', utc('2026-11-24T21:10:00'))).toBe(utc('2026-11-24T22:00:00'));
    expect(nextOpen('fx', utc('2026-11-24T09:15:00'))).toBe(utc('2026-11-24T09:15:00'));
  });
});
