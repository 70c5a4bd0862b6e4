/**
 * Pages of products the server lists for some queries (a shop page, a category, a home section),
 * from the remote's query cache, kept live by the product stream (see followProductStream). Pages
 * the page server embedded show from the first render and are read again once the stream is
 * ready, quietly: no loading state, and an unchanged answer renders nothing.
 */
import {
  keepPreviousData,
  skipToken,
  useQueries,
  useQuery,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ProductListQuery, ProductPage } from 'shared-contracts/catalogue';
import { useConfig } from 'shared-contracts/react';
import { embeddedPage } from '../api/embeddedData';
import { fetchProductPage, productPageSearch } from '../api/fetchProductPage';
import { errorText } from '../api/requestJson';
import { catalogueKeys, type PageQueryMeta } from '../state/catalogueQueries';
import { browserFetch } from '../state/productStreams';
import { usePageDataReader } from './usePageDataReader';
import { useShownInBackground } from './useShownInBackground';

export interface ProductPages {
  /** One page per query, once every one is known; null before. */
  pages: readonly ProductPage[] | null;
  /** A read is under way that is not a quiet re-read of what shows. */
  loading: boolean;
  /** Why the last read failed. */
  error: string | null;
  retry: () => void;
}

type PageQueryOptions = UseQueryOptions<ProductPage, Error, ProductPage, readonly string[]>;

function usePageQueryOptions(): (query: ProductListQuery) => PageQueryOptions {
  const { apiBaseUrl } = useConfig();
  const readPageData = usePageDataReader();
  return (query) => ({
    queryKey: catalogueKeys.page(apiBaseUrl, query),
    queryFn: ({ signal }) => fetchProductPage(apiBaseUrl, query, browserFetch, signal),
    initialData: () => embeddedPage(readPageData('productPage', productPageSearch(query))),
    meta: { listQuery: query } satisfies PageQueryMeta,
  });
}

/** Shows nothing of its own yet: first read, or a retry after a failure, or the previous query's page. */
const waiting = (result: UseQueryResult<ProductPage>): boolean =>
  (result.isPlaceholderData || result.data === undefined) && !(result.isError && !result.isFetching);

const failure = (results: readonly UseQueryResult<ProductPage>[]): string | null => {
  const failed = results.find((result) => result.isError && !result.isFetching);
  return failed ? errorText(failed.error) : null;
};

/** For queries fixed for the component's life (a home section's); `queries` may be a new array each render. */
export function useProductPages(queries: readonly ProductListQuery[]): ProductPages {
  const options = usePageQueryOptions();
  const answered = useQueries({
    queries: queries.map(options),
    combine: (results) => ({
      pages: results.every((result) => result.data !== undefined) ? results.map((result) => result.data!) : null,
      loading: results.some(waiting),
      error: failure(results),
      retry: () => results.forEach((result) => void result.refetch()),
    }),
  });
  const { shown: pages, arriving } = useShownInBackground(answered.pages);
  return { ...answered, pages, loading: answered.loading || (pages === null && arriving) };
}

/** One page of products for one query (null: none); the previous query's page stays on screen while the next one loads. */
export function useProductQuery(
  query: ProductListQuery | null,
): Omit<ProductPages, 'pages'> & { page: ProductPage | null } {
  const options = usePageQueryOptions();
  const { apiBaseUrl } = useConfig();
  const result = useQuery({
    ...(query ? options(query) : { queryKey: [...catalogueKeys.all(apiBaseUrl), 'no-page'], queryFn: skipToken }),
    placeholderData: keepPreviousData,
  });
  const { shown: page, arriving } = useShownInBackground(result.data);
  if (!query) return { page: null, loading: false, error: null, retry: () => undefined };
  return {
    page: page ?? null,
    loading: waiting(result) || (page === undefined && arriving),
    error: failure([result]),
    retry: () => void result.refetch(),
  };
}
