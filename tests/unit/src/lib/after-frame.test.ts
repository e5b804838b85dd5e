import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFrame, afterPaint, requestPriceFrame } from '../../../../src/lib/after-frame';

// Drawing after the frame that paints a price: a strip card's sparkline (afterFrame, asked for inside a frame) and
// the trade chart's redraw (afterPaint, asked for by a socket message, so after the next frame). Only the newest
// drawing of one thing is done, at background priority where the browser has a task scheduler, never once stopped.

let frames: FrameRequestCallback[] = [];
const runFrame = () => {
  const callbacks = frames;
  frames = [];
  callbacks.forEach((callback) => callback(0));
};

interface Posted {
  run: () => void;
  priority: string;
}

describe('afterFrame without a task scheduler', () => {
  it('runs later, not within the caller, and only the newest drawing of each thing', async () => {
    const drawn: string[] = [];
    const chartA = {};
    const chartB = {};
    afterFrame(chartA, () => drawn.push('A 1'));
    afterFrame(chartB, () => drawn.push('B 1'));
    afterFrame(chartA, () => drawn.push('A 2'));
    expect(drawn).toEqual([]);
    // A posted message, whose delivery Node does not order against timers: waited for, not timed.
    await vi.waitFor(() => expect(drawn).toEqual(['A 2', 'B 1']));

    afterFrame(chartA, () => drawn.push('A 3'));
    await vi.waitFor(() => expect(drawn).toEqual(['A 2', 'B 1', 'A 3']));
  });
});

describe('with a task scheduler', () => {
  let posted: Posted[];
  const runPosted = () => posted.splice(0).forEach((task) => task.run());

  beforeEach(() => {
    frames = [];
    posted = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('scheduler', {
      postTask: (run: () => void, options: { priority: string }) => {
        posted.push({ run, ...options });
        return new Promise(() => undefined);
      },
    });
  });
  afterEach(() => {
    runPosted();
    vi.unstubAllGlobals();
  });

  it('posts one background task for everything waiting', () => {
    const drawn: string[] = [];
    afterFrame({}, () => drawn.push('strip'));
    afterFrame({}, () => drawn.push('other strip'));
    expect(posted.map((task) => task.priority)).toEqual(['background']);
    runPosted();
    expect(drawn).toEqual(['strip', 'other strip']);
  });

  it("afterPaint runs once after the next frame's paint, however many requests came before it", () => {
    const run = vi.fn();
    const redraw = afterPaint(run);
    redraw.request();
    redraw.request();
    expect(posted).toHaveLength(0);
    runFrame();
    expect(run).not.toHaveBeenCalled();
    runPosted();
    expect(run).toHaveBeenCalledTimes(1);
    // A request after the run asks for another frame.
    redraw.request();
    runFrame();
    runPosted();
    expect(run).toHaveBeenCalledTimes(2);
    redraw.stop();
  });

  it('waits for a price that arrived before its drawing started: the price is shown first', () => {
    const order: string[] = [];
    afterFrame({}, () => order.push('chart'));
    requestPriceFrame(() => order.push('price'));
    // The drawing's task comes while the price waits for its frame: it steps aside until that frame has run.
    runPosted();
    expect(order).toEqual([]);
    runFrame();
    expect(order).toEqual(['price']);
    runPosted();
    expect(order).toEqual(['price', 'chart']);
  });

  it('afterPaint runs nothing requested before it was stopped, whether its frame has come or not', () => {
    const run = vi.fn();
    const redraw = afterPaint(run);
    redraw.request();
    runFrame();
    redraw.stop();
    redraw.request();
    runFrame();
    runPosted();
    expect(run).not.toHaveBeenCalled();
  });
});
