import { dateTimeText } from '@/lib/format';

// When a checkpoint was signed, as the verification and the fair-prices page say it: the time of day in the user's
// zone ("16:20", or "16:20:05" where the seconds matter), with the date in front when it is not today's, so an old
// order's proof does not read as signed this afternoon. Latin digits and a 24-hour clock, as every time of the orders'
// screens (src/lib/format.ts writes the dates; it has no time-of-day alone, which only these lines need).

const clocks = new Map<string, Intl.DateTimeFormat>();

function clock(tag: string, seconds: boolean): Intl.DateTimeFormat {
  const key = `${tag} ${seconds ? 's' : ''}`;
  let found = clocks.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(tag, {
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    clocks.set(key, found);
  }
  return found;
}

const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/** `ms` as a time of day in the user's zone, with its date when it is not the day of `now`; "--" for no time. */
export function clockText(ms: number, tag: string, now: number, options: { seconds?: boolean } = {}): string {
  if (!Number.isFinite(ms) || ms <= 0) return '--';
  const seconds = options.seconds ?? false;
  return sameDay(ms, now) ? clock(tag, seconds).format(ms) : dateTimeText(ms, tag, { seconds });
}
