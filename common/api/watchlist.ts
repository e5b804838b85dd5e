import { endpoint } from './endpoint';
import type * as input from './input/watchlist';

// The watchlist (issue 41): the instruments a signed-in user starred, shown as home's Favourites on every device of
// theirs. The spec has no such call, so the paths sit beside the trading calls' (/v2/api/forex/, as set_stop_price
// does). Both answer the starred instruments' ids (forex_id), oldest star first, leaving out any an operator took
// off the list. A guest's stars are kept on the device instead (src/shared/watchlist).

/** The instruments the user starred. */
export const getWatchlist = endpoint<number[]>()({ method: 'GET', path: '/v2/api/forex/watchlist', auth: true });

/** Stars (`watch` 1) or unstars (0) one instrument; starring a starred one, or unstarring one not starred, changes nothing. */
export const setWatchlist = endpoint<number[], typeof input.setWatchlist>()({
  method: 'POST',
  path: '/v2/api/forex/set_watchlist',
  auth: true,
});
