import { useEffect, useState } from 'react';
import type { DrawMethod } from '@common/api/withdraw';
import { nextUsableAt } from './withdrawal-choice';

/** The longest a browser timer waits (about 24.8 days); a later moment is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The time the payout methods are judged usable at: now, moved on when the next of them becomes usable, so a method
 * added a day ago is offered the moment it may be used without leaving the screen.
 */
export function useUsableClock(methods: readonly DrawMethod[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = nextUsableAt(methods, now);
  useEffect(() => {
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(next - now, 0), LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}
