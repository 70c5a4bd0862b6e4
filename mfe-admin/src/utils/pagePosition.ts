/** Where a page of a paged list sits: its 1-based first and last row, its page number and the page count. */
export interface PagePosition {
  first: number;
  last: number;
  page: number;
  pages: number;
}

export function pagePosition(shown: { offset: number; total: number } | null, rows: number, perPage: number): PagePosition {
  if (!shown) return { first: 0, last: 0, page: 1, pages: 1 };
  return {
    first: shown.offset + 1,
    last: shown.offset + rows,
    page: Math.floor(shown.offset / perPage) + 1,
    pages: Math.max(1, Math.ceil(shown.total / perPage)),
  };
}
