/** GET /api/products/stream: the live product stream (created, updated, archived or deleted products). */
import type { CatalogueProduct } from 'shared-contracts';
import { PRODUCT_API_PATHS, PRODUCT_STREAM_EVENTS, type ProductStreamReady } from 'shared-contracts/catalogue';
import { toCatalogueProduct } from './remoteProduct';

export interface StreamHandlers {
  /** The server accepted the connection (again): how many products it stores now. */
  onReady: (ready: ProductStreamReady) => void;
  /** A product was created or changed (the whole product). */
  onProduct: (product: CatalogueProduct) => void;
  /** A product was archived or deleted: shoppers no longer see it. */
  onRemoved: (id: string) => void;
  /** The connection dropped; EventSource reconnects by itself. */
  onError: () => void;
}

export type StreamOpener = (url: string, handlers: StreamHandlers) => () => void;

const parse = (event: Event): unknown => {
  try {
    return JSON.parse(String((event as MessageEvent<string>).data));
  } catch {
    return null;
  }
};

const REOPEN_FIRST_MS = 2000;
const REOPEN_MAX_MS = 60_000;

/**
 * Opens the product stream with EventSource (which reconnects by itself after a dropped
 * connection). EventSource gives up for good after an answer that is not an event stream (a 502
 * during a deploy, say): then it is reopened here, waiting longer each time. Does nothing where
 * there is no EventSource (old browsers, tests).
 */
export const openProductStream: StreamOpener = (url, handlers) => {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | null = null;
  let delay = REOPEN_FIRST_MS;
  let closed = false;

  const connect = (): void => {
    const current = new EventSource(url);
    source = current;
    current.addEventListener(PRODUCT_STREAM_EVENTS.ready, (event) => {
      delay = REOPEN_FIRST_MS;
      const data = parse(event);
      const count =
        typeof data === 'object' && data !== null && 'count' in data && typeof data.count === 'number' ? data.count : 0;
      handlers.onReady({ count });
    });
    current.addEventListener(PRODUCT_STREAM_EVENTS.product, (event) => {
      const product = toCatalogueProduct(parse(event));
      if (product) handlers.onProduct(product);
    });
    current.addEventListener(PRODUCT_STREAM_EVENTS.removed, (event) => {
      const data = parse(event);
      if (typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string' && data.id)
        handlers.onRemoved(data.id);
    });
    current.addEventListener('error', () => {
      handlers.onError();
      if (closed || current.readyState !== EventSource.CLOSED) return;
      reopenTimer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, REOPEN_MAX_MS);
    });
  };

  connect();
  return () => {
    closed = true;
    if (reopenTimer) clearTimeout(reopenTimer);
    source?.close();
  };
};

export const productStreamUrl = (apiBaseUrl: string): string => `${apiBaseUrl}${PRODUCT_API_PATHS.stream}`;
