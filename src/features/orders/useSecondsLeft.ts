import { useEffect, useState } from 'react';
import { secondsLeft, untilNextSecond } from './micro-orders';

/** A running order's countdown: repaints when its number changes, once a second, until it reaches 0. */
export function useSecondsLeft(dueAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = untilNextSecond(dueAt, now);
    if (wait === null) return;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [dueAt, now]);
  return secondsLeft(dueAt, now);
}
