import { useRef } from 'react';
import type { Resource } from './useResource';

/** The last loaded data, kept while the next load runs (no flash of an empty table between pages); none after an error. */
export function useShownWhileLoading<T>(state: Resource<T>): T | null {
  const last = useRef<T | null>(null);
  if (state.status === 'ready') last.current = state.data;
  if (state.status === 'error') last.current = null;
  return state.status === 'ready' ? state.data : last.current;
}
