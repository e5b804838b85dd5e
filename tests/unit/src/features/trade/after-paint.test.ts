import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../../../../src/features/trade/after-paint';

// The chart's redraw after a frame: once per frame however often it was asked for, at background priority where the
// browser has a task scheduler, and never once stopped.

let frames: FrameRequestCallback[] = [];
const runFrame = () => {
  const callbacks = frames;
  frames = [];
  callbacks.forEach((callback) => callback(0));
};

interface Posted {
  run: () => void;
  priority: string;
  signal?: AbortSignal;
}

describe('afterPaint', () => {
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => vi.unstubAllGlobals());

  describe('with a task scheduler', () => {
    let posted: Posted[];
    beforeEach(() => {
      posted = [];
      vi.stubGlobal('scheduler', {
        postTask: (run: () => void, options: { priority: string; signal?: AbortSignal }) => {
          posted.push({ run, ...options });
          return new Promise(() => undefined);
        },
      });
    });
    const runPosted = () => posted.splice(0).forEach((task) => task.signal?.aborted || task.run());

    it('runs once after the next frame, at background priority, however many requests came before it', () => {
      const run = vi.fn();
      const redraw = afterPaint(run);
      redraw.request();
      redraw.request();
      expect(posted).toHaveLength(0);
      runFrame();
      expect(posted.map((task) => task.priority)).toEqual(['background']);
      expect(run).not.toHaveBeenCalled();
      runPosted();
      expect(run).toHaveBeenCalledTimes(1);
      // A request after the run asks for another frame.
      redraw.request();
      runFrame();
      runPosted();
      expect(run).toHaveBeenCalledTimes(2);
    });

    it('runs nothing requested before it was stopped', () => {
      const run = vi.fn();
      const redraw = afterPaint(run);
      redraw.request();
      runFrame();
      redraw.request();
      redraw.stop();
      runFrame();
      runPosted();
      expect(run).not.toHaveBeenCalled();
    });
  });

  describe('without a task scheduler', () => {
    it('runs once in a message after the frame, and not once stopped', async () => {
      vi.stubGlobal('scheduler', undefined);
      const run = vi.fn();
      const redraw = afterPaint(run);
      redraw.request();
      redraw.request();
      runFrame();
      await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
      redraw.request();
      redraw.stop();
      runFrame();
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
      expect(run).toHaveBeenCalledTimes(1);
      redraw.stop();
    });
  });
});
