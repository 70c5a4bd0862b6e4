import { useMemo, useSyncExternalStore } from 'react';
import type { Product } from 'shared-contracts';
import { BUILT_IN_PRODUCTS } from 'shared-contracts/catalogue';
import { useConfig } from 'shared-contracts/react';
import type { RemoteStatus } from '../state/catalogueStore';
import { getCatalogueStore } from '../state/catalogueStores';
import { withBuiltIns } from '../state/remoteProducts';

export interface Catalogue {
  /** Built-in products first, then remote ones, live. */
  products: Product[];
  remoteStatus: RemoteStatus;
  /** Why remote products could not be read (the built-in catalogue still works). */
  remoteError: string | null;
}

/** The whole catalogue; subscribing starts reading remote products and following the stream. */
export function useCatalogue(): Catalogue {
  const { apiBaseUrl } = useConfig();
  const store = getCatalogueStore(apiBaseUrl);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const products = useMemo(() => withBuiltIns(BUILT_IN_PRODUCTS, snapshot.remote), [snapshot.remote]);
  return { products, remoteStatus: snapshot.status, remoteError: snapshot.error };
}
