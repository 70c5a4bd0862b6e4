/**
 * Pay Now (ARCHITECTURE §7): mail the billing details to the admin, have the server create the
 * order from the saved cart, open the payment popup, then let the server verify the payment.
 * The email is sent first and payment continues only when it was accepted: the spec's sequence
 * starts with it, and a shopper whose details did not reach the shop should not be charged.
 * The browser never decides the price or the outcome; it only shows what the server says: a 409 of
 * create-order (total or stock changed) is shown as the server words it, and the caller re-reads
 * the products. A closed popup or failed payment gives the reserved stock back at once (abandon).
 * Cash on delivery: create-order answers an order placed already, so there is no popup and the
 * shopper goes straight to the order's page.
 */
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'shared-contracts/router';
import { showToast } from 'shared-contracts/toast';
import {
  ApiError,
  clearCart,
  MESSAGES,
  orderPath,
  SHIPPING_COST,
  toPaise,
  type BillingDetails,
  type Cart,
  type PaymentMethod,
} from 'shared-contracts';
import type { OrderCharges } from 'shared-contracts/delivery';
import type { OrderTax, OrderTaxRequest } from 'shared-contracts/gst';
import { useApi, useConfig } from 'shared-contracts/react';
import { abandonOrder } from '../api/abandonOrder';
import { appliedCouponCode, checkCoupon, rememberCouponCode } from '../../coupons/api/couponApi';
import { checkoutApi } from '../api/checkoutApi';
import { loadPaymentScript } from '../api/loadPaymentScript';
import type { RazorpayConstructor } from '../api/razorpay';
import { CHECKOUT_TEXT } from '../messages';

const trimmed = (billing: BillingDetails): BillingDetails => ({
  name: billing.name.trim(),
  email: billing.email.trim(),
  phone: billing.phone.trim(),
  address: billing.address.trim(),
  city: billing.city.trim(),
  postalCode: billing.postalCode.trim(),
  country: billing.country.trim(),
});

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : CHECKOUT_TEXT.paymentUnavailable;

export interface PayNow {
  /** `assembly`: the shopper asked for it; the server prices it (and the freight) and adds them. */
  payNow: (billing: BillingDetails, tax?: OrderTaxRequest, method?: PaymentMethod, assembly?: boolean) => Promise<void>;
  /**
   * The GST of the order being paid, as create-order answered it: shown before the payment
   * completes, never computed here. Null before create-order and after a payment that did not go through.
   */
  orderTax: OrderTax | null;
  /** The freight and assembly create-order charged, shown as the summary's lines; null before it answered. */
  orderCharges: OrderCharges | null;
  processing: boolean;
  /** Why the server refused the billing details (400), for the form to show; null otherwise. */
  refusal: string | null;
  /** The server's words when it refused to create the order (409: total or stock; 400: the address), until the next Pay Now. */
  orderRefusal: string | null;
}

export interface PayNowOptions {
  /** Called after create-order answered 409, so the page reads prices and stock again. */
  onOrderConflict?: () => void;
}

export function usePayNow(cart: Cart, { onOrderConflict }: PayNowOptions = {}): PayNow {
  const request = useApi();
  const { paymentScriptUrl, storeName } = useConfig();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [orderRefusal, setOrderRefusal] = useState<string | null>(null);
  const [orderTax, setOrderTax] = useState<OrderTax | null>(null);
  const [orderCharges, setOrderCharges] = useState<OrderCharges | null>(null);
  // A ref as well as state: a second press before React re-renders must not start a second run.
  const running = useRef(false);

  const finish = useCallback(() => {
    running.current = false;
    setProcessing(false);
  }, []);

  const payNow = useCallback(
    async (form: BillingDetails, tax: OrderTaxRequest = {}, method: PaymentMethod = 'online', assembly = false) => {
      if (running.current || cart.items.length === 0) return;
      running.current = true;
      setProcessing(true);
      const api = checkoutApi(request);
      const billing = trimmed(form);
      const totalAmount = cart.totalAmount + SHIPPING_COST;
      setRefusal(null);
      setOrderRefusal(null);
      setOrderTax(null);
      setOrderCharges(null);

      try {
        const { success } = await api.sendEmail({ ...billing, totalQty: cart.totalQuantity, totalAmount });
        if (!success) {
          showToast('error', MESSAGES.billingFailed);
          return finish();
        }
        showToast('success', MESSAGES.billingSent);
      } catch (error) {
        showToast('error', MESSAGES.billingError);
        // The form checks the same rules first; a refusal here still says which field, by the form.
        if (error instanceof ApiError && error.status === 400) setRefusal(error.message);
        return finish();
      }

      let orderId: string;
      let key: string;
      let ordering = false;
      // The cart's coupon, priced by the server for this cart: the amount to pay is its total.
      let amount = totalAmount;
      let couponCode: string | undefined;
      try {
        await api.saveCart(cart);
        ordering = true;
        const applied = appliedCouponCode();
        if (applied) {
          const coupon = await checkCoupon(request, applied);
          if (!coupon.applies) {
            setOrderRefusal(coupon.reason);
            return finish();
          }
          amount = coupon.totalPaise / 100 + SHIPPING_COST;
          couponCode = coupon.code;
        }
        const created = await api.createOrder({
          amount,
          billing,
          ...tax,
          ...(couponCode ? { couponCode } : {}),
          ...(method === 'cod' ? { paymentMethod: method } : {}),
          ...(assembly ? { assembly: true } : {}),
        });
        ({ id: orderId, key } = created);
        setOrderTax(created.tax ?? null);
        setOrderCharges(created.charges ?? null);
        // What the server charges: the goods plus its freight and assembly (an older server: the goods).
        amount = created.amountCharged ?? amount;
        if (created.paymentMethod === 'cod') {
          // Placed already: the server emptied the saved cart and mailed the confirmation.
          clearCart();
          rememberCouponCode(null);
          finish();
          void navigate(orderPath(orderId));
          return;
        }
      } catch (error) {
        // create-order's 409 (total, stock) and 400 (an address it does not deliver to) are said beside
        // Pay Now (they stay until fixed); anything else is a passing toast.
        if (ordering && error instanceof ApiError && (error.status === 409 || error.status === 400)) {
          setOrderRefusal(error.message);
          if (error.status === 409) onOrderConflict?.();
        } else showToast('error', messageOf(error));
        return finish();
      }

      let Razorpay: RazorpayConstructor;
      try {
        Razorpay = await loadPaymentScript(paymentScriptUrl);
      } catch (error) {
        console.error('Payment script not loaded:', error);
        showToast('error', CHECKOUT_TEXT.paymentUnavailable);
        return finish();
      }

      let settled = false;
      const notCompleted = (reason: string, detail?: unknown) => {
        if (settled) return;
        settled = true;
        console.error(reason, detail ?? '');
        showToast('error', CHECKOUT_TEXT.paymentNotCompleted);
        // That order ends here; the next Pay Now gets its own breakup.
        setOrderTax(null);
        setOrderCharges(null);
        // Fire and forget: the server expires the order after 15 minutes anyway.
        abandonOrder(request, orderId).catch((error: unknown) => console.error('Order not abandoned:', error));
        finish();
      };
      const popup = new Razorpay({
        key,
        amount: toPaise(amount),
        currency: 'INR',
        name: storeName,
        description: `Order ${orderId}`,
        order_id: orderId,
        prefill: { name: billing.name, email: billing.email, contact: billing.phone },
        handler: (response) => {
          settled = true;
          void api
            .verify(response)
            .then(({ orderId: paid }) => {
              clearCart();
              rememberCouponCode(null);
              finish();
              void navigate(orderPath(paid));
            })
            .catch((error: unknown) => {
              console.error('Payment not verified:', error);
              showToast('error', CHECKOUT_TEXT.paymentNotVerified);
              finish();
            });
        },
        modal: { ondismiss: () => notCompleted('Payment cancelled: the payment window was closed.') },
      });
      popup.on('payment.failed', (failure) => notCompleted('Payment failed:', failure.error));
      popup.open();
    },
    [cart, request, paymentScriptUrl, storeName, navigate, finish, onOrderConflict],
  );

  return { payNow, processing, refusal, orderRefusal, orderTax, orderCharges };
}
