import { useCallback, useEffect, useState } from 'react';
import { getBalance, type AccountBalance } from '@common/api/wallet';
import { api } from '@/lib/http/api';

export interface Balances {
  /** Null until the first answer. */
  accounts: AccountBalance[] | null;
  reload: () => Promise<void>;
}

/** The user's accounts and their balances, fresh on every visit and after anything that moves money. */
export function useBalances(): Balances {
  const [accounts, setAccounts] = useState<AccountBalance[] | null>(null);
  const reload = useCallback(
    () =>
      api(getBalance, {})
        .then(setAccounts)
        .catch(() => undefined),
    [],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  return { accounts, reload };
}
