import { hashKey, QueryClient, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useAuth } from 'shared-contracts/react';

export type Resource<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

export interface UseResource<T> {
  state: Resource<T>;
  /** Loads again (Retry); what is shown stays while it loads. */
  reload: () => void;
  /** Replaces the loaded data in place (after a delete, for instance), in the cache too. */
  update: (change: (data: T) => T) => void;
}

export interface ResourceOptions {
  /**
   * The source of an editor's draft: read afresh on every visit and forgotten on leaving, so a
   * draft never starts from an older copy, nor is replaced by a newer one while it is typed in.
   */
  editing?: boolean;
}

/**
 * The admin's one query cache (TanStack Query), shared by every page of this remote: a list read
 * once shows at once when its page comes back while it is read again, and parts of a page asking
 * for the same thing make one request. No retries (a failure shows the server's sentence and a
 * Retry button) and no re-reads on window focus (pages hold drafts and action messages).
 */
export const adminQueries = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Numbers each mounted editor's read (its visit). */
let visits = 0;

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong.';

/**
 * Reads `load()` under `key` (everything the answer depends on: an id, a page, a search) for the
 * signed-in admin: loading, then ready or an error; a key read before shows its data while read again.
 */
export function useResource<T>(
  key: QueryKey,
  load: () => Promise<T>,
  { editing = false }: ResourceOptions = {},
): UseResource<T> {
  const { user } = useAuth();
  const [visit] = useState(() => (visits += 1));
  // Per account: one admin signing out and another in on this page never sees the first one's
  // answers. An editor's read is this visit's own, dropped from the cache when the visit ends.
  const queryKey: QueryKey = ['admin', user?.uid ?? null, ...key, ...(editing ? [visit] : [])];
  // Called bare: `load` may take an argument of its own (a page cursor), not the query's context.
  const query = useQuery({ queryKey, queryFn: () => load(), ...(editing ? { gcTime: 0 } : {}) }, adminQueries);
  const { status, data, error, isFetching, refetch } = query;

  const state = useMemo<Resource<T>>(() => {
    if (status === 'success') return { status: 'ready', data };
    if (status === 'error' && !isFetching) return { status: 'error', message: messageOf(error) };
    return { status: 'loading' };
  }, [status, data, error, isFetching]);

  const reload = useCallback(() => void refetch(), [refetch]);
  const hash = hashKey(queryKey);
  const update = useCallback(
    (change: (data: T) => T) => {
      adminQueries.setQueryData<T>(queryKey, (current) => (current === undefined ? current : change(current)));
    },
    // The key's hash names it: a new array with the same parts is the same key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hash],
  );
  return { state, reload, update };
}
