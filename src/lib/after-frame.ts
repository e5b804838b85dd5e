// Work that may follow a tick's price by a frame (a chart's redraw, a strip card's sparkline) runs in a task after
// the animation frame that paints the price, not inside it: the price's frame then holds only the price's own layout
// and paint, which at 4x CPU decides how soon it shows (issue 20). The task is posted at background priority where
// the browser has a task scheduler (Chromium), so the message carrying the next price, an input event or another
// screen's work runs before a redraw of tens of milliseconds on a slow phone; elsewhere it is a plain posted message,
// which still runs after the frame. One queue serves every caller: a tick that moves many things posts one task.
//
// Background priority only orders the task against other waiting tasks: once it starts, it runs to its end. A price
// that arrives while the main thread is idle, waiting for the next frame, would then wait behind a redraw that
// happened to start in that moment (at 4x CPU the trade chart's redraw is about 30 ms, two frames). So a frame that
// shows prices is requested through requestPriceFrame, and while one is pending this queue waits until it has painted.

interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'background' }): Promise<unknown>;
}

const waiting = new Map<object, () => void>();
let posted = false;
let channel: MessageChannel | undefined;
/** Frames requested through requestPriceFrame whose callbacks have not run yet. */
let priceFrames = 0;

/**
 * requestAnimationFrame for a frame that shows prices: work queued by afterFrame does not start while such a frame
 * is pending, so it never holds back a price that has already arrived.
 */
export function requestPriceFrame(callback: () => void): void {
  priceFrames += 1;
  requestAnimationFrame(() => {
    priceFrames -= 1;
    callback();
  });
}

function runWaiting(): void {
  if (priceFrames > 0) {
    // A price is waiting for its frame: run once that frame has painted (a task posted from its callbacks).
    requestAnimationFrame(post);
    return;
  }
  posted = false;
  const runs = [...waiting.values()];
  waiting.clear();
  for (const run of runs) run();
}

function post(): void {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    // Nothing waits on the task's promise; runWaiting does not throw past its callers' own handling.
    (scheduler as TaskScheduler).postTask(runWaiting, { priority: 'background' }).catch(() => undefined);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runWaiting;
  }
  channel.port2.postMessage(null);
}

/**
 * Runs `run` in a task after the current animation frame (called from a frame's callbacks, which is where ticks are
 * shown), or soon after the current task otherwise. A later call with the same `key` before it ran replaces it: only
 * the newest drawing of one thing is worth doing.
 */
export function afterFrame(key: object, run: () => void): void {
  waiting.set(key, run);
  if (posted) return;
  posted = true;
  post();
}

/** Drops what is waiting under `key` (its screen is gone). */
export function cancelAfterFrame(key: object): void {
  waiting.delete(key);
}

export interface AfterPaint {
  /** Runs the callback given to `afterPaint` once, after the next frame; several requests before it run it once. */
  request(): void;
  /** Nothing requested runs any more (its screen is gone). */
  stop(): void;
}

/** For work asked for outside a frame (a socket message's handler): it runs after the NEXT frame has painted. */
export function afterPaint(run: () => void): AfterPaint {
  const key = {};
  let requested = false;
  let stopped = false;
  const queue = () => {
    requested = false;
    if (!stopped) afterFrame(key, run);
  };
  return {
    request() {
      if (requested || stopped) return;
      requested = true;
      requestAnimationFrame(queue);
    },
    stop() {
      stopped = true;
      cancelAfterFrame(key);
    },
  };
}
