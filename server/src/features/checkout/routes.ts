/**
 * The checkout server of spec §7 (ARCHITECTURE §7), signed-in shoppers only, rate-limited per user:
 *
 * POST /api/checkout/send-email    billing fields + totals → checked by the billing rules → {success};
 *                                  a field breaking them (validateSendEmail) → 400 naming each. Mails
 *                                  nothing: the owner's mail comes after payment (orders/paid-mail.ts)
 * POST /api/checkout/create-order  {amount} rupees + billing → prices the SAVED cart here, refuses a
 *                                  differing amount (409), more of one product than an order may
 *                                  hold (409) or a bad billing field (400 naming each), creates the
 *                                  provider order in paise, then reserves the stock and stores the
 *                                  order (billing, the account's verified e-mail) in one transaction
 *                                  (409 naming a short product), with the GST breakup (gst-orders/:
 *                                  optional stateCode, gstin and businessName, a bad one → 400) → {id};
 *                                  an optional couponCode is priced again here (coupons/): the amount
 *                                  is the cart less its discount, spread over the lines before tax,
 *                                  and a code that does not apply is a 409 with its reason;
 *                                  the reservation lasts 15 minutes (orders/expire.ts). An Indian
 *                                  pincode the delivery table does not serve is a 400 with the
 *                                  pincode check's message, before anything is reserved.
 *                                  Freight and assembly (asked for with `assembly: true`) are
 *                                  priced from the table (order-charges.ts) and added to what is
 *                                  charged, the order's `amount`; the request's `amount` is the goods'.
 *                                  An account holds at most CHECKOUT_MAX_PENDING_ORDERS unpaid orders
 *                                  (a new one replaces the oldest: pending-orders.ts) and starts at
 *                                  most CHECKOUT_ORDERS_PER_HOUR an hour (429)
 * POST /api/checkout/verify        the popup handler's ids + signature → order paid once, the ordered
 *                                  quantities leave the saved cart, the order's mails are sent (the
 *                                  settle path the webhook and the reconciler take too; a second
 *                                  payment for a cart already paid for is refunded at once and the
 *                                  answer names that order, whose page shows it cancelled and refunded)
 * POST /api/checkout/abandon       {orderId} of the caller's pending order (popup closed, payment
 *                                  failed) → failed, its stock back at once → {orderId, status}
 * POST /api/checkout/quote         the lines on screen and the address → what create-order would
 *                                  charge for them (quote-route.ts)
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CHECKOUT_API_PATHS,
  type AbandonOrderRequest,
  type AbandonOrderResponse,
  formatRupees,
  validateBilling,
  validateSendEmail,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type SendEmailRequest,
  type SendEmailResponse,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from 'shared-contracts';
import type { ServerConfig } from '../../config';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import { clientKey } from '../../plugins/client-key';
import type { DocumentStore } from '../../storage/port';
import { RESERVATION_MS } from '../orders/expire';
import { createOrdersRepository } from '../orders/repository';
import { NOT_YOUR_ORDER, ORDER_NOT_FOUND } from '../orders/routes';
import { moveOrder } from '../orders/stock-moves';
import { paymentGateway } from '../payment/gateway';
import type { PaymentSettler } from '../payment/settle-payment';
import { paymentSignature, sameSignature } from '../payment/signature';
import { createSavedListsRepository } from '../saved-lists/repository';
import { checkOrderTaxRequest } from '../gst-orders/order-tax';
import { createCouponsRepository } from '../coupons/repository';
import { refuseBadFields, trimBilling } from './billing';
import { codConfirmationDeadline, refuseCashOnDelivery } from './delivery-terms';
import { priceOrder } from './price-order';
import { registerQuoteRoute } from './quote-route';
import type { PaidOrderMail } from '../orders/paid-mail';
import { expireOldestPending } from './pending-orders';
import { abandonSchema, createOrderSchema, sendEmailSchema, verifySchema } from './schemas';
import { namedPlugin } from '../../plugins/named-plugin';

export interface CheckoutRoutesOptions {
  docs: DocumentStore;
  config: Pick<ServerConfig, 'payment'>;
  /** The settle path of a verified payment (shared with the webhook and the reconciler). */
  settle: PaymentSettler;
  /** Where a cash-on-delivery order's mails go when it is placed (an online order's go when it is paid). */
  mail: PaidOrderMail;
}

export const RATE_LIMITED_MESSAGE = 'Too many checkout attempts. Please wait a minute and try again.';
export const ORDERS_RATE_LIMITED_MESSAGE =
  'This account has started too many orders in the last hour. Please try again later.';
export const PAYMENT_UNAVAILABLE = 'Online payment is not available right now.';
export const NOT_VERIFIED = 'The payment could not be verified.';

export const checkoutRoutes: FastifyPluginAsync<CheckoutRoutesOptions> = namedPlugin(
  'checkoutRoutes',
  async (app, { docs, config, settle, mail }) => {
    const gateway = paymentGateway(config.payment, docs);
    const orders = createOrdersRepository(docs);
    const lists = createSavedListsRepository(docs);
    const coupons = createCouponsRepository(docs);

    // The app's rate limiter, with this route's own limit (it replaces the per-IP one here). On
    // preHandler the user is known, so a signed-in shopper is limited by uid, not IP.
    const rateLimit = {
      max: config.payment.checkoutRatePerMinute,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `uid:${request.user.uid}` : `ip:${clientKey(request.ip)}`,
      errorResponseBuilder: () => httpError(429, RATE_LIMITED_MESSAGE),
    };
    // Paying is where a revoked session must stop at once: revocation is asked afresh here.
    const guarded = { onRequest: app.requireFreshVerifiedUser, config: { rateLimit } };
    // Each order reserves stock and costs a provider call: an account starts only so many an hour.
    const createOrderLimit = {
      ...rateLimit,
      max: config.payment.ordersPerHour,
      timeWindow: 60 * 60_000,
      keyGenerator: (request: FastifyRequest) => `create-order:uid:${currentUser(request).uid}`,
      errorResponseBuilder: () => httpError(429, ORDERS_RATE_LIMITED_MESSAGE),
    };
    const { maxPendingOrders, maxUnitsPerProduct } = config.payment;

    // The spec's route, kept for the checkout form's first step: it checks the billing and answers.
    // It mails nothing any more: its totals come from the browser, and the owner's mail now follows
    // the payment, with the server's amounts and the billing saved at create-order (orders/paid-mail.ts).
    app.post<{ Body: SendEmailRequest }>(
      CHECKOUT_API_PATHS.sendEmail,
      { ...guarded, schema: sendEmailSchema },
      async (request): Promise<SendEmailResponse> => {
        refuseBadFields(validateSendEmail(trimBilling(request.body)));
        return { success: true };
      },
    );

    app.post<{ Body: CreateOrderRequest }>(
      CHECKOUT_API_PATHS.createOrder,
      { ...guarded, config: { rateLimit: createOrderLimit }, schema: createOrderSchema },
      async (request): Promise<CreateOrderResponse> => {
        const { uid, email } = currentUser(request);
        const paymentMethod = request.body.paymentMethod ?? 'online';
        if (paymentMethod === 'online' && !gateway) throw httpError(503, PAYMENT_UNAVAILABLE);
        const billing = trimBilling(request.body.billing);
        refuseBadFields(validateBilling(billing));
        const taxRequest = checkOrderTaxRequest(request.body, billing);
        const cart = await lists.getCart(uid);
        const assemblyWanted = request.body.assembly === true;
        const order = await priceOrder(
          docs,
          coupons,
          {
            uid,
            lines: cart.items,
            address: billing,
            tax: taxRequest,
            couponCode: request.body.couponCode?.trim() ?? '',
            assemblyWanted,
          },
          { maxUnitsPerProduct, log: request.log },
        );
        const { coupon, discountPaise, charges, chargedPaise, tax } = order;
        if (coupon && !coupon.applies) throw httpError(409, coupon.reason);
        const amount = order.goodsPaise / 100;
        if (Math.abs(amount - request.body.amount) >= 0.005) {
          throw httpError(
            409,
            `Your cart total is ${formatRupees(amount)}, not ${formatRupees(request.body.amount)}. Review your cart and try again.`,
          );
        }
        if (paymentMethod === 'cod') refuseCashOnDelivery(order.delivery, Boolean(coupon), assemblyWanted);
        const common = {
          uid,
          items: order.priced.items,
          amount: chargedPaise / 100,
          ...(order.anyCharges ? { charges } : {}),
          currency: 'INR' as const,
          billing,
          // requireFreshVerifiedUser let only a verified account in: the token's e-mail is theirs.
          accountEmail: email,
          ...(tax ? { tax } : {}),
          ...(coupon?.applies ? { coupon: { code: coupon.code, discountPaise } } : {}),
        };
        if (paymentMethod === 'cod' || !gateway) {
          // Placed at once: the stock reserved and the order written in one transaction (a short line
          // is a 409 naming it), no payment to wait for and so no expiry; the cart empties in that same
          // write, and the confirmation it owes goes out now, as an online order's do once paid.
          const receipt = `rcpt_${randomBytes(12).toString('hex')}`;
          const createdAt = new Date();
          const placed = await orders.createReserving({
            ...common,
            id: `cod_${randomBytes(12).toString('hex')}`,
            receipt,
            provider: 'cod',
            createdAt: createdAt.toISOString(),
            // Where the seller asks for it, the shopper confirms within a day or the sweep cancels it.
            ...(await codConfirmationDeadline(docs, createdAt)),
          });
          mail.wake(placed.id);
          return { id: placed.id, key: '', paymentMethod: 'cod', tax, charges, amountCharged: placed.amount };
        }
        // The account's oldest unpaid orders make room for this one (their stock returns first).
        await expireOldestPending(docs, orders, uid, maxPendingOrders - 1, request.log);
        const receipt = `rcpt_${randomBytes(12).toString('hex')}`;
        const { id: orderId } = await gateway.createOrder({
          amountPaise: chargedPaise,
          currency: 'INR',
          receipt,
        });
        const now = Date.now();
        // Every line reserved and the order written in one transaction, or neither: a short line is a
        // 409 whose message names the product, passed on as it is (the provider's order stays unpaid).
        await orders.createReserving({
          ...common,
          id: orderId,
          receipt,
          provider: gateway.kind,
          createdAt: new Date(now).toISOString(),
          expiresAt: new Date(now + RESERVATION_MS).toISOString(),
        });
        // A create-order of the same account that ran alongside may have left one too many.
        await expireOldestPending(docs, orders, uid, maxPendingOrders, request.log);
        return {
          id: orderId,
          key: gateway.publicKey,
          paymentMethod: 'online',
          tax,
          charges,
          amountCharged: common.amount,
        };
      },
    );

    registerQuoteRoute(app, { docs, coupons, maxUnitsPerProduct, rateLimit });

    app.post<{ Body: VerifyPaymentRequest }>(
      CHECKOUT_API_PATHS.verify,
      { ...guarded, schema: verifySchema },
      async (request): Promise<VerifyPaymentResponse> => {
        const { uid } = currentUser(request);
        const {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: signature,
        } = request.body;
        const order = await orders.get(orderId);
        if (!order) throw httpError(404, ORDER_NOT_FOUND);
        if (order.uid !== uid) throw httpError(403, NOT_YOUR_ORDER);
        // The secret of the provider that made this order (the sandbox one only while the sandbox is on).
        // A cash-on-delivery order has no provider and so no secret: nothing can verify a payment for it.
        const secret =
          order.provider === 'razorpay'
            ? config.payment.razorpay?.keySecret
            : order.provider === 'sandbox' && config.payment.sandboxEnabled
              ? config.payment.sandboxSecret
              : undefined;
        if (!secret || !sameSignature(paymentSignature(order.id, paymentId, secret), signature))
          throw httpError(400, NOT_VERIFIED);
        await settle({ orderId: order.id, paymentId, log: request.log });
        return { success: true, orderId: order.id };
      },
    );

    app.post<{ Body: AbandonOrderRequest }>(
      CHECKOUT_API_PATHS.abandon,
      { ...guarded, schema: abandonSchema },
      async (request): Promise<AbandonOrderResponse> => {
        const { uid } = currentUser(request);
        const order = await orders.get(request.body.orderId);
        if (!order) throw httpError(404, ORDER_NOT_FOUND);
        if (order.uid !== uid) throw httpError(403, NOT_YOUR_ORDER);
        const result = await moveOrder(
          orders,
          order.id,
          { to: 'failed', by: 'shopper', reason: 'payment abandoned' },
          request.log,
        );
        if (!result) throw httpError(404, ORDER_NOT_FOUND);
        // Already ended without payment (a failed payment, a second close, the expiry): nothing is left to return.
        const ended = result.order.status === 'failed' || result.order.status === 'expired';
        if (result.refused && !ended) throw httpError(409, result.refused);
        return { orderId: order.id, status: result.order.status };
      },
    );
  },
);
