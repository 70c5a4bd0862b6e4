/**
 * POST /api/checkout/quote: the order reviewed before paying. The lines on screen, priced as
 * create-order prices the saved cart (price-order.ts), with the address's freight and assembly,
 * the coupon and the GST; nothing is reserved or written.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import {
  CHECKOUT_API_PATHS,
  toPaise,
  validateBillingFields,
  type CheckoutQuoteRequest,
  type CheckoutQuoteResponse,
} from 'shared-contracts';
import { currentUser } from '../../plugins/auth';
import type { DocumentStore } from '../../storage/port';
import type { CouponsRepository } from '../coupons/repository';
import { checkOrderTaxRequest } from '../gst-orders/order-tax';
import { refuseBadFields } from './billing';
import { cashOnDeliveryRefusalOf } from './delivery-terms';
import { priceOrder } from './price-order';
import { quoteSchema } from './schemas';

export interface QuoteRouteOptions {
  docs: DocumentStore;
  coupons: CouponsRepository;
  maxUnitsPerProduct: number;
  /** The checkout's per-user rate limit. */
  rateLimit: RateLimitOptions;
}

export function registerQuoteRoute(
  app: FastifyInstance,
  { docs, coupons, maxUnitsPerProduct, rateLimit }: QuoteRouteOptions,
): void {
  // Asked as the address, coupon or assembly change, so it takes the verified session without the
  // fresh revocation check create-order makes (which decides), under the checkout's per-user limit.
  app.post<{ Body: CheckoutQuoteRequest }>(
    CHECKOUT_API_PATHS.quote,
    { onRequest: app.requireVerifiedUser, config: { rateLimit }, schema: quoteSchema },
    async (request): Promise<CheckoutQuoteResponse> => {
      const { uid } = currentUser(request);
      const address = { postalCode: request.body.postalCode.trim(), country: request.body.country.trim() };
      refuseBadFields(validateBillingFields(address, ['postalCode', 'country']));
      const assemblyWanted = request.body.assembly === true;
      const couponCode = request.body.couponCode?.trim() ?? '';
      const order = await priceOrder(
        docs,
        coupons,
        {
          uid,
          lines: request.body.items,
          address,
          tax: checkOrderTaxRequest({ stateCode: request.body.stateCode }, address),
          couponCode,
          assemblyWanted,
        },
        { maxUnitsPerProduct, log: request.log },
      );
      return {
        goodsPaise: toPaise(order.priced.amount),
        discountPaise: order.discountPaise,
        couponRefusal: order.coupon && !order.coupon.applies ? order.coupon.reason : null,
        charges: order.charges,
        amountChargedPaise: order.chargedPaise,
        tax: order.tax,
        cashOnDeliveryRefusal: cashOnDeliveryRefusalOf(order.delivery, couponCode !== '', assemblyWanted),
      };
    },
  );
}
