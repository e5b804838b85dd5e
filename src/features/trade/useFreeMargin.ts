import { useAtomValue } from 'jotai';
import { forexDetail } from '@common/api/trade';
import { api } from '@/lib/http/api';
import { baseSettingsAtom } from '@/lib/store';
import { useSessionValue } from './useSessionValue';

export interface FreeMargin {
  /** The contract account's free margin; null for a guest or while it loads. */
  balance: string | null;
  /** The fee rule the preview uses: the account's when known, else the public base setting (1 by default). */
  feeType: number;
  /** Loads the account again (after an order took margin). */
  reload: () => void;
}

// Silent: the preview shows "--" without it.
const loadDetail = () => api(forexDetail, {}, { silent: true });

/** What the contract form's preview needs from the contract account. */
export function useFreeMargin(): FreeMargin {
  const settings = useAtomValue(baseSettingsAtom);
  const { value, reload } = useSessionValue(loadDetail);
  return { balance: value?.balance ?? null, feeType: value?.TradeFeeType ?? settings?.trade_fee_type ?? 1, reload };
}
