/** PATCH the author's own review. */
import type { ApiRequest } from 'shared-contracts';
import { REVIEW_API_PATHS, type EditReviewRequest, type ReviewResponse } from 'shared-contracts/catalogue';

export const editReview = (
  request: ApiRequest,
  productId: string,
  reviewId: string,
  body: EditReviewRequest,
): Promise<ReviewResponse> => request<ReviewResponse>('PATCH', REVIEW_API_PATHS.review(productId, reviewId), body);
