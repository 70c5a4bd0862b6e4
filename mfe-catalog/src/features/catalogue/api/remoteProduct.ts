/** Remote products arrive as JSON from the server: keep only well-formed ones, with safe defaults. */
import type { Product, Review } from 'shared-contracts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function toReview(raw: unknown): Review | null {
  if (!isRecord(raw) || typeof raw.rating !== 'number' || typeof raw.text !== 'string') return null;
  return typeof raw.name === 'string' ? { name: raw.name, rating: raw.rating, text: raw.text } : { rating: raw.rating, text: raw.text };
}

/** A Product, or null when the id, name or price is missing or unusable. */
export function toProduct(raw: unknown): Product | null {
  if (!isRecord(raw)) return null;
  const { id, productName, price } = raw;
  if (typeof id !== 'string' || !id || typeof productName !== 'string' || typeof price !== 'number' || !Number.isFinite(price)) return null;
  const reviews = Array.isArray(raw.reviews) ? raw.reviews.map(toReview).filter((r): r is Review => r !== null) : [];
  return {
    id,
    productName,
    price,
    imgUrl: str(raw.imgUrl),
    category: str(raw.category),
    shortDesc: str(raw.shortDesc),
    description: str(raw.description),
    reviews,
    avgRating: typeof raw.avgRating === 'number' ? raw.avgRating : 0,
  };
}

export const toProducts = (raw: unknown): Product[] =>
  Array.isArray(raw) ? raw.map(toProduct).filter((p): p is Product => p !== null) : [];
