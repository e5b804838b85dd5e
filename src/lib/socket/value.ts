// A value with listeners: small enough for a status light, and shaped for React's useSyncExternalStore
// (subscribe, then get), so a component reads it without a jotai atom.

export interface Readable<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

export interface Writable<T> extends Readable<T> {
  set(value: T): void;
}

export function createValue<T>(initial: T): Writable<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
