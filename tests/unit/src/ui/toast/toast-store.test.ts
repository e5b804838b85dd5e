import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, DEFAULT_TOAST_MS, MAX_TOASTS, toast } from '../../../../../src/ui/toast/toast-store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast and hides it after the default 2500 ms', () => {
    const store = createToastStore();
    const id = store.show('Saved', 'success');
    expect(store.getSnapshot()).toEqual([{ id, message: 'Saved', kind: 'success' }]);
    vi.advanceTimersByTime(DEFAULT_TOAST_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('defaults the kind to info and honours a custom duration', () => {
    const store = createToastStore();
    store.show('Hello', undefined, 1000);
    expect(store.getSnapshot()[0]?.kind).toBe('info');
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps at most 3 visible, newest last, dropping the oldest', () => {
    const store = createToastStore();
    expect(MAX_TOASTS).toBe(3);
    store.show('a');
    store.show('b');
    store.show('c');
    store.show('d');
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['b', 'c', 'd']);
  });

  it('does not let the dropped toast timer remove anything later', () => {
    const store = createToastStore();
    store.show('a', 'info', 1000);
    store.show('b', 'info', 5000);
    store.show('c', 'info', 5000);
    store.show('d', 'info', 5000);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['b', 'c', 'd']);
  });

  it('the same message while visible restarts its timer instead of stacking', () => {
    const store = createToastStore();
    const first = store.show('Network error', 'error');
    vi.advanceTimersByTime(2000);
    const again = store.show('Network error', 'error');
    expect(again).toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);
    // 2000 ms after the repeat is past the first deadline but inside the restarted one.
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('shows the same message again as a new toast once the first has gone', () => {
    const store = createToastStore();
    const first = store.show('Copied');
    vi.advanceTimersByTime(DEFAULT_TOAST_MS);
    const second = store.show('Copied');
    expect(second).not.toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('updates the kind when a visible message is shown with another kind', () => {
    const store = createToastStore();
    store.show('Done', 'info');
    store.show('Done', 'success');
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ message: 'Done', kind: 'success' })]);
  });

  it('dismiss removes one toast and cancels its timer', () => {
    const store = createToastStore();
    const a = store.show('a');
    store.show('b');
    store.dismiss(a);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['b']);
    store.dismiss(12345);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('a duration of 0 keeps the toast until dismissed', () => {
    const store = createToastStore();
    const id = store.show('Sticky', 'info', 0);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('notifies subscribers on change only, with a new snapshot array each time', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.show('x');
    expect(listener).toHaveBeenCalledTimes(1);
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    // Repeating the same message with the same kind only restarts the timer: nothing to re-render.
    store.show('x');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(after);
    vi.advanceTimersByTime(DEFAULT_TOAST_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show('y');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('clear removes everything and leaves no timers', () => {
    const store = createToastStore();
    store.show('a');
    store.show('b');
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('exports one shared app-wide store', () => {
    toast.clear();
    toast.show('shared');
    expect(toast.getSnapshot().map((item) => item.message)).toEqual(['shared']);
    toast.clear();
  });
});
