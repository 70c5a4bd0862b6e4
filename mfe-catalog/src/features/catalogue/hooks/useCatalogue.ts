import { useSyncExternalStore } from 'react';
import { useConfig } from 'shared-contracts/react';
import type { CatalogueSnapshot } from '../state/catalogueStore';
import { getCatalogueStore } from '../state/catalogueStores';

export interface Catalogue extends CatalogueSnapshot {
  retry: () => void;
}

/** The shop's catalogue (whole, or only its size when the server pages), live; subscribing starts reading it. */
export function useCatalogue(): Catalogue {
  const { apiBaseUrl } = useConfig();
  const store = getCatalogueStore(apiBaseUrl);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return { ...snapshot, retry: store.retry };
}
