import { useEffect, useState } from 'react';
import { positionAfter, type Speed } from './playhead';

/** A frame later than this (the tab was hidden, the phone busy) moves the replay by this much only, not by a leap. */
const MAX_FRAME_MS = 250;

interface Clock {
  /** Where the playhead is on the timeline, ms. */
  position: number;
  playing: boolean;
}

export interface ReplayClock extends Clock {
  speed: Speed;
  play: () => void;
  pause: () => void;
  /** To a place on the timeline (the scrubber); playing goes on from there. */
  seek: (position: number) => void;
  setSpeed: (speed: Speed) => void;
}

/**
 * The replay's playhead, moved once per animation frame while playing, at `speed` replay ms per real ms over the
 * timeline (playhead.ts); it stops by itself at the end, and playing from the end starts again.
 */
export function useReplayClock(timeline: readonly number[]): ReplayClock {
  const end = timeline[timeline.length - 1] ?? 0;
  const [clock, setClock] = useState<Clock>({ position: 0, playing: false });
  const [speed, setSpeed] = useState<Speed>(4);

  useEffect(() => {
    if (!clock.playing) return;
    let frame = 0;
    let last = performance.now();
    const step = (now: number) => {
      const elapsed = Math.min(MAX_FRAME_MS, now - last);
      last = now;
      // Position and playing change together, so the last frame both reaches the end and stops.
      setClock((shown) => {
        if (!shown.playing) return shown;
        const position = positionAfter(timeline, speed, elapsed, shown.position);
        return { position, playing: position < end };
      });
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [clock.playing, speed, timeline, end]);

  return {
    ...clock,
    speed,
    play: () => setClock((shown) => ({ position: shown.position >= end ? 0 : shown.position, playing: end > 0 })),
    pause: () => setClock((shown) => ({ ...shown, playing: false })),
    seek: (position) => setClock((shown) => ({ ...shown, position: Math.min(end, Math.max(0, position)) })),
    setSpeed,
  };
}
