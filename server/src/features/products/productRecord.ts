/** products/{id} documents ↔ Product: the document id is the product id; missing fields read as empty. */
import type { Product, Review } from 'shared-contracts';
import type { DocumentData, JsonValue } from '../../storage/port';

const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const number = (value: JsonValue | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function toReview(value: JsonValue): Review | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  if (typeof value.rating !== 'number' || typeof value.text !== 'string') return null;
  return typeof value.name === 'string' ? { name: value.name, rating: value.rating, text: value.text } : { rating: value.rating, text: value.text };
}

export function toProduct(id: string, data: DocumentData): Product {
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
  };
}
