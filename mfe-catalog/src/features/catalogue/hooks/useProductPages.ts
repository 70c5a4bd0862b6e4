/**
 * Pages of products the server lists for some queries (a shop page, a category, a home section),
 * kept live by the product stream: a changed product is replaced where it shows (or dropped when it
 * no longer matches), a removed one is dropped, and a product that may now belong here makes the
 * pages read again, shortly. The previous pages stay on screen while the next ones load. Pages the
 * page server embedded show from the first render; the API is still asked.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import type { CatalogueProduct } from 'shared-contracts';
import type { ProductListQuery, ProductPage } from 'shared-contracts/catalogue';
import { useConfig } from 'shared-contracts/react';
import { embeddedPages } from '../api/embeddedData';
import { fetchProductPage, productPageSearch } from '../api/fetchProductPage';
import { errorText } from '../api/requestJson';
import { browserFetch, getProductStream } from '../state/catalogueStores';
import { removeProduct, replaceListed } from '../state/productList';
import { usePageDataReader } from './usePageDataReader';
import { matchesQuery } from '../utils/matchesQuery';
import { readNowOrWhenIdle } from '../utils/readNowOrWhenIdle';
import { isSameAnswer } from '../utils/isSameAnswer';

export interface ProductPages {
  /** One page per query, of the latest answer (the previous queries' while new ones load); null before any. */
  pages: readonly ProductPage[] | null;
  /** A read is under way (or the pages shown answer other queries than the ones asked now). */
  loading: boolean;
  /** Why the last read failed. */
  error: string | null;
  retry: () => void;
}

interface State {
  key: string | null;
  pages: readonly ProductPage[] | null;
  loading: boolean;
  error: string | null;
}

/** Changes come in bursts (an import, an admin saving twice): read once they settle. */
export const REFRESH_DELAY_MS = 300;

/** What a stream change does to one page: the new page, and whether the page should be read again. */
function pageAfterChange(
  page: ProductPage,
  query: ProductListQuery,
  product: CatalogueProduct,
): { page: ProductPage; refresh: boolean } {
  const listed = page.products.some((p) => p.id === product.id);
  const fits = matchesQuery(product, query);
  // Sorted or searched (best match first), a changed product may move: the server says where.
  if (listed && fits)
    return {
      page: { ...page, products: replaceListed(page.products, product) },
      refresh: Boolean(query.sort || query.q?.trim()),
    };
  if (listed)
    return {
      page: { ...page, products: removeProduct(page.products, product.id), total: page.total - 1 },
      refresh: true,
    };
  return { page, refresh: fits };
}

/** `queries` may be a new array each render: what counts is their URLs. null asks for nothing. */
export function useProductPages(queries: readonly ProductListQuery[] | null): ProductPages {
  const { apiBaseUrl } = useConfig();
  const key = queries ? queries.map(productPageSearch).join('\n') : null;
  const asked = useRef(queries);
  asked.current = queries;
  const readPageData = usePageDataReader();
  const [state, setState] = useState<State>(() => {
    const embedded = queries ? embeddedPages(queries, (search) => readPageData('productPage', search)) : undefined;
    return embedded
      ? { key, pages: embedded, loading: false, error: null }
      : { key: null, pages: null, loading: key !== null, error: null };
  });
  const latest = useRef(state);
  const update = (next: (current: State) => State): void => {
    latest.current = next(latest.current);
    setState(latest.current);
  };
  const [reads, setReads] = useState(0);
  /** Whether this round's read has gone to the API (a stream ready after it calls for another). */
  const readSent = useRef(false);

  useEffect(() => {
    const current = asked.current;
    if (key === null || !current) return undefined;
    readSent.current = false;
    const controller = new AbortController();
    // Pages already shown for these queries (the page server's, or a read before) are read again
    // quietly: no loading state, and an unchanged answer renders nothing.
    const shown = latest.current;
    const revalidating = shown.key === key && shown.pages !== null && shown.error === null;
    if (!revalidating) update((s) => ({ ...s, loading: true, error: null }));
    const read = (): void => {
      readSent.current = true;
      Promise.all(current.map((query) => fetchProductPage(apiBaseUrl, query, browserFetch, controller.signal))).then(
        (pages) => {
          const before = latest.current;
          if (before.key === key && !before.loading && before.error === null && isSameAnswer(before.pages, pages))
            return;
          // A transition: a page of cards re-renders in slices, never as one long task.
          startTransition(() => update(() => ({ key, pages, loading: false, error: null })));
        },
        (error: unknown) => {
          if (!controller.signal.aborted) update((s) => ({ ...s, loading: false, error: errorText(error) }));
        },
      );
    };
    const cancelRead = readNowOrWhenIdle(read, revalidating);
    return () => {
      cancelRead();
      controller.abort();
    };
  }, [apiBaseUrl, key, reads]);

  useEffect(() => {
    const current = asked.current;
    if (key === null || !current) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const readSoon = (): void => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => setReads((n) => n + 1), REFRESH_DELAY_MS);
    };
    const stop = getProductStream(apiBaseUrl).listen({
      // A change between a read already sent and the stream's (re)connection is in neither.
      onReady: () => {
        if (readSent.current) readSoon();
      },
      onProduct: (product) => {
        const { pages } = latest.current;
        if (!pages || latest.current.key !== key) return;
        const changes = pages.map((page, i) => pageAfterChange(page, current[i] ?? {}, product));
        if (changes.some((c, i) => c.page !== pages[i])) update((s) => ({ ...s, pages: changes.map((c) => c.page) }));
        if (changes.some((c) => c.refresh)) readSoon();
      },
      onRemoved: (id) => {
        const { pages } = latest.current;
        if (!pages || !pages.some((page) => page.products.some((p) => p.id === id))) return;
        update((s) => ({
          ...s,
          pages: pages.map((page) =>
            page.products.some((p) => p.id === id)
              ? { ...page, products: removeProduct(page.products, id), total: page.total - 1 }
              : page,
          ),
        }));
        readSoon(); // the next product moves up into the gap
      },
    });
    return () => {
      if (timer) clearTimeout(timer);
      stop();
    };
  }, [apiBaseUrl, key]);

  return {
    pages: state.pages,
    loading: key !== null && (state.loading || (state.key !== key && state.error === null)),
    error: state.error,
    retry: () => setReads((n) => n + 1),
  };
}

/** One page of products for one query (null: none). */
export function useProductQuery(
  query: ProductListQuery | null,
): Omit<ProductPages, 'pages'> & { page: ProductPage | null } {
  const { pages, ...rest } = useProductPages(query ? [query] : null);
  return { page: pages?.[0] ?? null, ...rest };
}
