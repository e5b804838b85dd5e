// Work that should follow a frame's paint without holding up anything more urgent: the chart's redraw after a tick.
//
// The tick's price is written inside an animation frame; the chart is redrawn in a task after that frame, so the
// price's paint never waits for it. That task is posted at background priority where the browser has a task
// scheduler (Chromium): a message carrying the next price, an input event or another screen's after-paint work
// runs before it, rather than queuing behind a redraw of tens of milliseconds on a slow phone. Elsewhere it is a
// plain posted message, which still runs after the frame.

interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'background'; signal?: AbortSignal }): Promise<unknown>;
}

function taskScheduler(): TaskScheduler | undefined {
  const candidate = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  return typeof candidate?.postTask === 'function' ? (candidate as TaskScheduler) : undefined;
}

export interface AfterPaint {
  /** Runs the callback given to `afterPaint` once, after the next frame; several requests before it run it once. */
  request(): void;
  /** Nothing requested runs any more. */
  stop(): void;
}

export function afterPaint(run: () => void): AfterPaint {
  const scheduler = taskScheduler();
  const stopped = new AbortController();
  const channel = scheduler ? undefined : new MessageChannel();
  let requested = false;
  const runOnce = () => {
    requested = false;
    if (!stopped.signal.aborted) run();
  };
  if (channel) channel.port1.onmessage = runOnce;
  const post = () => {
    if (stopped.signal.aborted) return;
    if (!scheduler) channel?.port2.postMessage(null);
    // An aborted task rejects its promise; nothing waits on it.
    else scheduler.postTask(runOnce, { priority: 'background', signal: stopped.signal }).catch(() => undefined);
  };
  return {
    request() {
      if (requested) return;
      requested = true;
      requestAnimationFrame(post);
    },
    stop() {
      stopped.abort();
      channel?.port1.close();
    },
  };
}
