/** One product stream per API base URL for the whole remote, so every page shares it. */
import { openProductStream, productStreamUrl } from '../api/openProductStream';
import type { FetchLike } from '../api/requestJson';
import { createProductStreamHub, type ProductStreamHub } from './productStreamHub';

const hubs = new Map<string, ProductStreamHub>();

/** The browser's fetch, looked up at call time (tests replace it). */
export const browserFetch: FetchLike = (url, init) => fetch(url, init);

export function getProductStream(apiBaseUrl: string): ProductStreamHub {
  let hub = hubs.get(apiBaseUrl);
  if (!hub) {
    hub = createProductStreamHub(productStreamUrl(apiBaseUrl), openProductStream);
    hubs.set(apiBaseUrl, hub);
  }
  return hub;
}

/** Tests start each case with no streams. */
export function resetProductStreams(): void {
  hubs.clear();
}
