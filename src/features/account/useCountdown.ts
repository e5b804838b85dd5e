import { useCallback, useEffect, useState } from 'react';
import { countdownEnd, secondsLeft } from './countdown';

export interface Countdown {
  /** Whole seconds left; 0 when not counting. */
  remaining: number;
  start: (seconds: number) => void;
}

/** A countdown in whole seconds that a send-code button waits out. */
export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (secondsLeft(endsAt, time) === 0) setEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(countdownEnd(time, seconds));
  }, []);

  return { remaining: secondsLeft(endsAt, now), start };
}
