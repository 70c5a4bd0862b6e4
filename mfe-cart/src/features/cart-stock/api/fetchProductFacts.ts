/**
 * GET /api/products/{id}: what the shop sells the product for now and how many are left. The
 * browser's HTTP cache (ETag) keeps repeated reads cheap.
 */
import { ApiError, type ApiRequest } from 'shared-contracts';
import { PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import type { ProductFacts } from '../utils/lineStock';

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Resolves `unavailable` for an unknown or archived product; rejects when the answer says nothing usable. */
export async function fetchProductFacts(request: ApiRequest, id: string): Promise<ProductFacts> {
  let product: unknown;
  try {
    product = await request<unknown>('GET', PRODUCT_API_PATHS.product(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'unavailable' };
    throw error;
  }
  // An admin is shown archived products too; a shopper can still not buy them.
  if (isRecord(product) && product.status === 'archived') return { kind: 'unavailable' };
  if (!isRecord(product) || !isPrice(product.price) || !isCount(product.stock)) {
    throw new Error(`The product ${id} came back without a price or stock.`);
  }
  return { kind: 'available', price: product.price, stock: product.stock };
}
