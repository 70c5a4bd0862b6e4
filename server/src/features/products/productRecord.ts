/**
 * products/{id} documents ↔ CatalogueProduct: the document id is the product id; missing fields
 * read as empty. Products stored before stock and status existed read as active with 0 in stock,
 * and with no times (''); before tax facts existed, without hsn and gstRatePercent (the shop's default
 * applies: productTaxFacts in shared-contracts/gst). A product not on sale has no compareAtPrice
 * (no column or migration: its absence is the default). Its pictures are `images`, the first being
 * `imgUrl`: one stored before galleries existed reads as `imgUrl` alone (migration 0005 writes that).
 */
import type { CatalogueProduct, ProductStatus, Review } from 'shared-contracts';
import { productImages } from 'shared-contracts/catalogue';
import { isGstRate, isHsnCode } from 'shared-contracts/gst';
import type { DocumentData, JsonValue } from '../../storage/port';
import { uploadNamesIn } from '../uploads/upload-names';
import {
  fromVariantFields,
  toVariantFields,
  withProductUnits,
  withVariantAccounts,
  withVariantTotals,
} from './variantRecord';

const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const number = (value: JsonValue | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
const count = (value: JsonValue | undefined): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
const status = (value: JsonValue | undefined): ProductStatus => (value === 'archived' ? 'archived' : 'active');

function toReview(value: JsonValue): Review | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  if (typeof value.rating !== 'number' || typeof value.text !== 'string') return null;
  return typeof value.name === 'string'
    ? { name: value.name, rating: value.rating, text: value.text }
    : { rating: value.rating, text: value.text };
}

const compareAtPrice = (value: JsonValue | undefined, price: number): { compareAtPrice: number } | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > price ? { compareAtPrice: value } : null;

const texts = (value: JsonValue | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function toProduct(id: string, data: DocumentData): CatalogueProduct {
  const imgUrl = text(data.imgUrl);
  const reviews = Array.isArray(data.reviews) ? data.reviews.map(toReview).filter((r): r is Review => r !== null) : [];
  return {
    id,
    productName: text(data.productName),
    imgUrl,
    images: productImages({ imgUrl, images: texts(data.images) }),
    category: text(data.category),
    price: number(data.price),
    shortDesc: text(data.shortDesc),
    description: text(data.description),
    reviews,
    avgRating: number(data.avgRating),
    // Stored before reviews moved to the server: the reviews the document carries are all it has.
    reviewCount: typeof data.reviewCount === 'number' ? count(data.reviewCount) : reviews.length,
    stock: count(data.stock),
    status: status(data.status),
    createdAt: text(data.createdAt),
    updatedAt: text(data.updatedAt),
    ...(count(data.maxPerOrder) > 0 ? { maxPerOrder: count(data.maxPerOrder) } : {}),
    // Left out when not stored: productTaxFacts reads the shop's default for them.
    ...(isHsnCode(data.hsn) ? { hsn: data.hsn } : {}),
    ...(isGstRate(data.gstRatePercent) ? { gstRatePercent: data.gstRatePercent } : {}),
    // A compare-at price not above the price is no sale (the admin's writes refuse one).
    ...(compareAtPrice(data.compareAtPrice, number(data.price)) ?? {}),
    // Only a product with variants has them (variantRecord.ts): one without reads as before.
    ...toVariantFields(data),
  };
}

/** The stored document: the product without its id (the document id). */
export function fromProduct(product: CatalogueProduct): DocumentData {
  const {
    id: _id,
    reviews,
    maxPerOrder,
    hsn,
    gstRatePercent,
    compareAtPrice: before,
    images,
    options: _options,
    variants: _variants,
    ...fields
  } = withVariantTotals(product);
  const gallery = productImages({ imgUrl: product.imgUrl, images });
  const variantFields = fromVariantFields(product);
  return {
    ...fields,
    ...variantFields,
    images: gallery,
    // The stored uploads it shows (its gallery and its variants'), found by index by the uploads sweep.
    imageNames: uploadNamesIn([product.imgUrl, ...gallery, variantFields.variants ?? []]),
    reviews: reviews.map((review) => ({ ...review })),
    ...(maxPerOrder === undefined ? {} : { maxPerOrder }),
    ...(hsn === undefined ? {} : { hsn }),
    ...(gstRatePercent === undefined ? {} : { gstRatePercent }),
    ...(before === undefined ? {} : { compareAtPrice: before }),
  };
}

/**
 * Stock accounting, kept on the product document beside `stock` and never shown: `heldUnits`, the
 * units orders hold (reserved, or paid and not returned), and `stockTotal`, what the admin set in
 * all (the stock they set plus the units held at that moment). Every move of units between the
 * shelf and an order changes `stock` and `heldUnits` in opposite directions in one transaction, so
 * `stock + heldUnits = stockTotal` always holds; `npm run check:stock` verifies it and that
 * `heldUnits` is what the orders hold. Absent on products stored before it (migration 0004 adds it).
 */
export interface StockAccount {
  heldUnits: number;
  stockTotal: number;
}

const integer = (value: JsonValue | undefined): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;

export function stockAccountOf(data: DocumentData): StockAccount | null {
  const heldUnits = integer(data.heldUnits);
  const stockTotal = integer(data.stockTotal);
  return heldUnits === null || stockTotal === null ? null : { heldUnits, stockTotal };
}

/** `next` with `current`'s accounting and `heldDelta` more units held (unchanged when `current` has none). */
export function withStockAccount(next: DocumentData, current: DocumentData, heldDelta: number): DocumentData {
  const account = stockAccountOf(current);
  return account ? { ...next, heldUnits: account.heldUnits + heldDelta, stockTotal: account.stockTotal } : next;
}

/**
 * The document of a product the admin edited: a changed stock is a new total (the stock set plus
 * what orders hold now); otherwise the accounting stays as it was.
 */
export function editedProductDocument(current: DocumentData, edited: CatalogueProduct): DocumentData {
  const next = withVariantAccounts(fromProduct(edited), current);
  const account = stockAccountOf(current);
  if (!account) return next;
  // With variants the product's units are theirs: its total is its stock and the units held.
  if (Array.isArray(next.variants)) return withProductUnits(next, current, 0);
  const stockChanged = edited.stock !== toProduct(edited.id, current).stock;
  return {
    ...next,
    heldUnits: account.heldUnits,
    stockTotal: stockChanged ? edited.stock + account.heldUnits : account.stockTotal,
  };
}

/** A new product's document: nothing held yet, so the total is its stock. */
export function newProductDocument(product: CatalogueProduct): DocumentData {
  const document = withVariantAccounts(fromProduct(product), null);
  return { ...document, heldUnits: 0, stockTotal: document.stock ?? 0 };
}
