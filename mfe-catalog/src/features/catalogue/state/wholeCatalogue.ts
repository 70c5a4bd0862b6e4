/**
 * The shop's view of the whole catalogue. It reads the first page of 100 to learn the total: a
 * small catalogue (WHOLE_LIST_MAX products or fewer) is read whole, once, and kept live by the
 * product stream, so the shop filters and pages in the browser (instant typing); a large one is
 * left to the server, page by page ('paged').
 */
import { queryOptions } from '@tanstack/react-query';
import type { CatalogueProduct } from 'shared-contracts';
import { PRODUCT_PAGE_LIMITS } from 'shared-contracts/catalogue';
import { fetchProductPage } from '../api/fetchProductPage';
import type { FetchLike } from '../api/requestJson';
import { catalogueKeys } from './catalogueQueries';
import { uniqueById } from './productList';
import { browserFetch } from './productStreams';

/** Up to this many products the browser holds them all; above, the server pages. */
export const WHOLE_LIST_MAX = 500;

export type WholeCatalogue =
  /** Every active product in catalogue order. */
  | { mode: 'all'; products: readonly CatalogueProduct[] }
  /** Only how many active products the server holds. */
  | { mode: 'paged'; total: number };

const PAGE = PRODUCT_PAGE_LIMITS.max;

export async function readWholeCatalogue(
  apiBaseUrl: string,
  fetchImpl: FetchLike,
  signal?: AbortSignal,
): Promise<WholeCatalogue> {
  const first = await fetchProductPage(apiBaseUrl, { limit: PAGE, offset: 0 }, fetchImpl, signal);
  if (first.total > WHOLE_LIST_MAX) return { mode: 'paged', total: first.total };
  const offsets: number[] = [];
  for (let offset = PAGE; offset < first.total; offset += PAGE) offsets.push(offset);
  const rest = await Promise.all(
    offsets.map((offset) => fetchProductPage(apiBaseUrl, { limit: PAGE, offset }, fetchImpl, signal)),
  );
  return { mode: 'all', products: uniqueById([first, ...rest].flatMap((page) => page.products)) };
}

/** The query of the whole catalogue, read with the browser's fetch. */
export const wholeCatalogueQuery = (apiBaseUrl: string) =>
  queryOptions({
    queryKey: catalogueKeys.whole(apiBaseUrl),
    queryFn: ({ signal }) => readWholeCatalogue(apiBaseUrl, browserFetch, signal),
  });
