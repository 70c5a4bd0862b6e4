/** One catalogue store per API base URL for the whole remote, so every page shares it. */
import { openProductStream } from '../api/productsApi';
import { createCatalogueStore, type CatalogueStore } from './catalogueStore';

const stores = new Map<string, CatalogueStore>();

export function getCatalogueStore(apiBaseUrl: string): CatalogueStore {
  let store = stores.get(apiBaseUrl);
  if (!store) {
    store = createCatalogueStore({ apiBaseUrl, fetchImpl: (url, init) => fetch(url, init), openStream: openProductStream });
    stores.set(apiBaseUrl, store);
  }
  return store;
}

/** Tests start each case with no stores. */
export const resetCatalogueStores = (): void => stores.clear();
