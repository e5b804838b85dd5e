import { atomWithStorage, createJSONStorage } from 'jotai/utils';

// The account centre's total assets, shown or hidden behind asterisks (spec: hideable with an eye toggle).

/** Remembered across visits: someone who hides their balance in public wants it hidden next time too. */
export const assetsHiddenAtom = atomWithStorage<boolean>(
  'meridian.assets-hidden',
  false,
  createJSONStorage<boolean>(() => localStorage),
  { getOnInit: true },
);
