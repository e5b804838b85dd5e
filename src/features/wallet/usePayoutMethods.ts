import { useQuery } from '@tanstack/react-query';
import type { DrawMethod } from '@common/api/withdraw';
import { useSessionToken } from '@/lib/query';
import { payoutMethodsQuery } from './queries';
import type { DrawType } from '@common/wallet';

export interface PayoutMethods {
  /** Null while loading; empty when none is bound (or loading failed). */
  methods: DrawMethod[] | null;
  reload: () => Promise<void>;
}

/** The user's payout methods of one type, from the cache; another type's are never shown as these. */
export function usePayoutMethods(type: DrawType): PayoutMethods {
  const { data, isError, refetch } = useQuery(payoutMethodsQuery(useSessionToken(), type));
  return { methods: isError ? [] : (data ?? null), reload: () => refetch().then(() => undefined) };
}
