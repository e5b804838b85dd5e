import { useAtomValue } from 'jotai';
import { moneyText, profitText, type Tone } from '@common/money-text';
import { intlTag } from '@/lib/i18n';
import { localeAtom } from '@/lib/store';

/** Writes an amount from the API with 2 decimals, grouped for the user's language ("--" if it is not a number). */
export function useMoney(): (amount: string) => string {
  const tag = intlTag(useAtomValue(localeAtom));
  return (amount) => moneyText(amount, tag);
}

/** A signed change with its sign always written and its tone: "+12.00" up, "-3.50" down. */
export function useSignedMoney(): (amount: string) => { text: string; tone: Tone } {
  const tag = intlTag(useAtomValue(localeAtom));
  return (amount) => profitText(amount, tag);
}
