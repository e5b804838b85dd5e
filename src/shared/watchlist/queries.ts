import { queryOptions } from '@tanstack/react-query';
import { getWatchlist, setWatchlist } from '@common/api/watchlist';
import { api } from '../../lib/http/api';
import { callMutation, sessionKey } from '../../lib/query';

// A signed-in user's watchlist, the server's (common/api/watchlist.ts), so every device of theirs stars the same
// instruments. Read by home (the Favourites category, the rows' stars) and the trade screen (its header's star).

/** The starred instrument ids, oldest star first. Silent: without them the stars show unstarred. */
export const watchlistQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKey(token, 'watchlist'),
    queryFn: () => api(getWatchlist, {}, { silent: true }),
    enabled: token !== null,
  });

/** One star put on or taken off: no spinner and no success toast (the star itself shows it); a refusal is toasted. */
export const setWatchMutation = callMutation(api, setWatchlist, {});
