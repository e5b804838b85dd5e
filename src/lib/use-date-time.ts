import { useAtomValue } from 'jotai';
import { intlTag } from '@/lib/i18n';
import { localeAtom } from '@/lib/store';

/** A time (ms) in the user's own zone and language, with Latin digits like the amounts beside it (the date alone
 * when `withTime` is false). */
export function useDateTime(withTime = true): (ms: number) => string {
  const tag = intlTag(useAtomValue(localeAtom));
  const format = new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    numberingSystem: 'latn',
  });
  return (ms) => (Number.isFinite(ms) && ms > 0 ? format.format(ms) : '--');
}
