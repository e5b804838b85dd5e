import { useAtomValue } from 'jotai';
import { intlTag } from '@/lib/i18n';
import { moneyText, profitText } from '@common/money-text';
import { localeAtom } from '@/lib/store';
import { ratePercent, sharePercent } from './follow-format';

/** The follow screens' writers, bound to the user's language. */
export function useFollowFormat() {
  const tag = intlTag(useAtomValue(localeAtom));
  return {
    tag,
    money: (value: string) => moneyText(value, tag),
    profit: (value: string) => profitText(value, tag),
    rate: (ratio: string) => ratePercent(ratio, tag),
    share: (ratio: string) => sharePercent(ratio, tag),
  };
}
