/**
 * GET /api/products/{id}: what the shop sells the product for now and how many are left. The
 * browser's HTTP cache (ETag) keeps repeated reads cheap.
 */
import { ApiError, type ApiRequest } from 'shared-contracts';
import { PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import type { ProductFacts, VariantFacts } from '../utils/lineStock';

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Each well-formed version's facts by SKU; undefined for a product not sold in versions. */
function variantFacts(value: unknown): Record<string, VariantFacts> | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const bySku: Record<string, VariantFacts> = {};
  for (const variant of value) {
    if (!isRecord(variant) || typeof variant.sku !== 'string' || !isPrice(variant.price) || !isCount(variant.stock))
      continue;
    bySku[variant.sku] = { price: variant.price, stock: variant.stock, active: variant.status !== 'archived' };
  }
  return bySku;
}

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
  const variants = variantFacts(product.variants);
  return { kind: 'available', price: product.price, stock: product.stock, ...(variants ? { variants } : {}) };
}
