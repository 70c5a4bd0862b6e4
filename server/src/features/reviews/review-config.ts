/**
 * Review settings (part of ServerConfig).
 *
 *   REVIEWS_VISITOR_MODERATION   on (default): a visitor's (signed-out) review is held for the
 *                                admin's approval before shoppers see it and it counts in the
 *                                product's average, count and structured data; off: published at once
 *
 * Anyone may post a review without an account, so without moderation a script could stuff a
 * product's rating. Signed-in reviews (one per verified account and product) publish at once.
 */
import { type Env, SettingError, readSetting } from '../../settings';

export interface ReviewConfig {
  /** Hold visitors' reviews for approval. */
  holdVisitorReviews: boolean;
}

/** Thrown for a bad setting; loadConfig turns it into its own ConfigError. */
export class ReviewConfigError extends SettingError {}

export function readReviewConfig(env: Env): ReviewConfig {
  const raw = readSetting(env, 'REVIEWS_VISITOR_MODERATION');
  if (raw === undefined || raw.toLowerCase() === 'on') return { holdVisitorReviews: true };
  if (raw.toLowerCase() === 'off') return { holdVisitorReviews: false };
  throw new ReviewConfigError(`REVIEWS_VISITOR_MODERATION must be on or off, got '${raw}'.`);
}
