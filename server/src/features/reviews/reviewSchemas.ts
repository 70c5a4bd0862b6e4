/**
 * JSON schemas of the reviews routes. Fields are typed here but not required: a missing name,
 * message or rating must answer the spec's own sentence (reviewProblem), not a schema error. The
 * length caps are loose on purpose (a first guard against huge bodies); the exact limits are
 * checked after trimming, with their own messages.
 */
import { REVIEW_LIMITS } from 'shared-contracts/catalogue';

const ID = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const productParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: ID },
} as const;

export const reviewParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'reviewId'],
  properties: { id: ID, reviewId: ID },
} as const;

export const pageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    offset: { type: 'string', pattern: '^\\d{1,9}$' },
    limit: { type: 'string', pattern: '^\\d{1,9}$' },
  },
} as const;

const REVIEW_FIELDS = {
  name: { type: 'string', maxLength: REVIEW_LIMITS.nameMax * 4 },
  text: { type: 'string', maxLength: REVIEW_LIMITS.textMax * 4 },
  rating: { type: 'number' },
} as const;

export const postReviewBodySchema = { type: 'object', additionalProperties: false, properties: REVIEW_FIELDS } as const;

export const editReviewBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: REVIEW_FIELDS,
} as const;

export const moderateReviewBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['hidden'],
  properties: { hidden: { type: 'boolean' } },
} as const;

export interface ProductParams {
  id: string;
}

export interface ReviewParams {
  id: string;
  reviewId: string;
}

export interface PageQuery {
  offset?: string;
  limit?: string;
}
