// The watchlist (issue 41): the instruments a user starred, a signed-in user's on the server, a guest's on the device.
export { deviceWatchlistAtom } from './device-watchlist';
export { deviceIds, withWatch, type WatchChange } from './watch-rules';
export { setWatchMutation, watchlistQuery } from './queries';
export { useWatchlist, type Watchlist } from './useWatchlist';
export { InstrumentStar, WatchStar, type WatchStarProps } from './WatchStar';
