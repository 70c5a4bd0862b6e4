/**
 * What an order costs, priced by the server alone: the saved cart at the catalogue's prices, the
 * coupon's discount spread over the lines, the freight and assembly the delivery table gives the
 * address, and the GST of the whole. Create-order charges it; the checkout's quote shows it before
 * paying. One function, so what the shopper reviews is what create-order charges.
 */
import { toPaise, type BillingDetails, type CartItem } from 'shared-contracts';
import type { DeliveryQuote, OrderCharges } from 'shared-contracts/delivery';
import type { OrderTax } from 'shared-contracts/gst';
import type { DocumentStore } from '../../storage/port';
import { priceCartCoupon, type CartCouponPrice } from '../coupons/apply';
import type { CouponsRepository } from '../coupons/repository';
import type { CheckedTaxRequest } from '../gst-orders/order-tax';
import { orderTaxFor } from '../gst-orders/order-tax-for';
import { priceCart, type PricedCart } from '../orders/pricing';
import { deliveryTermsFor } from './delivery-terms';
import { priceOrderCharges } from './order-charges';

export interface OrderPriceRequest {
  uid: string;
  /** The cart's lines, as saved. */
  lines: ReadonlyArray<Pick<CartItem, 'id' | 'quantity' | 'variantSku'>>;
  /** What of the address decides the price: the pincode's delivery terms. */
  address: Pick<BillingDetails, 'postalCode' | 'country'>;
  tax: CheckedTaxRequest;
  /** Empty: no coupon. */
  couponCode: string;
  assemblyWanted: boolean;
}

export interface PricedOrder {
  priced: PricedCart;
  /** The coupon asked for, whether it applies or why not; null without one. */
  coupon: CartCouponPrice | null;
  /** The coupon's discount when it applies, else 0. */
  discountPaise: number;
  /** The goods after the discount. */
  goodsPaise: number;
  /** The delivery table's answer for the address; null outside India. */
  delivery: DeliveryQuote | null;
  charges: OrderCharges;
  /** Whether the order carries any charge (an order without one is stored as before). */
  anyCharges: boolean;
  /** What the shopper pays: the goods after the discount plus the charges. */
  chargedPaise: number;
  tax: OrderTax | null;
}

interface WarnLog {
  warn(details: object, message: string): void;
}

/**
 * Prices the order; a coupon that does not apply is left out (the caller decides whether that is
 * a refusal). Throws the cart's problems (empty, a product gone, too many units) as 400/409 and an
 * Indian pincode the delivery table does not serve as a 400 with the pincode check's message.
 */
export async function priceOrder(
  docs: DocumentStore,
  coupons: CouponsRepository,
  request: OrderPriceRequest,
  { maxUnitsPerProduct, log }: { maxUnitsPerProduct: number; log: WarnLog },
): Promise<PricedOrder> {
  const priced = await priceCart(docs, request.lines, { maxUnitsPerProduct });
  const coupon = request.couponCode ? await priceCartCoupon(coupons, priced, request.couponCode, request.uid) : null;
  const applied = coupon?.applies ? coupon : null;
  const discountPaise = applied ? applied.discountPaise : 0;
  const goodsPaise = toPaise(priced.amount) - discountPaise;
  const delivery = await deliveryTermsFor(docs, request.address, goodsPaise);
  const { charges, chargedPaise, any } = priceOrderCharges(delivery, goodsPaise, request.assemblyWanted);
  const tax = await orderTaxFor(
    docs,
    priced,
    request.tax,
    log,
    applied ? { lineDiscountsPaise: applied.lineDiscountsPaise, totalPaise: discountPaise } : null,
    charges,
  );
  return { priced, coupon, discountPaise, goodsPaise, delivery, charges, anyCharges: any, chargedPaise, tax };
}
