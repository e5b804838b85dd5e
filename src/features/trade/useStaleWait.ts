import { useLingui } from '@lingui/react/macro';
import type { TradeItem } from '@common/api/market';
import { useQuoteFreshness, type Freshness } from '@/shared/market';

/**
 * Why buy and sell wait for a fresh price (issue 35), in words for the buttons, or undefined while the price is fresh.
 * The server refuses an order on a price older than it accepts; the form says so first, and why.
 */
export function useStaleWait(item: TradeItem): { freshness: Freshness; waiting: string | undefined } {
  const { t } = useLingui();
  const freshness = useQuoteFreshness(item.Code);
  const age = freshness.ageSeconds ?? 0;
  const waiting =
    freshness.reason === 'asleep'
      ? t`Prices paused while the app was in the background. Waiting for a fresh price…`
      : freshness.reason === 'silent'
        ? t`The price connection is silent. Waiting for a fresh price…`
        : freshness.reason === 'old'
          ? t`The last price is ${age} s old. Waiting for a fresh price…`
          : undefined;
  return { freshness, waiting };
}
