import { useQuery } from '@tanstack/react-query';
import type { WithdrawCurrency } from '@common/api/withdraw';
import { withdrawCurrenciesQuery } from './queries';
import type { DrawType } from '@common/wallet';

/** The currencies one can be paid out in by coin (1) or bank (2); null while loading, empty if none or failed. */
export function useWithdrawalCurrencies(type: DrawType): WithdrawCurrency[] | null {
  const { data, isError } = useQuery(withdrawCurrenciesQuery(type));
  return isError ? [] : (data ?? null);
}
