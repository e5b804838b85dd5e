import { describe, expect, it } from 'vitest';
import { TICK_DOWNLOAD_MAX_MS } from '@common/tick-download';
import { localInputValue, rangeOf, tickDownloadUrl } from '../../../../../src/features/fair-prices/tick-download';

// The tick download's form rules (issue 37): a start on this device's clock and a duration of at most a day.

describe('the range to download', () => {
  it('starts at the chosen time on this device and lasts the duration', () => {
    const from = new Date('2026-11-21T16:20').getTime();
    expect(rangeOf('2026-11-21T16:20', 60_000)).toEqual({ from, to: from + 60_000 });
  });

  it('is never longer than a day, nor shorter than a minute', () => {
    const from = new Date('2026-11-21T16:20').getTime();
    expect(rangeOf('2026-11-21T16:20', 3 * TICK_DOWNLOAD_MAX_MS)?.to).toBe(from + TICK_DOWNLOAD_MAX_MS);
    expect(rangeOf('2026-11-21T16:20', 0)?.to).toBe(from + 60_000);
  });

  it('is none without a time', () => {
    expect(rangeOf('', 60_000)).toBeNull();
    expect(rangeOf('tomorrow', 60_000)).toBeNull();
  });

  it("writes a moment as a datetime-local field's value, to the minute", () => {
    const at = new Date('2026-11-21T16:20:45').getTime();
    expect(localInputValue(at)).toBe('2026-11-21T16:20');
  });
});

describe("the download's address", () => {
  it('names the instrument, the range in ms and the format', () => {
    expect(tickDownloadUrl({ forexId: 13, from: 1_000, to: 61_000, format: 'csv' }, 'https://trade.example.com')).toBe(
      'https://trade.example.com/api/ticks/download?forex_id=13&from=1000&to=61000&format=csv',
    );
  });
});
