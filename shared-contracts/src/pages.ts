/** Lists read a page at a time by a cursor: each page answers the `next` to pass as `after` for the one after it. */
export interface PageQuery {
  /** The `next` of the page before; the first page without it. */
  after?: string;
  limit?: number;
}

/** A page of `items` and where the next one starts (null on the last). */
export interface CursorPage {
  next: string | null;
}

/** `path` with the page's `after` and `limit` as its query. */
export function pagePath(path: string, { after, limit }: PageQuery = {}): string {
  const query = new URLSearchParams();
  if (after !== undefined) query.set('after', after);
  if (limit !== undefined) query.set('limit', String(limit));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
