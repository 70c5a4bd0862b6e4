/**
 * The shop's view of the whole catalogue, shared by every page of the catalogue remote. It reads
 * the first page of 100 to learn the total: a small catalogue (WHOLE_LIST_MAX products or fewer)
 * is read whole, once, and kept live by the product stream, so the shop filters and pages in the
 * browser (instant typing); a large one is left to the server, page by page ('paged' mode).
 * Starts with its first subscriber and stops listening to the stream when the last one leaves,
 * keeping what it has for the next visit (read again whenever the stream is ready).
 */
import type { CatalogueProduct } from 'shared-contracts';
import { PRODUCT_PAGE_LIMITS } from 'shared-contracts/catalogue';
import { fetchProductPage } from '../api/fetchProductPage';
import { errorText, type FetchLike } from '../api/requestJson';
import type { ProductStreamHub } from './productStreamHub';
import { refCountedStart } from '../utils/refCountedStart';
import { isSameAnswer } from '../utils/isSameAnswer';
import { removeProduct, uniqueById, upsertProduct } from './productList';

/** Up to this many products the browser holds them all; above, the server pages. */
export const WHOLE_LIST_MAX = 500;

export type CatalogueMode = 'unknown' | 'all' | 'paged';
export type CatalogueStatus = 'loading' | 'ready' | 'error';

export interface CatalogueSnapshot {
  mode: CatalogueMode;
  status: CatalogueStatus;
  /** Every active product in catalogue order, in 'all' mode; empty otherwise. */
  products: readonly CatalogueProduct[];
  /** How many active products the server holds (as of the last read). */
  total: number;
  /** Why the catalogue could not be read, while status is 'error'. */
  error: string | null;
}

export interface CatalogueStoreDeps {
  apiBaseUrl: string;
  fetchImpl: FetchLike;
  stream: ProductStreamHub;
  /** How long it keeps following the stream with nobody watching (moving between pages). */
  idleStopMs?: number;
}

export interface CatalogueStore {
  getSnapshot: () => CatalogueSnapshot;
  /** Not read yet: what a page rendered on the server shows, and what its hydration starts from. */
  getServerSnapshot: () => CatalogueSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Reads the catalogue again (the Retry of an error). */
  retry: () => void;
}

type Change = { product: CatalogueProduct } | { removedId: string };

const applyChange = (list: readonly CatalogueProduct[], change: Change): readonly CatalogueProduct[] =>
  'product' in change ? upsertProduct(list, change.product) : removeProduct(list, change.removedId);

const PAGE = PRODUCT_PAGE_LIMITS.max;

/** Every active product, or only the total when there are more than WHOLE_LIST_MAX. */
async function readCatalogue(
  apiBaseUrl: string,
  fetchImpl: FetchLike,
): Promise<{ products: CatalogueProduct[] | null; total: number }> {
  const first = await fetchProductPage(apiBaseUrl, { limit: PAGE, offset: 0 }, fetchImpl);
  if (first.total > WHOLE_LIST_MAX) return { products: null, total: first.total };
  const offsets: number[] = [];
  for (let offset = PAGE; offset < first.total; offset += PAGE) offsets.push(offset);
  const rest = await Promise.all(
    offsets.map((offset) => fetchProductPage(apiBaseUrl, { limit: PAGE, offset }, fetchImpl)),
  );
  const products = uniqueById([first, ...rest].flatMap((page) => page.products));
  return { products, total: products.length };
}

const NOT_READ: CatalogueSnapshot = { mode: 'unknown', status: 'loading', products: [], total: 0, error: null };

export function createCatalogueStore({
  apiBaseUrl,
  fetchImpl,
  stream,
  idleStopMs = 60_000,
}: CatalogueStoreDeps): CatalogueStore {
  let snapshot = NOT_READ;
  const listeners = new Set<() => void>();
  let loading = false;
  let reloadQueued = false;
  /** Stream changes that arrived while a read was under way, applied to what it returns. */
  let changesDuringLoad: Change[] = [];

  const set = (patch: Partial<CatalogueSnapshot>): void => {
    snapshot = { ...snapshot, ...patch };
    listeners.forEach((listener) => listener());
  };

  async function load(): Promise<void> {
    if (loading) {
      reloadQueued = true;
      return;
    }
    loading = true;
    changesDuringLoad = [];
    try {
      const { products, total } = await readCatalogue(apiBaseUrl, fetchImpl);
      if (products) {
        const live = changesDuringLoad.reduce(applyChange, products);
        // A re-read that answers what is held renders nothing.
        const unchanged =
          snapshot.mode === 'all' && snapshot.status === 'ready' && isSameAnswer(snapshot.products, live);
        if (!unchanged) set({ mode: 'all', status: 'ready', products: live, total: live.length, error: null });
      } else set({ mode: 'paged', status: 'ready', products: [], total, error: null });
    } catch (error) {
      // A failed re-read keeps what is on screen; only a first read shows the error.
      if (snapshot.mode === 'unknown') set({ status: 'error', error: errorText(error) });
    }
    loading = false;
    changesDuringLoad = [];
    if (reloadQueued) {
      reloadQueued = false;
      void load();
    }
  }

  const onChange = (change: Change): void => {
    if (loading) changesDuringLoad.push(change);
    if (snapshot.mode !== 'all') return;
    const products = applyChange(snapshot.products, change);
    if (products !== snapshot.products) set({ products, total: products.length });
  };

  /** Reads the catalogue and follows the stream; returns the way to stop following. */
  function start(): () => void {
    // Back after a while away: what it holds shows at once while it is read again.
    if (snapshot.status === 'error') set({ status: 'loading', error: null });
    void load();
    return stream.listen({
      // The read started before the stream was ready: a change between the two is in neither, so
      // it is read again (after the read under way, if any). The API answers 304 when nothing
      // changed, and an unchanged answer renders nothing.
      onReady: () => (snapshot.status === 'error' ? retry() : void load()),
      onProduct: (product) => onChange({ product }),
      onRemoved: (removedId) => onChange({ removedId }),
    });
  }

  const following = refCountedStart(start, idleStopMs);

  function retry(): void {
    if (snapshot.status === 'error') set({ status: 'loading', error: null });
    void load();
  }

  return {
    getSnapshot: () => snapshot,
    getServerSnapshot: () => NOT_READ,
    retry,
    subscribe(listener) {
      listeners.add(listener);
      const release = following.use();
      return () => {
        listeners.delete(listener);
        release();
      };
    },
  };
}
