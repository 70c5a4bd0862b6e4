/**
 * The catalogue remote's one query cache (TanStack Query): products, pages of products, reviews
 * and the featured offer, shared by every page of the remote in a browser (a page visited again
 * shows at once), and one per render on a server, where requests must not share answers. No
 * retries (a failure shows the server's sentence and a Retry button) and no re-reads on window
 * focus. What was read counts as fresh for a minute: the product stream keeps it live, and reads
 * everything again whenever it (re)connects, which is also when the page server's copy is read
 * again after hydration, not in hydration's effects, where the shopper's first tap would wait
 * for every request to be sent.
 */
import { QueryClient } from '@tanstack/react-query';
import type { ProductListQuery } from 'shared-contracts/catalogue';
import { productPageSearch } from '../api/fetchProductPage';

/** How long an answer is not read again when a page using it mounts. */
export const FRESH_MS = 60_000;

export const makeCatalogueQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: FRESH_MS } } });

let browserQueries: QueryClient | null = null;

/** The browser's cache, made on first use. */
export function browserCatalogueQueries(): QueryClient {
  browserQueries ??= makeCatalogueQueryClient();
  return browserQueries;
}

/** Tests start each case with nothing read. */
export function resetBrowserCatalogueQueries(): void {
  browserQueries?.clear();
  browserQueries = null;
}

/** Every key starts with the API's address: two APIs (a test, a preview) never share answers. */
export const catalogueKeys = {
  all: (apiBaseUrl: string) => ['catalogue', apiBaseUrl] as const,
  /** The whole catalogue (or only its size, when the server pages it). */
  whole: (apiBaseUrl: string) => ['catalogue', apiBaseUrl, 'whole'] as const,
  product: (apiBaseUrl: string, id: string) => ['catalogue', apiBaseUrl, 'product', id] as const,
  pages: (apiBaseUrl: string) => ['catalogue', apiBaseUrl, 'page'] as const,
  /** A page by its query string: the same string is the page server's key for it in page data. */
  page: (apiBaseUrl: string, query: ProductListQuery) =>
    ['catalogue', apiBaseUrl, 'page', productPageSearch(query)] as const,
  featuredOffer: (apiBaseUrl: string) => ['catalogue', apiBaseUrl, 'featured-offer'] as const,
};

/** What a page's query carries for the stream to judge whether a changed product belongs on it. */
export interface PageQueryMeta extends Record<string, unknown> {
  listQuery: ProductListQuery;
}
