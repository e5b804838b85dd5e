import { useQuery } from '@tanstack/react-query';
import type { AccountBalance } from '@common/api/wallet';
import { balanceQuery } from '@/shared/account';
import { useSessionToken } from '@/lib/query';
import { ACCOUNT_TYPE } from '@common/wallet';

export interface OptionBalance {
  /** The option (micro) account's available balance; null for a guest or while it loads. */
  balance: string | null;
  /** Loads it again (after an order staked an amount). */
  reload: () => void;
}

const optionBalanceOf = (accounts: AccountBalance[]) =>
  accounts.find((account) => account.accountTypeId === ACCOUNT_TYPE.micro)?.balance ?? null;

/** What the micro form shows of the option account: how much is free to stake. */
export function useOptionBalance(): OptionBalance {
  const { data, refetch } = useQuery({ ...balanceQuery(useSessionToken()), select: optionBalanceOf });
  return { balance: data ?? null, reload: () => void refetch() };
}
