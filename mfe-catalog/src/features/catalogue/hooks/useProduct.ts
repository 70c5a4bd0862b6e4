/**
 * One product by id (never the catalogue), kept live by the product stream: a change shows at
 * once, `removed` turns the page into "no longer available". A failed re-read keeps what shows.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type CatalogueProduct } from 'shared-contracts';
import { STOCK_TEXT } from 'shared-contracts/catalogue';
import { useConfig, usePageData } from 'shared-contracts/react';
import { embeddedProduct } from '../api/embeddedData';
import { fetchProduct } from '../api/fetchProduct';
import { errorText } from '../api/requestJson';
import { browserFetch, getProductStream } from '../state/catalogueStores';
import { readNowOrWhenIdle } from '../utils/readNowOrWhenIdle';
import { isSameAnswer } from '../utils/isSameAnswer';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: CatalogueProduct }
  /** No product ever had this id. */
  | { status: 'notFound' }
  /** Archived or deleted: it was sold here once. */
  | { status: 'unavailable' }
  | { status: 'error'; error: string };

export type ProductView = ProductState & { retry: () => void };

function failedState(error: unknown, wasShown: boolean): ProductState {
  if (error instanceof ApiError && error.status === 404) {
    return wasShown || error.message === STOCK_TEXT.noLongerAvailable
      ? { status: 'unavailable' }
      : { status: 'notFound' };
  }
  return { status: 'error', error: errorText(error) };
}

/**
 * `initial`: this product as already read (the page server's copy), shown while it is read again;
 * without it, the product the page server embedded in the page (page data), if it is this one.
 */
export function useProduct(id: string, initial?: CatalogueProduct): ProductView {
  const { apiBaseUrl } = useConfig();
  const embedded = usePageData('product', id);
  const [state, setState] = useState<ProductState & { id: string }>(() => {
    const known = initial?.id === id ? initial : embeddedProduct(embedded);
    return known ? { id, status: 'ready', product: known } : { id, status: 'loading' };
  });
  const shown = useRef(state);
  shown.current = state;
  const [reads, setReads] = useState(0);
  /** Whether this round's read has gone to the API (a stream ready after it calls for another). */
  const readSent = useRef(false);

  useEffect(() => {
    readSent.current = false;
    const controller = new AbortController();
    const before = shown.current;
    const wasShown = before.id === id && before.status === 'ready';
    if (before.id !== id || before.status === 'error') setState({ id, status: 'loading' });
    const read = (): Promise<void> => {
      readSent.current = true;
      return fetchProduct(apiBaseUrl, id, browserFetch, controller.signal).then(
        // A stream event newer than this answer wins; an answer equal to what shows renders nothing.
        (product) =>
          startTransition(() =>
            setState((prev) =>
              prev.id === id &&
              prev.status === 'ready' &&
              (prev.product.updatedAt > product.updatedAt || isSameAnswer(prev.product, product))
                ? prev
                : { id, status: 'ready', product },
            ),
          ),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failed = failedState(error, wasShown);
          // A network failure while re-reading keeps the product on screen.
          if (!(wasShown && failed.status === 'error')) setState({ id, ...failed });
        },
      );
    };
    // A product already on screen is read again once the browser is idle.
    const cancelRead = readNowOrWhenIdle(() => void read(), wasShown);
    return () => {
      cancelRead();
      controller.abort();
    };
  }, [apiBaseUrl, id, reads]);

  useEffect(
    () =>
      getProductStream(apiBaseUrl).listen({
        // A change between a read already sent and the stream's (re)connection is in neither.
        onReady: () => {
          if (readSent.current) setReads((n) => n + 1);
        },
        onProduct: (product) => {
          if (product.id === id) setState({ id, status: 'ready', product });
        },
        onRemoved: (removedId) => {
          if (removedId === id) setState({ id, status: 'unavailable' });
        },
      }),
    [apiBaseUrl, id],
  );

  const retry = useCallback(() => setReads((n) => n + 1), []);
  const current: ProductState = state.id === id ? state : { status: 'loading' };
  return { ...current, retry };
}
