import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The deferred work (the socket, the kept answers' writes, the worker) starts only once the first screen is drawn:
// a page that has loaded and gone idle while the app still waits for the first screen's data is not enough.

describe('afterPageLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first screen, not only for the load and an idle moment', async () => {
    const { afterPageLoad, firstScreenDrawn } = await import('@/lib/after-load');
    expect(document.readyState).toBe('complete');
    let ran = false;
    void afterPageLoad().then(() => {
      ran = true;
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ran).toBe(false);

    firstScreenDrawn();
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toBe(true);
  });

  it('runs at once for work asked for after the first screen', async () => {
    const { afterPageLoad, firstScreenDrawn } = await import('@/lib/after-load');
    firstScreenDrawn();
    let ran = false;
    void afterPageLoad().then(() => {
      ran = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toBe(true);
  });
});
