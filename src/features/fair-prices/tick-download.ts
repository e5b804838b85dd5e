import { downloadTicks } from '@common/api/ticks';
import { TICK_DOWNLOAD_MAX_MS, type TickDownloadFormat } from '@common/tick-download';

// The tick download's form rules (issue 37), apart from React: the durations offered, the range a start and a duration
// make, and the address that asks for it. Pure, so it is tested without a browser.

const MINUTE = 60_000;

/** The durations offered, in ms: from a minute to the longest a download may ask (a day). */
export const DURATIONS: readonly number[] = [MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE, 6 * 60 * MINUTE, TICK_DOWNLOAD_MAX_MS];

/** A datetime-local field's value ("2026-11-21T16:20") for `ms` on this device's clock, to the minute. */
export function localInputValue(ms: number): string {
  const at = new Date(ms);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(at.getFullYear())}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** The range from a datetime-local value (this device's zone) for `duration` ms; null when the value is not a time. */
export function rangeOf(start: string, duration: number): { from: number; to: number } | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(start)) return null;
  const from = new Date(start).getTime();
  if (!Number.isFinite(from)) return null;
  return { from, to: from + Math.min(Math.max(MINUTE, duration), TICK_DOWNLOAD_MAX_MS) };
}

export interface TickDownloadAsk {
  forexId: number;
  from: number;
  to: number;
  format: TickDownloadFormat;
}

/** The download's address: GET /api/ticks/download with the instrument, the range (ms) and the format. */
export function tickDownloadUrl(ask: TickDownloadAsk, origin: string): string {
  const url = new URL(downloadTicks.path, origin);
  url.searchParams.set('forex_id', String(ask.forexId));
  url.searchParams.set('from', String(ask.from));
  url.searchParams.set('to', String(ask.to));
  url.searchParams.set('format', ask.format);
  return url.toString();
}
