/** POST a review (anyone; with a session it is tied to the account, one per product: 409 otherwise). */
import type { ApiRequest } from 'shared-contracts';
import { REVIEW_API_PATHS, type PostReviewRequest, type ReviewResponse } from 'shared-contracts/catalogue';

export const postReview = (request: ApiRequest, productId: string, body: PostReviewRequest): Promise<ReviewResponse> =>
  request<ReviewResponse>('POST', REVIEW_API_PATHS.reviews(productId), body);
