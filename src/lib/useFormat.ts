import { useAtomValue } from 'jotai';
import { dateTimeText, dayText, formatAmountText, priceText, type TimeOptions } from './format';
import { intlTag } from './i18n';
import { localeAtom } from './store';

/** The formatting module (format.ts) bound to the current language: what a screen calls to write its figures. */
export function useFormat() {
  const tag = intlTag(useAtomValue(localeAtom));
  return {
    tag,
    amount: (value: string) => formatAmountText(value, tag),
    price: (value: string, precision: number) => priceText(value, precision, tag),
    dateTime: (ms: number, options?: TimeOptions) => dateTimeText(ms, tag, options),
    day: (day: string) => dayText(day, tag),
  };
}

/** A time (ms) in the user's own zone and language (the date alone when `withTime` is false). */
export function useDateTime(withTime = true): (ms: number) => string {
  const tag = intlTag(useAtomValue(localeAtom));
  return (ms) => dateTimeText(ms, tag, { dateOnly: !withTime });
}
