// Drawing that may follow a tick's price by one frame (a strip card's chart) runs in a task just after the
// animation frame that paints the price, not inside it: the price's frame then holds only the price's own layout
// and paint, which at 4x CPU is what decides how soon it shows (issue 20).

const waiting = new Map<object, () => void>();
let channel: MessageChannel | undefined;

function runWaiting(): void {
  const runs = [...waiting.values()];
  waiting.clear();
  for (const run of runs) run();
}

/**
 * Runs `run` in a task after the current animation frame (called from a frame's callbacks, which is where ticks
 * are shown), or soon after the current task otherwise. A later call with the same `key` before it ran replaces
 * it: only the newest drawing of one thing is worth doing.
 */
export function afterFrame(key: object, run: () => void): void {
  const first = waiting.size === 0;
  waiting.set(key, run);
  if (!first) return;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runWaiting;
  }
  channel.port2.postMessage(null);
}
