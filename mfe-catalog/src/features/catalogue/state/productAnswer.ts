/** What the API answers for one product by id: the product, or why it cannot be shown. */
import { ApiError, type CatalogueProduct } from 'shared-contracts';
import { STOCK_TEXT } from 'shared-contracts/catalogue';
import { fetchProduct } from '../api/fetchProduct';
import type { FetchLike } from '../api/requestJson';

export type ProductAnswer =
  | { status: 'ready'; product: CatalogueProduct }
  /** No product ever had this id. */
  | { status: 'notFound' }
  /** Archived or deleted: it was sold here once. */
  | { status: 'unavailable' };

/**
 * Reads the product; a 404 is an answer, not a failure. `wasShown`: the page showed this product,
 * so a 404 now means it was taken off sale.
 */
export async function readProductAnswer(
  apiBaseUrl: string,
  id: string,
  fetchImpl: FetchLike,
  { signal, wasShown }: { signal?: AbortSignal; wasShown: boolean },
): Promise<ProductAnswer> {
  try {
    return { status: 'ready', product: await fetchProduct(apiBaseUrl, id, fetchImpl, signal) };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    return wasShown || error.message === STOCK_TEXT.noLongerAvailable
      ? { status: 'unavailable' }
      : { status: 'notFound' };
  }
}

/**
 * An answer older than the copy shown (the stream's, sent after the read) keeps that copy; any
 * other is taken, sharing what did not change (TanStack Query's own structural sharing).
 */
export const newerProductAnswer = (shown: ProductAnswer | undefined, answer: ProductAnswer): boolean =>
  !(shown?.status === 'ready' && answer.status === 'ready' && shown.product.updatedAt > answer.product.updatedAt);
