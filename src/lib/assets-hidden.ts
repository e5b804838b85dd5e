import { atomWithStorage, createJSONStorage } from 'jotai/utils';

// Total assets shown or hidden behind asterisks (spec: the account centre's eye toggle, the wallet's hide toggle).
// One preference for both screens: someone who hides their balance in public wants it hidden everywhere.

/** Remembered across visits: someone who hides their balance in public wants it hidden next time too. */
export const assetsHiddenAtom = atomWithStorage<boolean>(
  'meridian.assets-hidden',
  false,
  createJSONStorage<boolean>(() => localStorage),
  { getOnInit: true },
);
