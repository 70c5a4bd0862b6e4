import { useSyncExternalStore } from 'react';
import type { RemoteName } from 'shared-contracts';

/**
 * How many times each remote has been reset by a Retry. Lazy pages are cached per generation, so
 * after a Retry every route of that remote loads afresh, and other routes keep their pages.
 */
const generations = new Map<RemoteName, number>();
const listeners = new Set<() => void>();

export function bumpRemoteGeneration(name: RemoteName): void {
  generations.set(name, (generations.get(name) ?? 0) + 1);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useRemoteGeneration(name: RemoteName): number {
  const generation = () => generations.get(name) ?? 0;
  // The same while hydrating a server-rendered page: a generation only keys the page's boundary.
  return useSyncExternalStore(subscribe, generation, generation);
}
