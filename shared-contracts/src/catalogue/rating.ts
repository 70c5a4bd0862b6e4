/** Average ratings, shared by the built-in data and the product page (which adds local reviews). */
import { RATING_MAX, RATING_MIN } from '../constants';

/** Mean of the ratings to one decimal; 0 when there are none. */
export function averageRating(reviews: ReadonlyArray<{ rating: number }>): number {
  if (reviews.length === 0) return 0;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

export const isValidRating = (rating: number): boolean =>
  Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX;
