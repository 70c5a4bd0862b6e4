/** Bodies of the checkout server (spec §7, ARCHITECTURE §7) and the order confirmation. */
import type { OrderCharges } from './delivery/charges';
import type { OrderTax, OrderTaxRequest } from './gst/order-tax';
import type { BillingForm, CartItem } from './types';

export const CHECKOUT_API_PATHS = {
  sendEmail: '/api/checkout/send-email',
  createOrder: '/api/checkout/create-order',
  verify: '/api/checkout/verify',
  /**
   * POST {orderId} (the order's owner): the payment popup was closed or the payment failed, so the
   * pending order ends (`failed`) and its reserved stock returns at once instead of after 15 minutes.
   */
  abandon: '/api/checkout/abandon',
  /**
   * POST the cart's lines, the address's pincode, country and state, the coupon and the assembly
   * choice: what create-order would charge for them now, with its GST breakup, before paying.
   */
  quote: '/api/checkout/quote',
  order: (orderId: string): string => `/api/orders/${encodeURIComponent(orderId)}`,
} as const;

/** The billing form's fields (spec §3 BillingForm), named apart from the checkout's form component. */
export type BillingDetails = BillingForm;

/** The billing form plus the cart totals: the spec's send-email body. */
export interface SendEmailRequest extends BillingDetails {
  totalQty: number;
  totalAmount: number;
}

export interface SendEmailResponse {
  success: boolean;
}

/**
 * `amount` in rupees; the server only compares it with its own total. `billing`: the checkout
 * form's details, checked by the same rules as send-email (validateBilling) and kept on the order
 * (its mails and the order pages read them from there).
 */
/** How an order is paid: online through the provider's popup, or in cash to the courier. */
export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface CreateOrderRequest extends OrderTaxRequest {
  amount: number;
  billing: BillingDetails;
  /**
   * 'online' unless said. 'cod': the server checks that the delivery table takes cash on delivery
   * for the address and amount, and answers a placed order with no payment to make.
   */
  paymentMethod?: PaymentMethod;
  /** A coupon the cart applied: the server prices it again, and `amount` is the total after its discount. */
  couponCode?: string;
  /**
   * The shopper asks for assembly. Only the choice: the server prices it (and the freight) from the
   * delivery table and adds them to what is charged; `amount` stays the goods' total.
   */
  assembly?: boolean;
}

export interface CreateOrderResponse {
  id: string;
  /** The payment provider's public key id, for the popup's `key` option (empty for cash on delivery). */
  key: string;
  /** How the order is paid; 'cod': it is placed already, no popup (absent from older servers: online). */
  paymentMethod?: PaymentMethod;
  /**
   * The GST the server computed for this order, for the checkout to show before the payment; null
   * while the seller has no GST settings (absent from servers older than the tax breakup).
   */
  tax?: OrderTax | null;
  /** The freight and assembly the server charged besides the goods (absent from older servers: none). */
  charges?: OrderCharges;
  /** Rupees: what the shopper pays, the goods after any discount plus the charges (absent from older servers). */
  amountCharged?: number;
}

/**
 * The checkout's review of the order before paying: the address as far as it decides the price
 * (delivery by pincode, GST by state), the cart's coupon and the assembly choice.
 */
export interface CheckoutQuoteRequest extends Pick<OrderTaxRequest, 'stateCode'> {
  /** The lines on screen (the server prices them from the catalogue, as create-order prices the saved cart). */
  items: Array<Pick<CartItem, 'id' | 'quantity' | 'variantSku'>>;
  postalCode: string;
  country: string;
  couponCode?: string;
  assembly?: boolean;
}

/**
 * What create-order would charge for those lines now, priced the same way (its answer decides;
 * stock is not reserved by a quote). Money in whole paise.
 */
export interface CheckoutQuoteResponse {
  /** The goods at their prices, before any discount. */
  goodsPaise: number;
  /** The coupon's discount; 0 without one, or when it does not apply. */
  discountPaise: number;
  /** Why the coupon asked for does not apply (it is then left out of the quote); null otherwise. */
  couponRefusal: string | null;
  charges: OrderCharges;
  /** What the shopper would pay: the goods after the discount plus the charges. */
  amountChargedPaise: number;
  /** The GST breakup of that amount; null while the seller has no GST settings. */
  tax: OrderTax | null;
  /** Null when cash on delivery can be chosen for this order; otherwise why not. */
  cashOnDeliveryRefusal: string | null;
}

/** What the payment popup's handler receives, posted as is. */
export interface VerifyPaymentRequest {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface VerifyPaymentResponse {
  success: true;
  orderId: string;
}

/**
 * An order's life cycle (the server's transition table decides every move). Paid online: pending →
 * paid → shipped → delivered; pending → failed (payment failed or abandoned) and pending|failed →
 * expired (not paid within 15 minutes; stock released); paid|shipped → cancelled (refunded). Cash
 * on delivery: placed → shipped → delivered → paid (the cash collected); placed|shipped → cancelled.
 */
export const ORDER_STATUSES = [
  'pending',
  'placed',
  'paid',
  'failed',
  'expired',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface AbandonOrderRequest {
  orderId: string;
}

/** The order's status after the abandon (`failed`, or `expired` when it had already run out). */
export interface AbandonOrderResponse {
  orderId: string;
  status: OrderStatus;
}

/**
 * One change of an order's status, as the server records it. `by`: 'shopper', 'system' (expiry),
 * 'provider' (payment webhook or verified signature), or the uid of the admin who acted.
 */
export interface OrderHistoryEntry {
  from: OrderStatus;
  to: OrderStatus;
  /** ISO time. */
  at: string;
  by: string;
  reason: string;
}

export interface OrderResponse {
  id: string;
  status: OrderStatus;
  items: CartItem[];
  /** Rupees: what the shopper pays, the lines after any discount plus the charges. */
  amount: number;
  currency: 'INR';
  /** Freight and assembly charged besides the lines; null or absent when none (and for older orders). */
  charges?: OrderCharges | null;
  createdAt: string;
  paidAt: string | null;
  /** How the order is paid (absent from older servers: online). */
  paymentMethod?: PaymentMethod;
  /** Cash on delivery: the paise the courier collected, once recorded; null before. */
  codCollectedPaise?: number | null;
}
