import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useSessionToken } from '../../lib/query';
import { deviceWatchlistAtom } from './device-watchlist';
import { withWatch } from './watch-rules';
import { setWatchMutation, watchlistQuery } from './queries';

export interface Watchlist {
  /** The starred instruments' ids (none while a signed-in user's list is loading or could not load). */
  watched: ReadonlySet<number>;
  /** Puts a star on the instrument or takes it off. */
  setWatched: (instrumentId: number, watch: boolean) => void;
}

const NONE: readonly number[] = [];

/**
 * The watchlist of whoever uses the app: a signed-in user's from the server, a guest's from this device. A star
 * shows at once: the server's list is changed in the cache before the call goes, put back if the call fails (the
 * client toasts why), and replaced by the server's answer when no other star is still on its way.
 */
export function useWatchlist(): Watchlist {
  const token = useSessionToken();
  const client = useQueryClient();
  const query = watchlistQuery(token);
  const served = useQuery(query).data;
  const [device, changeDevice] = useAtom(deviceWatchlistAtom);
  const { mutate } = useMutation({
    ...setWatchMutation,
    onMutate: async (change) => {
      const key: QueryKey = query.queryKey;
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<number[]>(key);
      client.setQueryData<number[]>(key, withWatch(before ?? [], { id: Number(change.forex_id), watch: Number(change.watch) === 1 }));
      return { key, before };
    },
    onError: (_error, _change, context) => {
      if (context) client.setQueryData(context.key, context.before);
    },
    onSuccess: (answer, _change, context) => {
      // Another star sent after this one is shown already; its own answer will carry both.
      if (client.isMutating({ mutationKey: setWatchMutation.mutationKey }) <= 1) client.setQueryData(context.key, answer);
    },
  });
  const ids = token === null ? device : (served ?? NONE);
  const watched = useMemo(() => new Set(ids), [ids]);
  const setWatched = useCallback(
    (instrumentId: number, watch: boolean) => {
      if (token === null) changeDevice({ id: instrumentId, watch });
      else mutate({ forex_id: instrumentId, watch: watch ? 1 : 0 });
    },
    [token, changeDevice, mutate],
  );
  return useMemo(() => ({ watched, setWatched }), [watched, setWatched]);
}
