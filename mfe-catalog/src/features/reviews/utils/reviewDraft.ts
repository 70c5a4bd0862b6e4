/** The review form's fields, checked as the server checks them (`reviewProblem`, spec §5). */
import { reviewProblem, type PostReviewRequest } from 'shared-contracts/catalogue';

export interface ReviewDraft {
  name: string;
  text: string;
  rating: number | null;
}

/**
 * The request to send (texts trimmed), or the message to show instead: MESSAGES.reviewInvalid
 * when the name, the message or the rating is missing.
 */
export function toReviewRequest({ name, text, rating }: ReviewDraft): PostReviewRequest | string {
  const problem = reviewProblem({ name, text, rating: rating ?? undefined });
  // No problem means a rating was chosen.
  return problem ?? { name: name.trim(), text: text.trim(), rating: rating ?? 0 };
}

/** What to show for a failed call: the server's own message when it sent one. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
