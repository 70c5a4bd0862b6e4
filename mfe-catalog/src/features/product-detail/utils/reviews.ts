/** Review rules of spec §5 and how local reviews join the built-in ones. */
import type { LocalReview, Product, Review } from 'shared-contracts';
import { averageRating, isValidRating } from 'shared-contracts/catalogue';

export interface ReviewDraft {
  name: string;
  text: string;
  rating: number | null;
}

/** Name, message and a rating 1-5 are all required; the texts are trimmed. Null when incomplete. */
export function toLocalReview({ name, text, rating }: ReviewDraft): LocalReview | null {
  const trimmedName = name.trim();
  const trimmedText = text.trim();
  if (!trimmedName || !trimmedText || rating === null || !isValidRating(rating)) return null;
  return { name: trimmedName, text: trimmedText, rating };
}

/** Built-in reviews first, then the shopper's own. */
export const allReviews = (product: Product, local: readonly LocalReview[]): Review[] => [...product.reviews, ...local];

/** The average counts built-in and local reviews (clarifications). */
export const averageWithLocal = (product: Product, local: readonly LocalReview[]): number => averageRating(allReviews(product, local));
