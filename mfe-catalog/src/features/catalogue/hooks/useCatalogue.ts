import { useQuery } from '@tanstack/react-query';
import type { CatalogueProduct } from 'shared-contracts';
import { useConfig } from 'shared-contracts/react';
import { errorText } from '../api/requestJson';
import { useShownInBackground } from './useShownInBackground';
import { wholeCatalogueQuery } from '../state/wholeCatalogue';

export type CatalogueMode = 'unknown' | 'all' | 'paged';

export interface Catalogue {
  mode: CatalogueMode;
  status: 'loading' | 'ready' | 'error';
  /** Every active product in catalogue order, in 'all' mode; empty otherwise. */
  products: readonly CatalogueProduct[];
  /** How many active products the server holds (as of the last read). */
  total: number;
  /** Why the catalogue could not be read, while status is 'error'. */
  error: string | null;
  /** Reads the catalogue again (the Retry of an error). */
  retry: () => void;
}

const NONE: readonly CatalogueProduct[] = [];

/**
 * The shop's catalogue (whole, or only its size when the server pages), live. A server render and
 * its hydration show it not read yet (it is never embedded: too big for a page).
 */
export function useCatalogue(): Catalogue {
  const { apiBaseUrl } = useConfig();
  const { data: answer, error, isFetching, refetch } = useQuery(wholeCatalogueQuery(apiBaseUrl));
  const retry = (): void => void refetch();
  const { shown: data } = useShownInBackground(answer);
  // A failed re-read keeps what is on screen; only a first read shows the error.
  if (data?.mode === 'all')
    return { mode: 'all', status: 'ready', products: data.products, total: data.products.length, error: null, retry };
  if (data) return { mode: 'paged', status: 'ready', products: NONE, total: data.total, error: null, retry };
  if (error && !isFetching && !answer)
    return { mode: 'unknown', status: 'error', products: NONE, total: 0, error: errorText(error), retry };
  return { mode: 'unknown', status: 'loading', products: NONE, total: 0, error: null, retry };
}
