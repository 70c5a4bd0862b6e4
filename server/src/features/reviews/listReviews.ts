/**
 * GET /api/products/{id}/reviews (public): a ReviewPage of the product's visible reviews, newest
 * first (`limit` 1–50, default 10; `offset`), with the product's average and count. Read from the
 * in-memory index (no storage read per request). A signed-in caller's own review is marked
 * `mine`. An ETag of the answer (it depends on the caller, hence `vary: authorization`) gives a 304.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { REVIEW_LIMITS, type ReviewPage } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import { reviewAggregates } from './aggregates';
import { REVIEW_ROUTES } from './reviewPaths';
import { readerUid, reviewedProduct } from './reviewAccess';
import { reviewView, type StoredReview } from './reviewRecord';
import type { ReviewRouteOptions } from './reviewRouteOptions';
import { pageQuerySchema, productParamsSchema, type PageQuery, type ProductParams } from './reviewSchemas';
import { namedPlugin } from '../../plugins/named-plugin';

export function reviewWindow(query: PageQuery): { limit: number; offset: number } {
  const limit = query.limit === undefined ? REVIEW_LIMITS.pageDefault : Number(query.limit);
  if (limit < 1 || limit > REVIEW_LIMITS.pageMax) {
    throw httpError(400, `querystring/limit must be from 1 to ${REVIEW_LIMITS.pageMax}, got ${query.limit}.`);
  }
  return { limit, offset: query.offset === undefined ? 0 : Number(query.offset) };
}

/** One page of `reviews` (newest first) as the API answers it. */
export function reviewPage(
  reviews: readonly StoredReview[],
  visible: readonly StoredReview[],
  window: { limit: number; offset: number },
  callerUid: string | null,
  admin = false,
): ReviewPage {
  const { avgRating, reviewCount } = reviewAggregates(visible);
  return {
    reviews: reviews
      .slice(window.offset, window.offset + window.limit)
      .map((review) => reviewView(review, callerUid, { admin })),
    total: reviews.length,
    ...window,
    avgRating,
    reviewCount,
  };
}

/** Sends `page` with an ETag of its content, or a 304 when the caller has it already. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: ReviewPage) {
  const json = JSON.stringify(page);
  const etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 20)}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}

export const listReviewsRoute: FastifyPluginAsync<ReviewRouteOptions> = namedPlugin(
  'listReviewsRoute',
  async (app, { reviews, products }) => {
    app.get<{ Params: ProductParams; Querystring: PageQuery }>(
      REVIEW_ROUTES.reviews,
      { schema: { params: productParamsSchema, querystring: pageQuerySchema } },
      async (request, reply) => {
        const window = reviewWindow(request.query);
        const product = await reviewedProduct(products, request.params.id);
        const { visible } = await reviews.forProduct(product.id);
        return sendPage(request, reply, reviewPage(visible, visible, window, await readerUid(app, request)));
      },
    );
  },
);
