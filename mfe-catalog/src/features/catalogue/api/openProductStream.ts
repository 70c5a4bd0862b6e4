/** The two calls of the public products API: the stored list and the live stream. */
import { PRODUCT_API_PATHS, PRODUCT_STREAM_EVENTS, type ProductStreamReady } from 'shared-contracts/catalogue';
import type { Product } from 'shared-contracts';
import { toProduct, toProducts } from './remoteProduct';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export async function fetchRemoteProducts(apiBaseUrl: string, fetchImpl: FetchLike): Promise<Product[]> {
  const response = await fetchImpl(`${apiBaseUrl}${PRODUCT_API_PATHS.products}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Request failed with status ${response.status}`);
  return toProducts(await response.json());
}

export interface StreamHandlers {
  /** The server accepted the connection (again): how many products it stores now. */
  onReady: (ready: ProductStreamReady) => void;
  onProduct: (product: Product) => void;
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
      const count = typeof data === 'object' && data !== null && 'count' in data && typeof data.count === 'number' ? data.count : 0;
      handlers.onReady({ count });
    });
    current.addEventListener(PRODUCT_STREAM_EVENTS.product, (event) => {
      const product = toProduct(parse(event));
      if (product) handlers.onProduct(product);
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
