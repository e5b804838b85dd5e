import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { MicroOrder } from '@common/api/micro';
import { pushRule, queryClient, sessionKey } from '../../lib/query';

// Options that settled while the app was open, until the user dismisses them: each MICRO_SETTLED push (the closed
// order, common/socket.ts) is kept here, so the result (won or lost, the amount, the deciding price) is shown
// where the option was running instead of the order simply leaving the list. Signing out drops them (session key).

const KEY = 'micro-settled';

/** The settled results not dismissed yet, newest first; the cache entry lives as long as the session. */
export const settledOptionsQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKey(token, KEY),
    queryFn: (): MicroOrder[] => [],
    // Never fetched: it starts empty and only pushes fill it (a first fetch landing late would wipe a push).
    initialData: (): MicroOrder[] => [],
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: token !== null,
  });

const isSettledKey = (key: QueryKey) => key[2] === KEY;

/** Forgets one result (its card's dismiss button). */
export function dismissSettled(token: string | null, id: number): void {
  queryClient.setQueryData(settledOptionsQuery(token).queryKey, (current) => (current ?? []).filter((order) => order.Id !== id));
}

pushRule({
  topic: 'MICRO_SETTLED',
  matches: isSettledKey,
  apply: (client, order) => {
    for (const query of client.getQueryCache().findAll({ predicate: (cached) => isSettledKey(cached.queryKey) })) {
      client.setQueryData<MicroOrder[]>(query.queryKey, (current = []) => [order, ...current.filter((shown) => shown.Id !== order.Id)]);
    }
    // The running and closed lists and the option balance changed with it: asked again now, not at the next refresh.
    void client.invalidateQueries({
      queryKey: ['session'],
      predicate: (query) => query.queryKey[2] === 'micro-orders' || query.queryKey[2] === 'balance',
    });
  },
});
