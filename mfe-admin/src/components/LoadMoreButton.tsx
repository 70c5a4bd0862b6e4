import type { LoadMore } from '../hooks/useLoadMore';

export interface LoadMoreButtonProps {
  /** The `next` of the last page shown: nothing is rendered on the last page (null). */
  next: string | null;
  more: LoadMore;
  /** What the list holds, e.g. "users": "Load more users". */
  what: string;
}

/** "Load more …" under a list read a page at a time; the error of a failed page beside it. */
export function LoadMoreButton({ next, more, what }: LoadMoreButtonProps) {
  if (next === null) return null;
  return (
    <p>
      <button type="button" disabled={more.loading} onClick={() => more.load(next)}>
        {more.loading ? `Loading more ${what}…` : `Load more ${what}`}
      </button>
      {more.error && <span role="alert"> {more.error}</span>}
    </p>
  );
}
