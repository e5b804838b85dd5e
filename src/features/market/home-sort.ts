import { atom } from 'jotai';
import { persistedAtom } from '@/lib/store';
import { sortOf, type Sort } from './home-logic';

// The order home's instrument list is shown in, kept on the device: a trader who sorts by change wants it so next time.
const storedSortAtom = persistedAtom<unknown>('home-sort', 'list');

export const homeSortAtom = atom(
  (get): Sort => sortOf(get(storedSortAtom)),
  (_get, set, sort: Sort) => set(storedSortAtom, sort),
);
