/**
 * A paged list whose search, filters and page live in the URL query, so links, reload and Back
 * keep them; defaults are left out of the URL. Each list names how it reads and writes its query.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-contracts/router';

export interface UrlListParams<P extends { page: number }> {
  params: P;
  /** A new search or filter starts again at page 1. `replace` for keystrokes. */
  update: (patch: Partial<Omit<P, 'page'>>, options?: { replace?: boolean }) => void;
  /** The link to another page of the same results. */
  pageHref: (page: number) => string;
}

/** The 1-based page the query asks for; 1 for none or nonsense. */
export function readPage(query: URLSearchParams): number {
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** The page as a query value: page 1, the default, is left out. */
export const pageParam = (page: number): number | undefined => (page > 1 ? page : undefined);

/** `value` if it is one of `values`, else null. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((v) => v === value) ?? null;

/**
 * `read` turns the query into the list's parameters, `write` them into "?…" ("" for all defaults);
 * both must be stable (module-level) functions.
 */
export function useUrlListParams<P extends { page: number }>(
  read: (query: URLSearchParams) => P,
  write: (params: P) => string,
): UrlListParams<P> {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => read(searchParams), [read, searchParams]);
  const update = useCallback<UrlListParams<P>['update']>(
    (patch, options) => {
      setSearchParams((current) => new URLSearchParams(write({ ...read(current), ...patch, page: 1 })), {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      });
    },
    [read, write, setSearchParams],
  );
  const pageHref = useCallback((page: number) => write({ ...params, page }) || '?', [params, write]);
  return { params, update, pageHref };
}
