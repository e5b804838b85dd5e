// What the tick-to-paint bench runs inside the page (an init script, so it is in place before the app's code):
// when each DAY_MARKET frame reaches the tab, when the screen shows its price, and the long tasks and long
// animation frames in between. The page's own code is not changed: the probe wraps the `onmessage` setters and
// requestAnimationFrame to look, and calls through to what the app gave them.
//
// Arrival: the start of the app's `onmessage` handler for the frame, on the BroadcastChannel the socket worker
// posts on, or on the tab's own WebSocket where there is no shared worker. Both set `onmessage`, so the probe wraps
// that setter; time a frame spent queued behind other work before the handler ran is not counted here, only in
// the long-task figures.
//
// Shown: a MutationObserver sees the price text of that instrument's card or row change to the frame's price (or
// to a later one: a frame whose price was overtaken before a repaint counts as shown when the newer one is, since
// the screen is then at least as fresh). Paint: the first animation frame that renders that DOM change, timed by
// a message posted from inside the frame's requestAnimationFrame callbacks, which Chromium runs once the frame's
// style, layout and paint are done: the "after next paint" measure web-vitals uses. That is the main thread's
// paint, not pixels on glass (the compositor adds a little). A change made in a task is rendered by the next
// frame; one made synchronously in a rAF callback by the frame running it (see below). Long animation frames
// (LoAF) are only reported over 50 ms, so they cannot time every paint; they say what slow frames spent time on.

export interface PaintProbeOptions {
  /** Instrument code by trade id, as in the `?id=` of each card's and row's link. */
  codes: Record<string, string>;
  /**
   * A screen of one instrument (the trade screen): only its frames are counted, and a change anywhere on the page
   * to its price shows it (its header has no link to name it by). Unset: a screen of links (home).
   */
  only?: string;
}

export interface ScriptTime {
  /** What ran: the invoker, and the function and file it ended up in. */
  source: string;
  durationMs: number;
}

export interface LongFrame {
  durationMs: number;
  /** From the start of the frame's rendering (rAF callbacks, style, layout, paint) to its end. */
  renderMs: number;
  scripts: ScriptTime[];
}

export interface PaintSample {
  /** Frames that arrived while measuring. */
  arrivals: number;
  /** From each of them to the paint that showed it. */
  arrivalToPaintMs: number[];
  longTasksMs: number[];
  longFrames: LongFrame[];
}

export interface PaintProbe {
  /** Starts counting arrivals, long tasks and long frames. */
  begin(): void;
  /** Stops counting arrivals; paints of those already counted are still timed until `collect`. */
  stop(): void;
  collect(): PaintSample;
}

declare global {
  interface Window {
    paintProbe?: PaintProbe;
  }
}

// Not in TypeScript's DOM library yet.
interface LoafScript {
  duration: number;
  invoker: string;
  sourceFunctionName: string;
  sourceURL: string;
}
interface LoafEntry extends PerformanceEntry {
  renderStart: number;
  scripts: LoafScript[];
}

interface Arrival {
  at: number;
  digits: string;
}

/** Runs in the page: serialised by `paintProbeScript`, so it uses nothing from outside its own body. */
function installPaintProbe(options: PaintProbeOptions): void {
  const digitsOf = (text: string) => text.replace(/\D/g, '');
  let measuring = false;
  let span = { from: 0, to: Infinity };
  let arrivals = 0;
  const latencies: number[] = [];
  const longTasks: { at: number; duration: number }[] = [];
  const longFrames: { at: number; frame: LongFrame }[] = [];
  /** Arrived, price not yet on screen, oldest first, by instrument code. */
  const pending = new Map<string, Arrival[]>();

  const arrived = (symbol: unknown, close: unknown) => {
    if (!measuring || typeof symbol !== 'string' || typeof close !== 'string') return;
    if (options.only !== undefined && symbol !== options.only) return;
    arrivals += 1;
    let queue = pending.get(symbol);
    if (!queue) pending.set(symbol, (queue = []));
    queue.push({ at: performance.now(), digits: digitsOf(close) });
  };
  // A DAY_MARKET frame carries one instrument's quote, or (a server sending steps) an array of every changed one.
  type Quote = { symbol?: unknown; quotation?: { close?: unknown } } | undefined;
  const arrivedAll = (data: Quote | Quote[] | undefined) => {
    for (const quote of Array.isArray(data) ? data : [data]) arrived(quote?.symbol, quote?.quotation?.close);
  };
  // The tab's channel carries CoreEvents as objects; the tab's own socket carries server frames as JSON text.
  const fromChannel = (data: unknown) => {
    const event = data as { kind?: unknown; topic?: unknown; data?: Quote | Quote[] };
    if (event.kind === 'push' && event.topic === 'DAY_MARKET') arrivedAll(event.data);
  };
  const fromSocket = (data: unknown) => {
    if (typeof data !== 'string' || !data.includes('DAY_MARKET')) return;
    const frame = JSON.parse(data) as { type?: unknown; topic?: unknown; data?: Quote | Quote[] };
    if (frame.type === 'push' && frame.topic === 'DAY_MARKET') arrivedAll(frame.data);
  };
  const wrapOnMessage = (prototype: BroadcastChannel | WebSocket, note: (data: unknown) => void) => {
    const property = Object.getOwnPropertyDescriptor(prototype, 'onmessage');
    if (!property) return;
    Object.defineProperty(prototype, 'onmessage', {
      configurable: true,
      enumerable: property.enumerable,
      get(this: EventTarget) {
        return property.get?.call(this) as unknown;
      },
      set(this: EventTarget, handler: unknown) {
        if (typeof handler !== 'function') {
          property.set?.call(this, handler);
          return;
        }
        property.set?.call(this, function (this: EventTarget, event: MessageEvent<unknown>) {
          note(event.data);
          return (handler as (event: MessageEvent<unknown>) => unknown).call(this, event);
        });
      },
    });
  };
  wrapOnMessage(BroadcastChannel.prototype, fromChannel);
  wrapOnMessage(WebSocket.prototype, fromSocket);

  // The paint: a message posted from inside a frame's animation callbacks runs once that frame is rendered.
  const nativeAnimationFrame = window.requestAnimationFrame.bind(window);
  const afterPaint = new MessageChannel();
  let painting: Arrival[] = [];
  afterPaint.port1.onmessage = () => {
    const now = performance.now();
    for (const arrival of painting) latencies.push(now - arrival.at);
    painting = [];
  };
  const paintedByThisFrame = (arrivals: Arrival[]) => {
    painting = painting.concat(arrivals);
    afterPaint.port2.postMessage(null);
  };
  /** On screen, waiting for the next frame. */
  let shown: Arrival[] = [];
  let frameRequested = false;
  const paintedByNextFrame = (arrivals: Arrival[]) => {
    shown = shown.concat(arrivals);
    if (frameRequested) return;
    frameRequested = true;
    nativeAnimationFrame(() => {
      frameRequested = false;
      paintedByThisFrame(shown);
      shown = [];
    });
  };

  const linkCode = (node: Node): string | undefined => {
    if (options.only !== undefined) return options.only;
    const element = node instanceof Element ? node : node.parentElement;
    const link = element?.closest('a[href*="id="]');
    const id = link ? new URL((link as HTMLAnchorElement).href).searchParams.get('id') : null;
    return id === null ? undefined : options.codes[id];
  };
  const match = (records: MutationRecord[], insideFrame: boolean) => {
    for (const record of records) {
      const code = linkCode(record.target);
      const queue = code === undefined ? undefined : pending.get(code);
      if (code === undefined || !queue) continue;
      const digits = digitsOf(record.target.textContent ?? '');
      const newest = queue.findLastIndex((arrival) => arrival.digits === digits);
      if (newest < 0) continue;
      const matched = queue.splice(0, newest + 1);
      if (queue.length === 0) pending.delete(code);
      if (insideFrame) paintedByThisFrame(matched);
      else paintedByNextFrame(matched);
    }
  };
  const observer = new MutationObserver((records) => match(records, false));
  observer.observe(document, { subtree: true, childList: true, characterData: true });
  // A change the app makes synchronously inside one of its own animation callbacks is painted by that same frame:
  // each callback is wrapped to take the observer's records as soon as it returns, before they reach the observer.
  // (A change made in a microtask such a callback queues would still count one frame late; the app makes none.)
  window.requestAnimationFrame = (callback) =>
    nativeAnimationFrame((time) => {
      try {
        callback(time);
      } finally {
        match(observer.takeRecords(), true);
      }
    });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ at: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LoafEntry[]) {
      longFrames.push({
        at: entry.startTime,
        frame: {
          durationMs: entry.duration,
          renderMs: entry.renderStart > 0 ? entry.startTime + entry.duration - entry.renderStart : 0,
          scripts: entry.scripts.map((script) => ({
            source: `${script.invoker} → ${script.sourceFunctionName || '(anonymous)'} ${script.sourceURL.replace(/^.*\//, '')}`,
            durationMs: script.duration,
          })),
        },
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });

  const within = (at: number) => at >= span.from && at < span.to;
  window.paintProbe = {
    begin() {
      measuring = true;
      span = { from: performance.now(), to: Infinity };
    },
    stop() {
      measuring = false;
      span = { ...span, to: performance.now() };
    },
    collect() {
      return {
        arrivals,
        arrivalToPaintMs: latencies,
        longTasksMs: longTasks.filter((task) => within(task.at)).map((task) => task.duration),
        longFrames: longFrames.filter((frame) => within(frame.at)).map((frame) => frame.frame),
      };
    },
  };
}

/**
 * The init script's text. tsx compiles this file with esbuild's keepNames, which wraps the probe's inner
 * functions in calls to a `__name` helper the page does not have; the script brings a do-nothing one.
 */
export function paintProbeScript(options: PaintProbeOptions): string {
  return `(() => { const __name = (fn) => fn; (${installPaintProbe.toString()})(${JSON.stringify(options)}); })();`;
}
