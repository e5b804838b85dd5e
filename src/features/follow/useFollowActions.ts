import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowSetting } from '@common/api/follow';
import { useSessionToken } from '@/lib/query';
import { followChangedKeys, followMutation, stopFollowMutation } from './queries';

export interface FollowActions {
  /** Either call is on its way. */
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
  // Awaited by the mutation, so it stays busy until the answers shown are fresh.
  const askAgain = () => Promise.all(followChangedKeys(token).map((queryKey) => client.invalidateQueries({ queryKey })));
  const following = useMutation({ ...followMutation, onSuccess: askAgain });
  const stopping = useMutation({ ...stopFollowMutation, onSuccess: askAgain });
  return {
    busy: following.isPending || stopping.isPending,
    follow: (traderId, values) => following.mutateAsync({ trader_id: traderId, ...values }),
    stop: (traderId) => stopping.mutateAsync({ trader_id: traderId }),
  };
}
