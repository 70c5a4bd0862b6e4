/**
 * The coupon API:
 *
 * GET  /api/admin/coupons          admin: the coupons with their uses, a page at a time in code order
 *                                  (?after=<next>&limit=, 50 a page, at most 100)
 * POST /api/admin/coupons          admin: CouponInput → 201 the coupon; bad terms → 400 naming each
 *                                  problem, a code taken (whatever its case) → 409; nothing stored
 * PUT  /api/admin/coupons/{code}   admin: the terms without the code → the coupon (its uses kept);
 *                                  bad terms → 400, an unknown code → 404; nothing stored
 * POST /api/coupons/check {code}   signed-in shopper: the code priced against their saved cart
 *                                  (CouponCheckResponse: the discount, or the reason it does not apply)
 *
 * create-order takes the code too (checkout/routes.ts) and prices it again the same way.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  COUPON_API_PATHS,
  COUPON_INPUT_MESSAGES,
  COUPONS_MAX_PAGE,
  COUPONS_PAGE_SIZE,
  validateCouponInput,
  type Coupon,
  type CouponCheckRequest,
  type CouponCheckResponse,
  type CouponInput,
  type CouponListResponse,
} from 'shared-contracts';
import { httpError } from '../../http-errors';
import { pageLimit, type PageRequest } from '../../http-pages';
import { currentUser } from '../../plugins/auth';
import type { StoragePort } from '../../storage/port';
import { adminOnly } from '../admin/require-admin';
import { priceCart } from '../orders/pricing';
import { createSavedListsRepository } from '../saved-lists/repository';
import { priceCartCoupon } from './apply';
import { createCouponsRepository } from './repository';
import { checkCouponSchema, createCouponSchema, listCouponsSchema, updateCouponSchema } from './schemas';
import { namedPlugin } from '../../plugins/named-plugin';

export const COUPON_ROUTE_MESSAGES = {
  notFound: (code: string): string => `There is no coupon with the code ${code}.`,
  notSaved: (problems: readonly string[]): string => `Nothing was saved: ${problems.join(' ')}`,
} as const;

export interface CouponRoutesOptions {
  storage: Pick<StoragePort, 'docs' | 'users'>;
  /** The most units of one product an order may hold (the checkout's limit: the cart is priced as create-order prices it). */
  limits: { maxUnitsPerProduct: number };
}

export const couponRoutes: FastifyPluginAsync<CouponRoutesOptions> = namedPlugin(
  'couponRoutes',
  async (app, { storage, limits }) => {
    const coupons = createCouponsRepository(storage.docs);
    const lists = createSavedListsRepository(storage.docs);
    const onRequest = adminOnly(app, storage.users);

    const refuseBadTerms = (input: CouponInput): void => {
      const problems = validateCouponInput(input);
      if (problems.length > 0) throw httpError(400, COUPON_ROUTE_MESSAGES.notSaved(problems));
    };

    app.get<{ Querystring: PageRequest }>(
      COUPON_API_PATHS.admin,
      { onRequest, schema: listCouponsSchema },
      (request): Promise<CouponListResponse> => {
        const { after, limit } = request.query;
        return coupons.page({ after, limit: pageLimit(limit, { size: COUPONS_PAGE_SIZE, max: COUPONS_MAX_PAGE }) });
      },
    );

    app.post<{ Body: CouponInput }>(
      COUPON_API_PATHS.admin,
      { onRequest, schema: createCouponSchema },
      async (request, reply): Promise<Coupon> => {
        refuseBadTerms(request.body);
        const created = await coupons.create(request.body);
        if (!created) throw httpError(409, COUPON_INPUT_MESSAGES.duplicate(request.body.code.trim().toUpperCase()));
        void reply.status(201);
        return created;
      },
    );

    app.put<{ Params: { code: string }; Body: Omit<CouponInput, 'code'> }>(
      `${COUPON_API_PATHS.admin}/:code`,
      { onRequest, schema: updateCouponSchema },
      async (request): Promise<Coupon> => {
        const { code } = request.params;
        refuseBadTerms({ ...request.body, code });
        const updated = await coupons.update(code, request.body);
        if (!updated) throw httpError(404, COUPON_ROUTE_MESSAGES.notFound(code.trim().toUpperCase()));
        return updated;
      },
    );

    app.post<{ Body: CouponCheckRequest }>(
      COUPON_API_PATHS.check,
      { onRequest: app.requireVerifiedUser, schema: checkCouponSchema },
      async (request): Promise<CouponCheckResponse> => {
        const { uid } = currentUser(request);
        const cart = await lists.getCart(uid);
        const priced = await priceCart(storage.docs, cart.items, limits);
        const price = await priceCartCoupon(coupons, priced, request.body.code, uid);
        if (!price.applies) return { applies: false, code: price.code, reason: price.reason };
        return {
          applies: true,
          code: price.code,
          discountPaise: price.discountPaise,
          subtotalPaise: price.subtotalPaise,
          totalPaise: price.subtotalPaise - price.discountPaise,
        };
      },
    );
  },
);
