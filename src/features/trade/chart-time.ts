import { CHART_TIME_ZONE, type Period } from '@common/market';
import { dateTimeText } from '@/lib/format';
import { zoneText } from '@/lib/order-text';

// How the trade chart writes its times: in the market's zone (Europe/Berlin, spec section 9), never the device's,
// with the zone said on the chart, so a candle at 18:00 beside an order filled at 17:02 on the device's clock reads
// as two zones rather than a contradiction. Pure (the language is a BCP 47 tag argument); Highcharts' time axis and
// the first drawing's (candle-sketch.ts) both write their labels here, so the swap between them changes no label.

const formats = new Map<string, Intl.DateTimeFormat>();

function format(tag: string, kind: 'day' | 'time'): Intl.DateTimeFormat {
  const key = `${tag} ${kind}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day' ? { month: 'short', day: 'numeric' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    found = new Intl.DateTimeFormat(tag, { ...options, timeZone: CHART_TIME_ZONE, numberingSystem: 'latn' });
    formats.set(key, found);
  }
  return found;
}

/** The calendar day of `ms` in the chart's zone ("2026-11-24"), to tell where the day changes. */
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: CHART_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * A label of the time axis at `ms`: the day ("24 Nov") for day candles and where the day changed since the label
 * before (`previous`), otherwise the time ("18:00").
 */
export function axisTimeText(ms: number, period: Period, tag: string, previous?: number): string {
  if (!Number.isFinite(ms)) return '';
  const newDay = previous !== undefined && Number.isFinite(previous) && dayKey.format(previous) !== dayKey.format(ms);
  return period === '1D' || newDay ? format(tag, 'day').format(ms) : format(tag, 'time').format(ms);
}

/** A candle's start as the readout shows it: the date and time in the chart's zone (the date alone for day candles). */
export function candleTimeText(ms: number, period: Period, tag: string): string {
  return dateTimeText(ms, tag, { timeZone: CHART_TIME_ZONE, dateOnly: period === '1D' });
}

/** The chart's zone's offset as the GMT/UTC offset Intl writes ("GMT+01:00", "GMT" at zero). */
const zoneOffset = new Intl.DateTimeFormat('en-US', { timeZone: CHART_TIME_ZONE, timeZoneName: 'longOffset' });

/** The chart's zone's offset from UTC at `ms`, in ms (an hour in winter, two in summer). */
export function zoneOffsetMs(ms: number): number {
  const name = zoneOffset.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const found = /([+-])(\d{2}):(\d{2})/.exec(name);
  return found ? (found[1] === '-' ? -1 : 1) * (Number(found[2]) * 60 + Number(found[3])) * 60_000 : 0;
}

/**
 * The chart's zone's offset from UTC at `ms` ("UTC+1", "UTC+2" in summer), written as the orders' times write the
 * device's zone (zoneText), so the two read alike side by side.
 */
export function zoneOffsetText(ms: number): string {
  // zoneText takes Date#getTimezoneOffset's sign: minutes behind UTC.
  return zoneText(ms, -zoneOffsetMs(ms) / 60_000);
}
