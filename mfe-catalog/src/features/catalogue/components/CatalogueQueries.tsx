import { environmentManager, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useConfig } from 'shared-contracts/react';
import { followProductStream } from '../state/followProductStream';
import { browserCatalogueQueries, makeCatalogueQueryClient } from '../state/catalogueQueries';

/**
 * Gives a page of the catalogue the remote's query cache and keeps it live with the product
 * stream while the page is open. A server render gets a cache of its own.
 */
export function CatalogueQueries({ children }: { children: ReactNode }) {
  const { apiBaseUrl } = useConfig();
  const [client] = useState(() =>
    environmentManager.isServer() ? makeCatalogueQueryClient() : browserCatalogueQueries(),
  );
  useEffect(() => followProductStream(client, apiBaseUrl), [client, apiBaseUrl]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
