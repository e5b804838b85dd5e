import { ACCOUNT_TYPE, getBalance } from '@common/api/wallet';
import { api } from '@/lib/http/api';
import { useSessionValue } from './useSessionValue';

export interface OptionBalance {
  /** The option (micro) account's available balance; null for a guest or while it loads. */
  balance: string | null;
  /** Loads it again (after an order staked an amount). */
  reload: () => void;
}

// Silent: the form shows "--" without it.
const loadOptionBalance = () =>
  api(getBalance, {}, { silent: true }).then((accounts) => accounts.find((account) => account.accountTypeId === ACCOUNT_TYPE.micro)?.balance ?? null);

/** What the micro form shows of the option account: how much is free to stake. */
export function useOptionBalance(): OptionBalance {
  const { value, reload } = useSessionValue(loadOptionBalance);
  return { balance: value, reload };
}
