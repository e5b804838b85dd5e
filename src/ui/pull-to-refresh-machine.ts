/**
 * The pull-to-refresh gesture as a plain state machine (no React, no DOM), driven by vertical pointer positions.
 *
 *   idle ──start+move down──► pulling ◄──► armed (resisted distance >= threshold)
 *   pulling ──end──► idle
 *   armed ──end──► refreshing ──promise settles──► settling ──hideDelayMs──► idle
 *
 * The indicator stays visible while refreshing and for hideDelayMs (500 ms, per the spec) after the refresh
 * promise settles, whether it fulfilled or rejected.
 */

export type PullPhase = 'idle' | 'pulling' | 'armed' | 'refreshing' | 'settling';

export interface PullState {
  readonly phase: PullPhase;
  /** How far the content is pulled down, in px, after resistance. */
  readonly distance: number;
  /** A finger or mouse is down and driving the distance (no transition wanted). */
  readonly dragging: boolean;
}

export interface PullOptions {
  /** Resisted distance at which releasing refreshes. Default 64. */
  threshold?: number;
  /** The resisted distance approaches but never reaches this. Default 160. */
  maxDistance?: number;
  /** How long the indicator stays after the refresh settles. Default 500. */
  hideDelayMs?: number;
}

export interface PullMachine {
  getState: () => PullState;
  subscribe: (listener: () => void) => () => void;
  /** A finger went down at clientY `y` while the content is scrolled to the top. False when busy refreshing. */
  start: (y: number) => boolean;
  /** The finger moved to `y`. True when this is a pull the caller should keep from scrolling (preventDefault). */
  move: (y: number) => boolean;
  /** The finger went up. Refreshes with `refresh` when armed, otherwise springs back. */
  end: (refresh: () => Promise<unknown>) => void;
  /** The gesture was interrupted (touchcancel, disabled): spring back without refreshing. */
  cancel: () => void;
  /** Shows the indicator and refreshes without a gesture (ignored unless idle). */
  trigger: (refresh: () => Promise<unknown>) => void;
  /** Back to idle at once: drops timers and ignores a refresh still in flight. */
  reset: () => void;
}

export const PULL_THRESHOLD = 64;
export const PULL_MAX_DISTANCE = 160;
export const PULL_HIDE_DELAY_MS = 500;
/** Upward travel (px) from an idle start that means the user is scrolling, not pulling. */
const SCROLL_SLOP = 4;

/**
 * Rubber-band resistance: grows almost 1:1 for small pulls and flattens towards `max`.
 * f(0) = 0, f is increasing, f(raw) < max. With max 160 a 64 px threshold needs about 107 px of finger travel.
 */
export function resist(raw: number, max: number = PULL_MAX_DISTANCE): number {
  if (!(raw > 0) || !(max > 0)) return 0;
  return (max * raw) / (raw + max);
}

const IDLE: PullState = { phase: 'idle', distance: 0, dragging: false };

export function createPullToRefreshMachine(options: PullOptions = {}): PullMachine {
  const threshold = options.threshold ?? PULL_THRESHOLD;
  const maxDistance = Math.max(options.maxDistance ?? PULL_MAX_DISTANCE, threshold * 1.25);
  const hideDelayMs = options.hideDelayMs ?? PULL_HIDE_DELAY_MS;

  let state: PullState = IDLE;
  let tracking = false;
  let startY = 0;
  /** Bumped by reset() so a late promise or timer from before it does nothing. */
  let generation = 0;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: PullState) => {
    if (next.phase === state.phase && next.distance === state.distance && next.dragging === state.dragging) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const clearHideTimer = () => {
    if (hideTimer !== undefined) {
      clearTimeout(hideTimer);
      hideTimer = undefined;
    }
  };

  const runRefresh = (refresh: () => Promise<unknown>) => {
    const gen = generation;
    set({ phase: 'refreshing', distance: threshold, dragging: false });
    let pending: Promise<unknown>;
    try {
      pending = Promise.resolve(refresh());
    } catch (error) {
      pending = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const settle = () => {
      if (gen !== generation || state.phase !== 'refreshing') return;
      set({ phase: 'settling', distance: threshold, dragging: false });
      clearHideTimer();
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        if (gen !== generation) return;
        set(IDLE);
      }, hideDelayMs);
    };
    // Errors belong to the caller (it shows its own toast); the indicator only needs to know it is over.
    pending.then(settle, settle);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start(y) {
      if (state.phase !== 'idle') return false;
      tracking = true;
      startY = y;
      return true;
    },
    move(y) {
      if (!tracking) return false;
      const raw = y - startY;
      if (state.phase === 'idle') {
        if (raw < -SCROLL_SLOP) {
          // The user is scrolling the content up: this gesture is not a pull.
          tracking = false;
          return false;
        }
        if (raw <= 0) return false;
      }
      const distance = resist(raw, maxDistance);
      set({ phase: distance >= threshold ? 'armed' : 'pulling', distance, dragging: true });
      return true;
    },
    end(refresh) {
      if (!tracking) return;
      tracking = false;
      if (state.phase === 'armed') runRefresh(refresh);
      else if (state.phase === 'pulling') set(IDLE);
    },
    cancel() {
      if (!tracking) return;
      tracking = false;
      if (state.phase === 'pulling' || state.phase === 'armed') set(IDLE);
    },
    trigger(refresh) {
      if (state.phase !== 'idle') return;
      tracking = false;
      runRefresh(refresh);
    },
    reset() {
      generation += 1;
      tracking = false;
      clearHideTimer();
      set(IDLE);
    },
  };
}

/** Which text the indicator shows for a state, or null when it is hidden. */
export function pullLabel(state: PullState): 'pull' | 'release' | 'refreshing' | null {
  switch (state.phase) {
    case 'pulling':
      return state.distance > 0 ? 'pull' : null;
    case 'armed':
      return 'release';
    case 'refreshing':
    case 'settling':
      return 'refreshing';
    default:
      return null;
  }
}
