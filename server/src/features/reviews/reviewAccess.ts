/**
 * Who is writing or reading a review, the write rate limit, and which product it is about.
 * Anyone may post (spec), so a token is optional on POST; a token that is sent must be valid and
 * its email verified (a bad token is a 401, never a silent visitor), because the review is then
 * tied to that account.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueProduct } from 'shared-contracts';
import { REVIEW_MESSAGES } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import { clientKey } from '../../plugins/client-key';
import { ARCHIVED_MESSAGE } from '../products/getProduct';
import type { ProductsRepository } from '../products/productsRepository';

/** onRequest: a visitor passes as is; a caller who sends a token must be a verified account. */
export const verifiedUserIfToken =
  (app: FastifyInstance) =>
  async (request: FastifyRequest): Promise<void> => {
    if (request.headers.authorization !== undefined) await app.requireVerifiedUser(request);
  };

/** The uid behind a read request's token, or null: a bad or expired token only loses the `mine` marks. */
export async function readerUid(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  if (request.headers.authorization === undefined) return null;
  try {
    await app.requireUser(request);
    return request.user?.uid ?? null;
  } catch {
    return null;
  }
}

export interface ReviewWriteLimits {
  /** Review writes (posts and edits) per client IP per window. Several shoppers may share an address. */
  perIp: number;
  /** Review writes per signed-in account per window, whatever address it comes from. */
  perUser: number;
  windowMs: number;
}

export const DEFAULT_REVIEW_WRITE_LIMITS: ReviewWriteLimits = { perIp: 10, perUser: 5, windowMs: 10 * 60_000 };

/**
 * A preHandler (after the token is checked) limiting review writes per IP and per account, on the
 * app's rate limiter. Two keys, so not the one-key `config.rateLimit`: a visitor is limited by
 * address, a signed-in shopper also by account (new addresses do not reset it). Shared by POST
 * and PATCH: both write reviews.
 */
export function reviewWriteLimit(
  app: FastifyInstance,
  limits: ReviewWriteLimits,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const byIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `review-ip:${clientKey(request.ip)}`,
  });
  const byUser = app.createRateLimit({
    max: limits.perUser,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `review-uid:${request.user?.uid ?? ''}`,
  });
  const check = async (limiter: typeof byIp, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw httpError(429, REVIEW_MESSAGES.rateLimited);
    }
  };
  return async (request, reply) => {
    await check(byIp, request, reply);
    if (request.user) await check(byUser, request, reply);
  };
}

/**
 * The product a review is about, from the products snapshot. Shoppers: an unknown or archived
 * product is a 404 saying it is no longer available; `admin` sees archived ones too.
 */
export async function reviewedProduct(
  products: Pick<ProductsRepository, 'snapshot'>,
  id: string,
  { admin = false } = {},
): Promise<CatalogueProduct> {
  const snapshot = await products.snapshot();
  const at = snapshot.indexById.get(id);
  const product = at === undefined ? undefined : snapshot.products[at];
  if (!product || (product.status === 'archived' && !admin)) throw httpError(404, ARCHIVED_MESSAGE);
  return product;
}
