import { useCallback } from 'react';
import { DeliveryCheckBox, useApi, useDeliveryCheck, type DeliveryCheckClasses } from 'shared-contracts/react';
import { fetchDeliveryQuote } from '../api/fetchDeliveryQuote';

const CLASSES: DeliveryCheckClasses = { block: 'cart-delivery', submit: 'cart-button', retry: 'cart-link-button' };

/**
 * "Check delivery" in the cart: a pincode (the one this browser remembers, pre-filled and
 * checked), the server's one-line answer for the cart's value, read out as it arrives and asked
 * again when the value changes. Advice only: checkout decides.
 */
export function PincodeCheck({ valuePaise }: { valuePaise: number }) {
  const request = useApi();
  const ask = useCallback((pincode: string) => fetchDeliveryQuote(request, pincode, valuePaise), [request, valuePaise]);
  return <DeliveryCheckBox check={useDeliveryCheck(ask)} classes={CLASSES} />;
}
