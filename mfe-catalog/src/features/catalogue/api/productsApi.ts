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

/** Opens the product stream with EventSource, or does nothing where there is none (old browsers, tests). */
export const openProductStream: StreamOpener = (url, handlers) => {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(url);
  source.addEventListener(PRODUCT_STREAM_EVENTS.ready, (event) => {
    const data = parse(event);
    const count = typeof data === 'object' && data !== null && 'count' in data && typeof data.count === 'number' ? data.count : 0;
    handlers.onReady({ count });
  });
  source.addEventListener(PRODUCT_STREAM_EVENTS.product, (event) => {
    const product = toProduct(parse(event));
    if (product) handlers.onProduct(product);
  });
  source.addEventListener('error', handlers.onError);
  return () => source.close();
};

export const productStreamUrl = (apiBaseUrl: string): string => `${apiBaseUrl}${PRODUCT_API_PATHS.stream}`;
