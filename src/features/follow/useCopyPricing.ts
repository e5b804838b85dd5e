import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { contractDetailQuery } from '@/shared/account';
import { liveQuoteAtom, quoteOf, useTradeList } from '@/shared/market';
import { useSessionToken } from '@/lib/query';
import { baseSettingsAtom, store } from '@/lib/store';
import type { TradeItem } from '@common/api/market';

export interface CopyPricing {
  instruments: readonly TradeItem[] | null;
  /** The live price of an instrument by code (the list's own until a tick arrives). */
  priceOf: (code: string) => string | undefined;
  freeBalance: string | null;
  feeType: number;
}

/**
 * What a copy's preview is priced with: the instruments, their live prices, the follower's free contract margin
 * and the fee rule. `watched` is the instrument whose ticks repaint the preview.
 */
export function useCopyPricing(watched: number | null): CopyPricing {
  const { list } = useTradeList();
  const settings = useAtomValue(baseSettingsAtom);
  const { data } = useQuery(contractDetailQuery(useSessionToken()));
  const watchedCode = list?.find((item) => item.Id === watched)?.Code ?? '';
  // Subscribing repaints the preview as that instrument's price moves; the others are read at each repaint.
  useAtomValue(liveQuoteAtom(watchedCode));
  return {
    instruments: list,
    priceOf: (code) => {
      const item = list?.find((entry) => entry.Code === code);
      return item ? quoteOf(item, store.get(liveQuoteAtom(code))).close : undefined;
    },
    freeBalance: data?.balance ?? null,
    feeType: data?.TradeFeeType ?? settings?.trade_fee_type ?? 1,
  };
}
