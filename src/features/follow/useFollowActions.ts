import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowSetting } from '@common/api/follow';
import { useSessionToken } from '@/lib/query';
import type { FollowValues } from './follow-form';
import {
  followChangedKeys,
  followMutation,
  pauseFollowMutation,
  resumeFollowMutation,
  stopFollowMutation,
  updateFollowMutation,
} from './queries';

export interface FollowActions {
  /** A call is on its way. */
  busy: boolean;
  /** Starts a follow (follow_trader); resolves with the setting, rejects on a refusal (already toasted). */
  follow: (traderId: number, values: FollowValues) => Promise<FollowSetting>;
  /** Changes an active follow's settings (update_follow; copy_open is not sent). */
  update: (traderId: number, values: FollowValues) => Promise<FollowSetting>;
  /** Ends the follow (after the warning); resolves with the ended setting. */
  stop: (traderId: number) => Promise<FollowSetting>;
  /** No new copies until resumed; the open ones stay and still close with the trader. */
  pause: (traderId: number) => Promise<FollowSetting>;
  resume: (traderId: number) => Promise<FollowSetting>;
}

/** Following, changing, pausing and ending a follow: the server's message confirms it, and every answer that shows follows is asked again. */
export function useFollowActions(): FollowActions {
  const client = useQueryClient();
  const token = useSessionToken();
  // Awaited by the mutation, so it stays busy until the answers shown are fresh.
  const askAgain = () => Promise.all(followChangedKeys(token).map((queryKey) => client.invalidateQueries({ queryKey })));
  const following = useMutation({ ...followMutation, onSuccess: askAgain });
  const updating = useMutation({ ...updateFollowMutation, onSuccess: askAgain });
  const stopping = useMutation({ ...stopFollowMutation, onSuccess: askAgain });
  const pausing = useMutation({ ...pauseFollowMutation, onSuccess: askAgain });
  const resuming = useMutation({ ...resumeFollowMutation, onSuccess: askAgain });
  return {
    busy: [following, updating, stopping, pausing, resuming].some((mutation) => mutation.isPending),
    follow: (traderId, values) => following.mutateAsync({ trader_id: traderId, ...values }),
    update: (traderId, values) => {
      // update_follow takes every control but copy_open (only a new follow copies the open positions).
      const changed = { ...values };
      delete changed.copy_open;
      return updating.mutateAsync({ trader_id: traderId, ...changed });
    },
    stop: (traderId) => stopping.mutateAsync({ trader_id: traderId }),
    pause: (traderId) => pausing.mutateAsync({ trader_id: traderId }),
    resume: (traderId) => resuming.mutateAsync({ trader_id: traderId }),
  };
}
