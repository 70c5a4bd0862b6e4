/**
 * The order as the server would charge it, for the summary before paying: asked once the address
 * has a postal code the billing rules accept, and again when the cart, the state, the coupon or the
 * assembly choice changes. The newest question's answer wins; a failed quote only leaves the summary
 * on its estimate (create-order prices again and decides).
 */
import { useEffect, useState } from 'react';
import { hasErrors, validateBillingFields, type Cart, type CheckoutQuoteResponse } from 'shared-contracts';
import { useApi } from 'shared-contracts/react';
import { fetchCheckoutQuote } from '../api/fetchCheckoutQuote';

export interface QuotedAddress {
  postalCode: string;
  country: string;
  /** The GST state chosen in the form; empty when none yet. */
  stateCode: string;
}

export interface CheckoutQuoteInput {
  cart: Cart;
  address: QuotedAddress | null;
  /** The cart's coupon, or null. */
  couponCode: string | null;
  assembly: boolean;
}

export type CheckoutQuote =
  { status: 'idle' | 'loading' | 'failed'; quote: null } | { status: 'ready'; quote: CheckoutQuoteResponse };

/** One line per cart line: a new quote is asked only when what is priced changes. */
const cartKey = (cart: Cart): string =>
  cart.items.map((item) => `${item.id}|${item.variantSku ?? ''}|${item.quantity}|${item.price}`).join(',');

export function useCheckoutQuote({ cart, address, couponCode, assembly }: CheckoutQuoteInput): CheckoutQuote {
  const request = useApi();
  const [state, setState] = useState<CheckoutQuote>({ status: 'idle', quote: null });
  const postalCode = address?.postalCode.trim() ?? '';
  const country = address?.country.trim() ?? '';
  const stateCode = address?.stateCode ?? '';
  const askable =
    cart.items.length > 0 &&
    !hasErrors(validateBillingFields({ postalCode, country }, ['postalCode', 'country'] as const));
  const key = cartKey(cart);

  useEffect(() => {
    if (!askable) {
      setState({ status: 'idle', quote: null });
      return;
    }
    let current = true;
    setState({ status: 'loading', quote: null });
    fetchCheckoutQuote(request, {
      items: cart.items.map(({ id, quantity, variantSku }) => ({
        id,
        quantity,
        ...(variantSku ? { variantSku } : {}),
      })),
      postalCode,
      country,
      ...(stateCode ? { stateCode } : {}),
      ...(couponCode ? { couponCode } : {}),
      ...(assembly ? { assembly: true } : {}),
    }).then(
      (quote) => current && setState({ status: 'ready', quote }),
      () => current && setState({ status: 'failed', quote: null }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again when the cart's priced lines change, not when its object does
  }, [request, key, askable, postalCode, country, stateCode, couponCode, assembly]);

  return state;
}
