/**
 * What the catalogue's route loaders read through the caller's `fetchApi` (paths on the API's
 * origin): a product (null when the shop does not sell it), a page of products, a product's first
 * reviews. A list page is embedded as cards show it: without the long description and reviews.
 */
import { ApiError, type CatalogueProduct, type FetchApi } from 'shared-contracts';
import {
  REVIEW_API_PATHS,
  REVIEW_LIMITS,
  type ProductListQuery,
  type ProductPage,
  type ReviewPage,
} from 'shared-contracts/catalogue';
import { fetchProduct } from '../catalogue/api/fetchProduct';
import { fetchProductPage } from '../catalogue/api/fetchProductPage';
import { getJson } from '../catalogue/api/requestJson';

/** fetchApi's paths are on the API's origin already. */
const ON_THE_API = '';

/** The product, or null for one the API does not sell (unknown or archived: 404). */
export async function readProduct(fetchApi: FetchApi, id: string): Promise<CatalogueProduct | null> {
  try {
    const product = await fetchProduct(ON_THE_API, id, fetchApi);
    if (product.id !== id) throw new Error(`the API answered product ${product.id} for ${id}`);
    return product;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const readProductPage = (fetchApi: FetchApi, query: ProductListQuery): Promise<ProductPage> =>
  fetchProductPage(ON_THE_API, query, fetchApi);

/** A query the API refuses (4xx other than 429: a page past what it takes) is null; a failing API still throws. */
export const refusedAsNull = (error: unknown): null => {
  if (error instanceof ApiError && error.status < 500 && error.status !== 429) return null;
  throw error;
};

/** The first page of the product's visible reviews, as the product page asks for it (newest first). */
export async function readFirstReviews(fetchApi: FetchApi, productId: string): Promise<ReviewPage> {
  const query = new URLSearchParams({ limit: String(REVIEW_LIMITS.pageDefault), offset: '0' });
  const body = await getJson(`${REVIEW_API_PATHS.reviews(productId)}?${query.toString()}`, fetchApi);
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { reviews?: unknown }).reviews))
    throw new Error('The reviews answer was not a page of reviews');
  return body as ReviewPage;
}

export const forCards = (page: ProductPage): ProductPage => ({
  ...page,
  products: page.products.map((product) => ({ ...product, description: '', reviews: [] })),
});
