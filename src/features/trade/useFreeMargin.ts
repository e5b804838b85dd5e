import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { totalBalance } from '@common/money';
import { contractDetailQuery } from '@/shared/account';
import { useSessionToken } from '@/lib/query';
import { baseSettingsAtom } from '@/lib/store';

export interface FreeMargin {
  /** The contract account's free margin; null for a guest or while it loads. */
  balance: string | null;
  /** The fee rule the preview uses: the account's when known, else the public base setting (1 by default). */
  feeType: number;
  /** The account's cash, free balance plus locked (the ticket's stop-out price); null for a guest or while it loads. */
  cash: string | null;
  /** The margin level (PrepaymentRatio, percent) and the margin in use, for its colour. */
  marginPercent: string | null;
  usedMargin: string | null;
  /** The highest close-out level the account's positions keep (CloseOutLevel); null: none. */
  closeOutLevel: string | null;
  /** Loads the account again (after an order took margin). */
  reload: () => void;
}

/** What the contract form's preview needs from the contract account. */
export function useFreeMargin(): FreeMargin {
  const settings = useAtomValue(baseSettingsAtom);
  const { data, refetch } = useQuery(contractDetailQuery(useSessionToken()));
  return {
    balance: data?.balance ?? null,
    feeType: data?.TradeFeeType ?? settings?.trade_fee_type ?? 1,
    cash: data ? totalBalance([data]) : null,
    marginPercent: data?.PrepaymentRatio ?? null,
    usedMargin: data?.CautionMoneyAll ?? null,
    closeOutLevel: data?.CloseOutLevel ?? null,
    reload: () => void refetch(),
  };
}
