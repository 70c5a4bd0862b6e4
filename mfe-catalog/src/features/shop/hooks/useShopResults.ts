/**
 * What the shop shows for the URL's category, search, sort and page: filtered and paged in the
 * browser when the catalogue is small enough to hold whole, asked of the server one page at a
 * time when it is not (the previous page stays on screen while the next one loads). The price,
 * stock and rating filters are always the server's (one definition, with the counts beside them).
 */
import { useEffect, useMemo, useState } from 'react';
import type { CatalogueProduct } from 'shared-contracts';
import {
  hasShopFilters,
  SHOP_PAGE_SIZE,
  shopPageQuery,
  type ProductFacets,
  type ShopParams,
} from 'shared-contracts/catalogue';
import { usePageData } from 'shared-contracts/react';
import { embeddedPage } from '../../catalogue/api/embeddedData';
import { useCatalogue } from '../../catalogue/hooks/useCatalogue';
import { productPageSearch } from '../../catalogue/api/fetchProductPage';
import { useProductQuery } from '../../catalogue/hooks/useProductPages';
import { paginate, queryProducts, unfilteredFacets, type PageOf } from '../utils/shopQuery';

export { shopPageQuery } from 'shared-contracts/catalogue';

export interface ShopResults {
  shown: PageOf<CatalogueProduct>;
  /** Products are being read (what shows may be the previous results). */
  loading: boolean;
  error: string | null;
  retry: () => void;
  /** The filter panel's counts (the server's for filtered or paged results); null until known. */
  facets: ProductFacets | null;
}

/** A server page as the shop's PageOf (its position from the offset, the page count from the total). */
export function serverPageOf(
  products: readonly CatalogueProduct[],
  total: number,
  offset: number,
): PageOf<CatalogueProduct> {
  const page = Math.floor(offset / SHOP_PAGE_SIZE) + 1;
  return {
    items: products.slice(),
    page,
    pageCount: Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE)),
    from: products.length ? offset + 1 : 0,
    to: offset + products.length,
    total,
  };
}

const shopPageQuerySearch = (params: ShopParams): string => productPageSearch(shopPageQuery(params));

const NOTHING: PageOf<CatalogueProduct> = { items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 };

export function useShopResults(params: ShopParams): ShopResults {
  const catalogue = useCatalogue();
  // Filtered results come from the server even when the catalogue is held whole.
  const paged = catalogue.mode === 'paged' || hasShopFilters(params);
  // A page past the end (an old link, products removed since) shows the last page, as in the browser.
  const urlKey = shopPageQuerySearch(params);
  const [lastPage, setLastPage] = useState<{ urlKey: string; page: number } | null>(null);
  const page = lastPage?.urlKey === urlKey ? lastPage.page : params.page;
  const server = useProductQuery(paged ? shopPageQuery({ ...params, page }) : null);
  const answer = server.loading ? null : server.page;
  const pastEnd = answer !== null && answer.products.length === 0 && answer.offset > 0 && answer.total > 0;
  useEffect(() => {
    if (pastEnd && answer) setLastPage({ urlKey, page: Math.ceil(answer.total / SHOP_PAGE_SIZE) });
  }, [pastEnd, answer, urlKey]);

  // The page the page server embedded for this very query (if it did): shown until the catalogue is known.
  const embeddedRaw = usePageData('productPage', urlKey);
  const embedded = useMemo(() => embeddedPage(embeddedRaw) ?? null, [embeddedRaw]);

  const localList = useMemo(
    () =>
      catalogue.mode === 'all' && !paged
        ? queryProducts(catalogue.products, { category: params.category, search: params.search, sort: params.sort })
        : null,
    [catalogue.mode, paged, catalogue.products, params.category, params.search, params.sort],
  );
  const local = useMemo(
    () => (localList ? paginate(localList, params.page, SHOP_PAGE_SIZE) : null),
    [localList, params.page],
  );
  const localFacets = useMemo(() => (localList ? unfilteredFacets(localList) : null), [localList]);

  if (local) return { shown: local, loading: false, error: null, retry: catalogue.retry, facets: localFacets };
  // The embedded page answers this very URL: it shows as it is (not dimmed as loading) while the
  // catalogue is read behind it.
  if (!paged && embedded && catalogue.status === 'loading') {
    return {
      shown: serverPageOf(embedded.products, embedded.total, embedded.offset),
      loading: false,
      error: null,
      retry: catalogue.retry,
      // The server's counts, so the filter panel has its final shape from the first paint.
      facets: embedded.facets ?? null,
    };
  }
  if (!paged)
    return {
      shown: NOTHING,
      loading: catalogue.status === 'loading',
      error: catalogue.error,
      retry: catalogue.retry,
      facets: null,
    };
  const first = server.page ?? embedded;
  const shown = first ? serverPageOf(first.products, first.total, first.offset) : NOTHING;
  return {
    shown,
    loading: server.loading || pastEnd,
    error: server.error,
    retry: server.retry,
    facets: first?.facets ?? null,
  };
}
