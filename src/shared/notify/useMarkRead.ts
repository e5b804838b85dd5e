import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSessionToken } from '@/lib/query';
import { markReadMutation, notifyKey, unreadCountQuery } from './queries';

/**
 * Marks entries read (`{ ids: '3,4' }`) or all of them (`{ all: '1' }`). The answer's count is the bell's at once;
 * then everything under the inbox's key is asked again, so the dots go too. Set on the mutation, not on each
 * `mutate`, so it happens even when the tap has already left the screen for the entry's link.
 */
export function useMarkRead() {
  const token = useSessionToken();
  const client = useQueryClient();
  return useMutation({
    ...markReadMutation,
    onSuccess: (answer) => {
      client.setQueryData(unreadCountQuery(token).queryKey, answer);
      void client.invalidateQueries({ queryKey: notifyKey(token) });
    },
  });
}
