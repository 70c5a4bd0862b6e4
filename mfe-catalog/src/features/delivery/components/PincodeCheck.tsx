import { useCallback } from 'react';
import { DeliveryCheckBox, useApi, useDeliveryCheck, type DeliveryCheckClasses } from 'shared-contracts/react';
import { useValueTypedBeforeHydration } from '../../forms/hooks/useValueTypedBeforeHydration';
import { fetchDeliveryQuote } from '../api/fetchDeliveryQuote';
import './delivery.css';

const CLASSES: DeliveryCheckClasses = {
  block: 'cat-delivery',
  submit: 'cat-button',
  retry: 'cat-button cat-button--secondary',
};

/**
 * "Check delivery" on the product page: a pincode (the one this browser remembers, pre-filled and
 * checked), the server's one-line answer for one of this product, read out as it arrives. Advice
 * only: Add to Cart stays possible whatever it says.
 */
export function PincodeCheck({ productId }: { productId: string }) {
  const request = useApi();
  const ask = useCallback(
    (pincode: string) => fetchDeliveryQuote(request, pincode, productId, 1),
    [request, productId],
  );
  const check = useDeliveryCheck(ask);
  const pincodeField = useValueTypedBeforeHydration<HTMLInputElement>(check.setDraft);
  return <DeliveryCheckBox check={check} classes={CLASSES} pincodeRef={pincodeField} />;
}
