import { useSyncExternalStore } from 'react';

interface CountStore {
  get(): number | null;
  set(next: number | null): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A count the header, a page and the tab title share, set by polling or a socket push (one member per
 * tab). Null until the browser has asked: the server renders no badge.
 */
export function createCountStore(): CountStore {
  let count: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => count,
    set(next) {
      if (next === count) return;
      count = next;
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The store's count in a component; null on the server. */
export function useCount(store: CountStore): number | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
