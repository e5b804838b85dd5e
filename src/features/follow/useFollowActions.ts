import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { cancelFollow, followTrader, type FollowSetting } from '@common/api/follow';
import { api } from '@/lib/http/api';
import { useSessionToken } from '@/lib/query';
import { followChangedKeys } from './queries';

export interface FollowActions {
  busy: boolean;
  /** Creates or updates the follow; resolves with the setting, rejects on a refusal (already toasted). */
  follow: (traderId: number, values: { multiple: string; max_amount: string }) => Promise<FollowSetting>;
  /** Ends the follow (after the warning); resolves with the ended setting. */
  stop: (traderId: number) => Promise<FollowSetting>;
}

/** Following and ending a follow: the server's message confirms it, and every answer that shows follows is asked again. */
export function useFollowActions(): FollowActions {
  const client = useQueryClient();
  const token = useSessionToken();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      setBusy(true);
      try {
        const answer = await call();
        await Promise.all(followChangedKeys(token).map((queryKey) => client.invalidateQueries({ queryKey })));
        return answer;
      } finally {
        setBusy(false);
      }
    },
    [client, token],
  );
  return {
    busy,
    follow: (traderId, values) =>
      run(() => api(followTrader, { trader_id: traderId, ...values }, { loading: true, toastSuccess: true })),
    stop: (traderId) => run(() => api(cancelFollow, { trader_id: traderId }, { loading: true, toastSuccess: true })),
  };
}
