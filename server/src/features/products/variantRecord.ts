/**
 * A product's options and variants in its products/{id} document. Each stored variant also keeps,
 * never shown, its own stock account (`heldUnits`, `stockTotal`: the same rule as the product's,
 * `stock + heldUnits = stockTotal`) and `inOrders`, set in the transaction of the first order that
 * reserved it (such a variant is archived, never deleted). The document also holds `variantSkus`,
 * the SKUs it sells, which the shop-wide SKU check finds by index. With variants, the product's own
 * `stock` is its active variants' units together and its `price` the lowest active variant price.
 */
import type { CatalogueProduct, ProductOption, ProductStatus, ProductVariant } from 'shared-contracts';
import { activeVariants, listingPrice, listingStock } from 'shared-contracts/catalogue';
import type { DocumentData, JsonValue } from '../../storage/port';

const isFields = (value: JsonValue | undefined): value is DocumentData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const texts = (value: JsonValue | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const whole = (value: JsonValue | undefined): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
const status = (value: JsonValue | undefined): ProductStatus => (value === 'archived' ? 'archived' : 'active');

function toOption(value: JsonValue): ProductOption | null {
  if (!isFields(value) || typeof value.name !== 'string') return null;
  return { name: value.name, values: texts(value.values) };
}

function toVariant(value: JsonValue): ProductVariant | null {
  if (!isFields(value) || typeof value.sku !== 'string' || !value.sku) return null;
  const images = texts(value.images);
  const price = whole(value.price);
  const { compareAtPrice } = value;
  return {
    sku: value.sku,
    optionValues: texts(value.optionValues),
    price,
    // Kept only while it is a sale: above the price (a price raised past it ends the sale).
    ...(typeof compareAtPrice === 'number' && Number.isSafeInteger(compareAtPrice) && compareAtPrice > price
      ? { compareAtPrice }
      : {}),
    stock: whole(value.stock),
    ...(images.length > 0 ? { images } : {}),
    status: status(value.status),
  };
}

/** The options and variants a stored product document holds; none at all for a product without variants. */
export function toVariantFields(data: DocumentData): Pick<CatalogueProduct, 'options' | 'variants'> {
  const variants = Array.isArray(data.variants) ? data.variants.flatMap((item) => toVariant(item) ?? []) : [];
  if (variants.length === 0) return {};
  const options = Array.isArray(data.options) ? data.options.flatMap((item) => toOption(item) ?? []) : [];
  return { options, variants };
}

/**
 * The product with the fields its variants decide: `price` the lowest active variant price and
 * `stock` the active variants' units together; without variants, as it is (with no empty lists).
 */
export function withVariantTotals(product: CatalogueProduct): CatalogueProduct {
  const { options, variants, ...rest } = product;
  if (!variants || variants.length === 0) return rest;
  return { ...rest, options: options ?? [], variants, price: listingPrice(product), stock: listingStock(product) };
}

const fromVariant = ({ images, ...variant }: ProductVariant): DocumentData => ({
  ...variant,
  optionValues: [...variant.optionValues],
  ...(images && images.length > 0 ? { images: [...images] } : {}),
});

/** The stored fields of a product's variants (none without variants), without their accounts. */
export function fromVariantFields(product: CatalogueProduct): DocumentData {
  const variants = product.variants ?? [];
  if (variants.length === 0) return {};
  return {
    options: (product.options ?? []).map((option) => ({ name: option.name, values: [...option.values] })),
    variants: variants.map(fromVariant),
    variantSkus: variants.map((variant) => variant.sku),
  };
}

/** A stored variant's account; null when it has none. */
export interface VariantAccount {
  heldUnits: number;
  stockTotal: number;
  inOrders: boolean;
}

const integer = (value: JsonValue | undefined): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;

export function variantAccountOf(data: DocumentData): VariantAccount | null {
  const heldUnits = integer(data.heldUnits);
  const stockTotal = integer(data.stockTotal);
  if (heldUnits === null || stockTotal === null) return null;
  return { heldUnits, stockTotal, inOrders: data.inOrders === true };
}

/** The stored variants of a product document, each with its SKU (the raw fields, accounts included). */
export const storedVariants = (data: DocumentData | null): DocumentData[] =>
  data && Array.isArray(data.variants)
    ? data.variants.filter((item): item is DocumentData => isFields(item) && typeof item.sku === 'string')
    : [];

/** The SKUs of a stored product that an order reserved (they are archived, never deleted). */
export const orderedSkus = (data: DocumentData): Set<string> =>
  new Set(
    storedVariants(data)
      .filter((variant) => variant.inOrders === true || (integer(variant.heldUnits) ?? 0) > 0)
      .map((variant) => String(variant.sku)),
  );

/**
 * `next`'s variants with their accounts: a variant the document had keeps its units held and
 * `inOrders`, its total moving with a changed stock (the stock set plus what orders hold now); a
 * new one holds nothing, its total its stock.
 */
export function withVariantAccounts(next: DocumentData, current: DocumentData | null): DocumentData {
  const before = new Map(storedVariants(current).map((variant) => [String(variant.sku), variant]));
  const variants = storedVariants(next).map((variant) => {
    const stock = integer(variant.stock) ?? 0;
    const previous = before.get(String(variant.sku));
    const account = previous ? variantAccountOf(previous) : null;
    if (!previous || !account) return { ...variant, heldUnits: 0, stockTotal: stock };
    const stockChanged = stock !== integer(previous.stock);
    return {
      ...variant,
      heldUnits: account.heldUnits,
      stockTotal: stockChanged ? stock + account.heldUnits : account.stockTotal,
      ...(account.inOrders ? { inOrders: true } : {}),
    };
  });
  return variants.length > 0 ? { ...next, variants } : next;
}

/**
 * The document with `taken` units of variant `sku` moved off the shelf into orders (negative: put
 * back), the variant marked as in an order when units are taken, and the product's own stock (its
 * active variants' units) and account following. Null when the document has no such variant.
 */
export function moveVariantUnits(current: DocumentData, sku: string, taken: number): DocumentData | null {
  const variants = storedVariants(current);
  const index = variants.findIndex((variant) => variant.sku === sku);
  const variant = variants[index];
  if (!variant) return null;
  const account = variantAccountOf(variant);
  const moved: DocumentData = {
    ...variant,
    stock: (integer(variant.stock) ?? 0) - taken,
    ...(account ? { heldUnits: account.heldUnits + taken, stockTotal: account.stockTotal } : {}),
    ...(taken > 0 || account?.inOrders ? { inOrders: true } : {}),
  };
  const nextVariants = variants.map((item, at) => (at === index ? moved : item));
  return withProductUnits({ ...current, variants: nextVariants }, current, taken);
}

/**
 * The product's own units after `taken` units of it left the shelf for orders: its stock is its
 * active variants' units, its held units move by `taken`, and its total is the two together (units
 * that go back to an archived variant leave the product's sellable total).
 */
export function withProductUnits(next: DocumentData, current: DocumentData, taken: number): DocumentData {
  const stock = activeVariants({
    variants: storedVariants(next).map((variant) => ({
      sku: String(variant.sku),
      optionValues: [],
      price: 0,
      stock: integer(variant.stock) ?? 0,
      status: status(variant.status),
    })),
  }).reduce((sum, variant) => sum + variant.stock, 0);
  const heldUnits = integer(current.heldUnits);
  const hasAccount = heldUnits !== null && integer(current.stockTotal) !== null;
  return hasAccount
    ? { ...next, stock, heldUnits: heldUnits + taken, stockTotal: stock + heldUnits + taken }
    : { ...next, stock };
}
