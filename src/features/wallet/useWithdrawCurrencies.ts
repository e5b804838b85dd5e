import { useEffect, useState } from 'react';
import { drawSymbolList, type DrawType, type WithdrawCurrency } from '@common/api/withdraw';
import { api } from '@/lib/http/api';

/** The currencies one can be paid out in by coin (1) or bank (2); null while loading, empty if none or failed. */
export function useWithdrawCurrencies(type: DrawType): WithdrawCurrency[] | null {
  const [currencies, setCurrencies] = useState<{ type: DrawType; list: WithdrawCurrency[] } | null>(null);
  useEffect(() => {
    let live = true;
    api(drawSymbolList, { type })
      .then((list) => live && setCurrencies({ type, list }))
      .catch(() => live && setCurrencies({ type, list: [] }));
    return () => {
      live = false;
    };
  }, [type]);
  // A list of the other type (just switched tabs) is not shown as this one's.
  return currencies?.type === type ? currencies.list : null;
}
