/** The review form's rules (spec §5): name, message and a rating 1-5 are required; texts are trimmed. */
import { isValidRating, REVIEW_LIMITS, type PostReviewRequest } from 'shared-contracts/catalogue';

export interface ReviewDraft {
  name: string;
  text: string;
  rating: number | null;
}

/** The request to send, or null when the draft is incomplete (the form then shows MESSAGES.reviewInvalid). */
export function toReviewRequest({ name, text, rating }: ReviewDraft): PostReviewRequest | null {
  const trimmedName = name.trim();
  const trimmedText = text.trim();
  if (!trimmedName || !trimmedText || rating === null || !isValidRating(rating)) return null;
  if (trimmedName.length > REVIEW_LIMITS.nameMax || trimmedText.length > REVIEW_LIMITS.textMax) return null;
  return { name: trimmedName, text: trimmedText, rating };
}

/** What to show for a failed call: the server's own message when it sent one. */
export const errorMessage = (error: unknown, fallback: string): string => (error instanceof Error && error.message ? error.message : fallback);
