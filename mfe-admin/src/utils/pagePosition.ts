/** Where a page of a paged list sits: its 1-based first and last row, the row count, its page number and the page count. */
export interface PagePosition {
  first: number;
  last: number;
  total: number;
  page: number;
  pages: number;
}

export function pagePosition(
  shown: { offset: number; total: number } | null,
  rows: number,
  perPage: number,
): PagePosition {
  if (!shown) return { first: 0, last: 0, total: 0, page: 1, pages: 1 };
  return {
    first: shown.offset + 1,
    last: shown.offset + rows,
    total: shown.total,
    page: Math.floor(shown.offset / perPage) + 1,
    pages: Math.max(1, Math.ceil(shown.total / perPage)),
  };
}

/** The caption of a page of `what`, e.g. "Orders 21–40 of 62". */
export const pageCaption = (what: string, { first, last, total }: PagePosition): string =>
  `${what} ${first}–${last} of ${total}`;
