import { atom } from 'jotai';
import { persistedAtom } from '../../lib/store';
import { deviceIds, withWatch, type WatchChange } from './watch-rules';

// A guest's stars, kept on this device: a guest has no account to keep them in. localStorage, so every tab of the
// browser shares them (jotai's storage atom follows the other tabs' writes) and they outlive a reload. A signed-in
// user's (a demo account's too) are the server's (queries.ts); the two lists are never mixed, so a shared device's
// guest stars never join whoever signs in on it.

const storedAtom = persistedAtom<unknown>('watchlist', []);

/** The guest's starred instruments; written with a WatchChange. */
export const deviceWatchlistAtom = atom(
  (get) => deviceIds(get(storedAtom)),
  (get, set, change: WatchChange) => set(storedAtom, withWatch(deviceIds(get(storedAtom)), change)),
);
