import { useAtomValue } from 'jotai';
import { formatAmountText } from '@/lib/format';
import { intlTag } from '@/lib/i18n';
import { localeAtom } from '@/lib/store';

/** Writes a decimal from the API grouped for the user's language, keeping its places (4 for a day profit). */
export function useFigure(): (value: string) => string {
  const tag = intlTag(useAtomValue(localeAtom));
  return (value) => formatAmountText(value, tag);
}
