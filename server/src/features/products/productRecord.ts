/**
 * products/{id} documents ↔ CatalogueProduct: the document id is the product id; missing fields
 * read as empty. Products stored before stock and status existed read as active with 0 in stock,
 * and with no times (''); before tax facts existed, without hsn and gstRatePercent (the shop's default
 * applies: productTaxFacts in shared-contracts/gst).
 */
import type { CatalogueProduct, ProductStatus, Review } from 'shared-contracts';
import { isGstRate, isHsnCode } from 'shared-contracts/gst';
import type { DocumentData, JsonValue } from '../../storage/port';

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

export function toProduct(id: string, data: DocumentData): CatalogueProduct {
  const reviews = Array.isArray(data.reviews) ? data.reviews.map(toReview).filter((r): r is Review => r !== null) : [];
  return {
    id,
    productName: text(data.productName),
    imgUrl: text(data.imgUrl),
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
  };
}

/** The stored document: the product without its id (the document id). */
export function fromProduct(product: CatalogueProduct): DocumentData {
  const { id: _id, reviews, maxPerOrder, hsn, gstRatePercent, ...fields } = product;
  return {
    ...fields,
    reviews: reviews.map((review) => ({ ...review })),
    ...(maxPerOrder === undefined ? {} : { maxPerOrder }),
    ...(hsn === undefined ? {} : { hsn }),
    ...(gstRatePercent === undefined ? {} : { gstRatePercent }),
  };
}
