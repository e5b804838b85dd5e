import { useAtomValue } from 'jotai';
import { formatAmountText } from '@/lib/format';
import { intlTag } from '@/lib/i18n';
import { localeAtom } from '@/lib/store';

/** Writes a decimal from the API (or common/loan.ts) grouped for the user's language, keeping its places. */
export function useFigure(): (value: string) => string {
  const tag = intlTag(useAtomValue(localeAtom));
  return (value) => formatAmountText(value, tag);
}

/** Writes a YYYY-MM-DD day in the user's language (the day itself, whatever the device's time zone). */
export function useDay(): (day: string) => string {
  const tag = intlTag(useAtomValue(localeAtom));
  return (day) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
    return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  };
}

/** Writes a moment (ms) in the user's language and time zone. */
export function useMoment(): (ms: number) => string {
  const tag = intlTag(useAtomValue(localeAtom));
  return (ms) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}
