import { useCallback } from 'react';
import {
  DeliveryCheckBox,
  useApi,
  useDeliveryCheck,
  type DeliveryCheck,
  type DeliveryCheckClasses,
} from 'shared-contracts/react';
import { fetchDeliveryQuote } from '../api/fetchDeliveryQuote';

const CLASSES: DeliveryCheckClasses = { block: 'cart-delivery', submit: 'cart-button', retry: 'cart-link-button' };

/**
 * The cart's pincode check for the cart's value: the one this browser remembers, checked at once,
 * asked again when the value changes. Its answer is also the cart's freight estimate.
 */
export function useCartDeliveryCheck(valuePaise: number): DeliveryCheck {
  const request = useApi();
  const ask = useCallback((pincode: string) => fetchDeliveryQuote(request, pincode, valuePaise), [request, valuePaise]);
  return useDeliveryCheck(ask);
}

/**
 * "Check delivery" in the cart: a pincode (the one this browser remembers, pre-filled and
 * checked), the server's one-line answer for the cart's value, read out as it arrives. Advice
 * only: checkout decides.
 */
export function PincodeCheck({ check }: { check: DeliveryCheck }) {
  return <DeliveryCheckBox check={check} classes={CLASSES} />;
}
