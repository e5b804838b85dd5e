// Calendar days as the product counts them: in Europe/Berlin (spec section 9: the chart time zone), so "today"
// starts at the same moment for every user and every server.

export const PRODUCT_TIME_ZONE = 'Europe/Berlin';

// Building a formatter is far slower than using one, and the market asks for day starts on every tick.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let made = formatters.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, made);
  }
  return made;
}

/** The zone's offset from UTC in ms at an instant, e.g. +3,600,000 for CET. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(new Date(ms));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

function computeStartOfDay(ms: number, timeZone: string): number {
  const local = ms + offsetAt(ms, timeZone);
  const localMidnight = Math.floor(local / 86_400_000) * 86_400_000;
  // The offset at midnight can differ from the offset now on a daylight-saving day.
  return localMidnight - offsetAt(localMidnight - offsetAt(ms, timeZone), timeZone);
}

/** Per zone, the last day asked about: the market asks on every tick, almost always about the same day, and
 * formatting dates was the feed's largest cost. */
const lastDays = new Map<string, { start: number; end: number }>();

/** The instant the day containing `ms` began in `timeZone`. */
export function startOfDay(ms: number, timeZone = PRODUCT_TIME_ZONE): number {
  const known = lastDays.get(timeZone);
  if (known && ms >= known.start && ms < known.end) return known.start;
  const start = computeStartOfDay(ms, timeZone);
  // A day is 23 to 25 hours long: 30 hours on is always within the next one.
  lastDays.set(timeZone, { start, end: computeStartOfDay(start + 30 * 60 * 60 * 1000, timeZone) });
  return start;
}
