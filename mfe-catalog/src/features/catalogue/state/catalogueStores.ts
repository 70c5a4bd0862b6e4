/** One product stream and one catalogue store per API base URL for the whole remote, so every page shares them. */
import { openProductStream, productStreamUrl } from '../api/openProductStream';
import type { FetchLike } from '../api/requestJson';
import { createCatalogueStore, type CatalogueStore } from './catalogueStore';
import { createProductStreamHub, type ProductStreamHub } from './productStreamHub';

const hubs = new Map<string, ProductStreamHub>();
const stores = new Map<string, CatalogueStore>();

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

export function getCatalogueStore(apiBaseUrl: string): CatalogueStore {
  let store = stores.get(apiBaseUrl);
  if (!store) {
    store = createCatalogueStore({ apiBaseUrl, fetchImpl: browserFetch, stream: getProductStream(apiBaseUrl) });
    stores.set(apiBaseUrl, store);
  }
  return store;
}

/** Tests start each case with no stores and no streams. */
export function resetCatalogueStores(): void {
  stores.clear();
  hubs.clear();
}
