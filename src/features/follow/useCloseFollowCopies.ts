import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSessionToken } from '@/lib/query';
import type { CopiesOf } from './copy-push';
import { closeFollowCopiesMutation, copyClosedKeys } from './queries';

/**
 * Closing every open copy of one follow: once the server has closed them, the follow's copies (both tabs), the
 * follow cards and the followers' figures are asked again, as after a copy closed by hand.
 */
export function useCloseFollowCopies(of: CopiesOf | null) {
  const client = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    ...closeFollowCopiesMutation,
    onSuccess: () =>
      of === null ? undefined : Promise.all(copyClosedKeys(token, of).map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
