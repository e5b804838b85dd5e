import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { currentUserAtom } from '@/lib/session';
import { persistedAtom } from '@/lib/store';
import { memoryOf, ownerOf, storedWith, type TradeMemory } from './trade-memory';

/** Every owner's trade screen memory (trade-memory.ts), as stored under `meridian.trade-form`. */
export const tradeMemoryAtom = persistedAtom<unknown>('trade-form', {});

export interface TradeMemoryAccess {
  /** The current owner's memory, read when called (a form reads it once, for where it starts). */
  kept: () => TradeMemory;
  /** Changes the current owner's memory. */
  remember: (update: (memory: TradeMemory) => TradeMemory) => void;
}

/**
 * The trade screen's memory for the user signed in (or the guest). It is read where a form starts, not followed:
 * the forms shown are the user's own, and another tab's choices reach this one at its next start. While a form is
 * shown the atom is followed, so a write here lays this tab's change over what another tab stored meanwhile.
 */
export function useTradeMemory(): TradeMemoryAccess {
  const store = useStore();
  const owner = ownerOf(useAtomValue(currentUserAtom));
  useEffect(() => store.sub(tradeMemoryAtom, () => undefined), [store]);
  const kept = useCallback(() => memoryOf(store.get(tradeMemoryAtom), owner), [store, owner]);
  const remember = useCallback(
    (update: (memory: TradeMemory) => TradeMemory) => store.set(tradeMemoryAtom, (stored: unknown) => storedWith(stored, owner, update)),
    [store, owner],
  );
  return { kept, remember };
}
