/**
 * Keeps the catalogue's query cache live with the product stream: a changed product replaces its
 * copy wherever it shows (a page drops it when it no longer matches), a removed one turns its page
 * into "no longer available" and leaves the lists, and a list it may now belong to is read again,
 * shortly (changes come in bursts: an import, an admin saving twice). A read under way when a
 * change arrives may have been answered before it, so it is sent again; so is every read when the
 * stream (re)connects, since a change between a read and the connection is in neither.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { CatalogueProduct } from 'shared-contracts';
import type { ProductListQuery, ProductPage } from 'shared-contracts/catalogue';
import { matchesFilters } from '../utils/matchesFilters';
import { catalogueKeys, type PageQueryMeta } from './catalogueQueries';
import type { ProductAnswer } from './productAnswer';
import { removeProduct, replaceListed, upsertProduct } from './productList';
import { getProductStream } from './productStreams';
import type { ProductStreamHub } from './productStreamHub';
import type { WholeCatalogue } from './wholeCatalogue';

/** How long a burst of changes may last before the lists they touch are read again. */
export const REREAD_DELAY_MS = 300;

/**
 * What a change does to one page: the new page, and whether the page should be read again. The
 * server decides a search (and where a product ranks in it or in a sort): a searched or sorted
 * page is read again whenever a product it may show changes.
 */
function pageAfterChange(
  page: ProductPage,
  query: ProductListQuery,
  product: CatalogueProduct,
): { page: ProductPage; readAgain: boolean } {
  const listed = page.products.some((p) => p.id === product.id);
  const fits = matchesFilters(product, query);
  if (listed && fits)
    return {
      page: { ...page, products: replaceListed(page.products, product) },
      readAgain: Boolean(query.sort || query.q?.trim()),
    };
  if (listed)
    return {
      page: { ...page, products: removeProduct(page.products, product.id), total: page.total - 1 },
      readAgain: true,
    };
  return { page, readAgain: fits };
}

const withoutProduct = (page: ProductPage, id: string): ProductPage =>
  page.products.some((p) => p.id === id)
    ? { ...page, products: removeProduct(page.products, id), total: page.total - 1 }
    : page;

export function followProductStream(
  client: QueryClient,
  apiBaseUrl: string,
  stream: ProductStreamHub = getProductStream(apiBaseUrl),
): () => void {
  const cache = client.getQueryCache();
  const pageQueries = (): Query[] => cache.findAll({ queryKey: catalogueKeys.pages(apiBaseUrl) });
  const findQuery = (queryKey: QueryKey): Query | undefined => cache.find({ queryKey, exact: true });

  /** Sends the queries' reads again: one under way is cancelled first (its answer may predate a change). */
  const readAgain = (queryKey: QueryKey, exact = true): void => {
    const filters = { queryKey, exact };
    void client.cancelQueries(filters).then(() => client.invalidateQueries(filters));
  };
  const dueForReading = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const readAgainSoon = (query: Query): void => {
    dueForReading.set(query.queryHash, query.queryKey);
    // A debounce for the shopper's connection and the API: a burst costs one read per list.
    timer ??= setTimeout(() => {
      timer = null;
      const keys = [...dueForReading.values()];
      dueForReading.clear();
      keys.forEach((key) => readAgain(key));
    }, REREAD_DELAY_MS);
  };
  const isReading = (query: Query | undefined): query is Query => query?.state.fetchStatus === 'fetching';

  /** Applies `change` to the whole catalogue, when it is held whole. */
  const changeWhole = (change: (products: readonly CatalogueProduct[]) => readonly CatalogueProduct[]): void => {
    const key = catalogueKeys.whole(apiBaseUrl);
    const query = findQuery(key);
    if (isReading(query)) readAgainSoon(query);
    client.setQueryData<WholeCatalogue>(key, (whole) =>
      whole?.mode === 'all' ? { mode: 'all', products: change(whole.products) } : whole,
    );
  };

  const stop = stream.listen({
    onReady: () => readAgain(catalogueKeys.all(apiBaseUrl), false),
    onProduct: (product) => {
      const productKey = catalogueKeys.product(apiBaseUrl, product.id);
      // An answer older than the stream's copy never replaces it (see useProduct).
      const answer: ProductAnswer = { status: 'ready', product };
      if (findQuery(productKey)) client.setQueryData(productKey, answer);
      changeWhole((products) => upsertProduct(products, product));
      for (const query of pageQueries()) {
        const page = query.state.data as ProductPage | undefined;
        const { listQuery } = (query.meta ?? {}) as Partial<PageQueryMeta>;
        if (!page || !listQuery) {
          if (isReading(query)) readAgainSoon(query);
          continue;
        }
        const after = pageAfterChange(page, listQuery, product);
        if (after.page !== page) client.setQueryData(query.queryKey, after.page);
        if (after.readAgain || isReading(query)) readAgainSoon(query);
      }
    },
    onRemoved: (id) => {
      const productKey = catalogueKeys.product(apiBaseUrl, id);
      const answer: ProductAnswer = { status: 'unavailable' };
      if (findQuery(productKey)) client.setQueryData(productKey, answer);
      changeWhole((products) => removeProduct(products, id));
      for (const query of pageQueries()) {
        const page = query.state.data as ProductPage | undefined;
        if (!page) {
          if (isReading(query)) readAgainSoon(query);
          continue;
        }
        const after = withoutProduct(page, id);
        if (after === page) continue;
        client.setQueryData(query.queryKey, after);
        readAgainSoon(query); // the next product moves up into the gap
      }
    },
  });

  return () => {
    if (timer) clearTimeout(timer);
    stop();
  };
}
