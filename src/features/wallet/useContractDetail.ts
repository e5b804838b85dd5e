import { useCallback, useEffect, useState } from 'react';
import { forexDetail, type ForexDetail } from '@common/api/trade';
import { api } from '@/lib/http/api';

/**
 * The contract account's figures (free balance, floating profit), for what a transfer may take out of it. Read only
 * while `wanted` (the contract account is the from-side), again on `reload`.
 */
export function useContractDetail(wanted: boolean): { detail: ForexDetail | null; reload: () => Promise<void> } {
  const [detail, setDetail] = useState<ForexDetail | null>(null);
  const reload = useCallback(async () => {
    if (!wanted) return;
    await api(forexDetail, {})
      .then(setDetail)
      .catch(() => undefined);
  }, [wanted]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { detail, reload };
}
