import { useCallback, useState } from 'react';

export interface LoadMore {
  loading: boolean;
  /** Why the last page did not load (shown beside the button, which stays to try again). */
  error: string | null;
  /** Loads the page after `after` (the `next` of the last page shown) and hands it to `append`. */
  load: (after: string) => void;
}

/**
 * "Load more" for a list read a page at a time by a cursor: `fetchPage(after)` reads the next page
 * and `append` adds it to what is shown (useResource's update, say).
 */
export function useLoadMore<Page>(
  fetchPage: (after: string) => Promise<Page>,
  append: (page: Page) => void,
  failed: string,
): LoadMore {
  const [state, setState] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  const load = useCallback(
    (after: string) => {
      setState({ loading: true, error: null });
      fetchPage(after).then(
        (page) => {
          append(page);
          setState({ loading: false, error: null });
        },
        (error: unknown) =>
          setState({ loading: false, error: error instanceof Error && error.message ? error.message : failed }),
      );
    },
    [fetchPage, append, failed],
  );
  return { ...state, load };
}

/** The items of `more` that `shown` lacks (by `key`), after `shown`: a page may repeat a row the list already has. */
export function appendNew<Item>(shown: readonly Item[], more: readonly Item[], key: (item: Item) => string): Item[] {
  const seen = new Set(shown.map(key));
  return [...shown, ...more.filter((item) => !seen.has(key(item)))];
}
