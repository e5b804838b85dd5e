/**
 * A tiny toast queue with no React and no jotai: module-level state, subscribe/emit, shaped for
 * useSyncExternalStore. At most `max` toasts are visible, newest last; showing a message that is already
 * visible restarts its timer instead of stacking a duplicate.
 */

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastItem {
  readonly id: number;
  readonly message: string;
  readonly kind: ToastKind;
}

export interface ToastStore {
  /**
   * Shows a message for `durationMs` (default 2500; 0 or less, or Infinity, keeps it until dismissed).
   * Returns the toast's id; an already visible identical message keeps its id.
   */
  show: (message: string, kind?: ToastKind, durationMs?: number) => number;
  dismiss: (id: number) => void;
  /** Removes every toast. */
  clear: () => void;
  /** The visible toasts, oldest first. The array is replaced on every change. */
  getSnapshot: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
}

export const MAX_TOASTS = 3;
export const DEFAULT_TOAST_MS = 2500;

export function createToastStore(max: number = MAX_TOASTS): ToastStore {
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  const stopTimer = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) {
      clearTimeout(timer);
      timers.delete(id);
    }
  };

  const startTimer = (id: number, durationMs: number) => {
    stopTimer(id);
    if (!(durationMs > 0) || !Number.isFinite(durationMs)) return;
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        dismiss(id);
      }, durationMs),
    );
  };

  function dismiss(id: number) {
    stopTimer(id);
    const next = items.filter((item) => item.id !== id);
    if (next.length === items.length) return;
    items = next;
    emit();
  }

  function show(message: string, kind: ToastKind = 'info', durationMs: number = DEFAULT_TOAST_MS): number {
    const existing = items.find((item) => item.message === message);
    if (existing) {
      if (existing.kind !== kind) {
        items = items.map((item) => (item.id === existing.id ? { ...item, kind } : item));
        emit();
      }
      startTimer(existing.id, durationMs);
      return existing.id;
    }

    const id = nextId++;
    let next = [...items, { id, message, kind }];
    while (next.length > Math.max(1, max)) {
      const [oldest, ...rest] = next;
      if (oldest) stopTimer(oldest.id);
      next = rest;
    }
    items = next;
    startTimer(id, durationMs);
    emit();
    return id;
  }

  function clear() {
    for (const id of [...timers.keys()]) stopTimer(id);
    if (items.length === 0) return;
    items = [];
    emit();
  }

  return {
    show,
    dismiss,
    clear,
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's single toast queue. Call toast.show(...) from anywhere, including non-React code. */
export const toast: ToastStore = createToastStore();
