import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPullToRefreshMachine,
  pullLabel,
  PULL_HIDE_DELAY_MS,
  PULL_THRESHOLD,
  resist,
} from '../../../../src/ui/pull-to-refresh-machine';

/** A promise whose settlement the test controls. */
function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Finger travel that lands past the threshold after resistance. */
const FAR = 200;

describe('resist', () => {
  it('is 0 for no or negative travel, grows with travel, and stays under the cap', () => {
    expect(resist(0)).toBe(0);
    expect(resist(-30)).toBe(0);
    expect(resist(50)).toBeLessThan(50);
    expect(resist(100)).toBeGreaterThan(resist(50));
    expect(resist(10_000, 160)).toBeLessThan(160);
  });

  it('needs more finger travel than the threshold to arm', () => {
    expect(resist(PULL_THRESHOLD)).toBeLessThan(PULL_THRESHOLD);
    expect(resist(FAR)).toBeGreaterThanOrEqual(PULL_THRESHOLD);
  });
});

describe('pull-to-refresh machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the spec constants: threshold 64 px, hide 500 ms after settling', () => {
    expect(PULL_THRESHOLD).toBe(64);
    expect(PULL_HIDE_DELAY_MS).toBe(500);
  });

  it('goes pulling then armed as the finger moves down, with resistance', () => {
    const m = createPullToRefreshMachine();
    expect(m.start(100)).toBe(true);
    expect(m.move(130)).toBe(true);
    expect(m.getState().phase).toBe('pulling');
    expect(m.getState().distance).toBeCloseTo(resist(30));
    expect(m.getState().dragging).toBe(true);
    expect(pullLabel(m.getState())).toBe('pull');
    m.move(100 + FAR);
    expect(m.getState().phase).toBe('armed');
    expect(pullLabel(m.getState())).toBe('release');
    // Back above the threshold disarms.
    m.move(120);
    expect(m.getState().phase).toBe('pulling');
  });

  it('releasing before the threshold springs back without refreshing', () => {
    const m = createPullToRefreshMachine();
    const refresh = vi.fn(() => Promise.resolve());
    m.start(0);
    m.move(40);
    m.end(refresh);
    expect(refresh).not.toHaveBeenCalled();
    expect(m.getState()).toEqual({ phase: 'idle', distance: 0, dragging: false });
  });

  it('an upward move from idle is a scroll, not a pull', () => {
    const m = createPullToRefreshMachine();
    m.start(300);
    expect(m.move(250)).toBe(false);
    // Even coming back down, this gesture no longer pulls.
    expect(m.move(300 + FAR)).toBe(false);
    expect(m.getState().phase).toBe('idle');
  });

  it('refreshes on release when armed and hides exactly 500 ms after the promise resolves', async () => {
    const m = createPullToRefreshMachine();
    const d = deferred();
    const refresh = vi.fn(() => d.promise);
    m.start(0);
    m.move(FAR);
    m.end(refresh);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(m.getState()).toEqual({ phase: 'refreshing', distance: PULL_THRESHOLD, dragging: false });
    expect(pullLabel(m.getState())).toBe('refreshing');

    // However long the request takes, the indicator stays while it is pending.
    await vi.advanceTimersByTimeAsync(5000);
    expect(m.getState().phase).toBe('refreshing');

    d.resolve('ok');
    await vi.advanceTimersByTimeAsync(0);
    expect(m.getState().phase).toBe('settling');
    expect(m.getState().distance).toBe(PULL_THRESHOLD);

    await vi.advanceTimersByTimeAsync(PULL_HIDE_DELAY_MS - 1);
    expect(m.getState().phase).toBe('settling');
    await vi.advanceTimersByTimeAsync(1);
    expect(m.getState()).toEqual({ phase: 'idle', distance: 0, dragging: false });
    expect(pullLabel(m.getState())).toBeNull();
  });

  it('also hides 500 ms after a rejected refresh, without an unhandled rejection', async () => {
    const m = createPullToRefreshMachine();
    const d = deferred();
    m.start(0);
    m.move(FAR);
    m.end(() => d.promise);
    d.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(m.getState().phase).toBe('settling');
    await vi.advanceTimersByTimeAsync(PULL_HIDE_DELAY_MS);
    expect(m.getState().phase).toBe('idle');
  });

  it('treats a refresh that throws synchronously as settled', async () => {
    const m = createPullToRefreshMachine();
    m.start(0);
    m.move(FAR);
    m.end(() => {
      throw new Error('boom');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(m.getState().phase).toBe('settling');
    await vi.advanceTimersByTimeAsync(PULL_HIDE_DELAY_MS);
    expect(m.getState().phase).toBe('idle');
  });

  it('ignores new gestures and triggers while refreshing or settling', async () => {
    const m = createPullToRefreshMachine();
    const d = deferred();
    const refresh = vi.fn(() => d.promise);
    m.start(0);
    m.move(FAR);
    m.end(refresh);
    expect(m.start(0)).toBe(false);
    expect(m.move(FAR)).toBe(false);
    m.trigger(refresh);
    expect(refresh).toHaveBeenCalledTimes(1);
    d.resolve(undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(m.start(0)).toBe(false);
    await vi.advanceTimersByTimeAsync(PULL_HIDE_DELAY_MS);
    expect(m.start(0)).toBe(true);
  });

  it('cancel springs back without refreshing', () => {
    const m = createPullToRefreshMachine();
    m.start(0);
    m.move(FAR);
    m.cancel();
    expect(m.getState().phase).toBe('idle');
    const refresh = vi.fn(() => Promise.resolve());
    m.end(refresh);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('trigger refreshes without a gesture and hides 500 ms after', async () => {
    const m = createPullToRefreshMachine();
    m.trigger(() => Promise.resolve());
    expect(m.getState().phase).toBe('refreshing');
    await vi.advanceTimersByTimeAsync(0);
    expect(m.getState().phase).toBe('settling');
    await vi.advanceTimersByTimeAsync(PULL_HIDE_DELAY_MS);
    expect(m.getState().phase).toBe('idle');
  });

  it('reset drops a refresh in flight: its late settlement changes nothing', async () => {
    const m = createPullToRefreshMachine();
    const d = deferred();
    m.start(0);
    m.move(FAR);
    m.end(() => d.promise);
    m.reset();
    expect(m.getState().phase).toBe('idle');
    d.resolve(undefined);
    await vi.advanceTimersByTimeAsync(PULL_HIDE_DELAY_MS * 2);
    expect(m.getState().phase).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('notifies subscribers of each change', () => {
    const m = createPullToRefreshMachine();
    const listener = vi.fn();
    const off = m.subscribe(listener);
    m.start(0);
    expect(listener).not.toHaveBeenCalled();
    m.move(20);
    m.move(40);
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    m.move(60);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('respects custom threshold and hide delay', async () => {
    const m = createPullToRefreshMachine({ threshold: 20, hideDelayMs: 100 });
    m.start(0);
    m.move(30);
    expect(m.getState().phase).toBe('armed');
    m.end(() => Promise.resolve());
    expect(m.getState().distance).toBe(20);
    await vi.advanceTimersByTimeAsync(99);
    expect(m.getState().phase).toBe('settling');
    await vi.advanceTimersByTimeAsync(1);
    expect(m.getState().phase).toBe('idle');
  });
});
