/**
 * One product by id (never the catalogue), from the remote's query cache, kept live by the product
 * stream: a change shows at once, a removal turns the page into "no longer available". The page
 * server's copy shows from the first render and is read again once the stream is ready; a failed
 * re-read keeps what shows.
 */
import { replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CatalogueProduct } from 'shared-contracts';
import { useConfig, usePageData } from 'shared-contracts/react';
import { embeddedProduct } from '../api/embeddedData';
import { errorText } from '../api/requestJson';
import { catalogueKeys } from '../state/catalogueQueries';
import { newerProductAnswer, readProductAnswer, type ProductAnswer } from '../state/productAnswer';
import { browserFetch } from '../state/productStreams';
import { useShownInBackground } from './useShownInBackground';

export type ProductState = { status: 'loading' } | ProductAnswer | { status: 'error'; error: string };

export type ProductView = ProductState & { retry: () => void };

/**
 * `initial`: this product as already read (the page server's copy), shown while it is read again;
 * without it, the product the page server embedded in the page (page data), if it is this one.
 */
export function useProduct(id: string, initial?: CatalogueProduct): ProductView {
  const { apiBaseUrl } = useConfig();
  const client = useQueryClient();
  const embedded = usePageData('product', id);
  const queryKey = catalogueKeys.product(apiBaseUrl, id);
  const { data, error, isFetching, refetch } = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      readProductAnswer(apiBaseUrl, id, browserFetch, {
        signal,
        wasShown: client.getQueryData<ProductAnswer>(queryKey)?.status === 'ready',
      }),
    initialData: (): ProductAnswer | undefined => {
      const known = initial?.id === id ? initial : embeddedProduct(embedded);
      return known ? { status: 'ready', product: known } : undefined;
    },
    structuralSharing: (shown, answer) =>
      newerProductAnswer(shown as ProductAnswer | undefined, answer as ProductAnswer)
        ? replaceEqualDeep(shown, answer)
        : shown,
  });
  const retry = useCallback(() => void refetch(), [refetch]);
  const { shown, arriving } = useShownInBackground(data);
  if (shown) return { ...shown, retry };
  if (arriving) return { status: 'loading', retry };
  if (error && !isFetching) return { status: 'error', error: errorText(error), retry };
  return { status: 'loading', retry };
}
