/**
 * The delivery quote for the address being typed at checkout: asked as soon as the postal code is a
 * valid Indian pincode (and again when the order value changes), so an unserved pincode is said
 * before Pay Now. Advice only: create-order checks again and decides.
 */
import { useCallback, useEffect, useState } from 'react';
import { isIndia } from 'shared-contracts';
import { isValidPincode, type DeliveryQuote } from 'shared-contracts/delivery';
import { useApi } from 'shared-contracts/react';
import { fetchDeliveryQuote } from '../../delivery/api/fetchDeliveryQuote';

export interface DeliveryAddress {
  postalCode: string;
  country: string;
}

export interface AddressDelivery {
  /** The server's quote for the pincode typed; null before one is valid, or while it is asked. */
  quote: DeliveryQuote | null;
  /** The billing form reports its postal code and country here as they change. */
  onAddressChange: (address: DeliveryAddress) => void;
}

export function useAddressDelivery(valuePaise: number): AddressDelivery {
  const request = useApi();
  const [pincode, setPincode] = useState<string | null>(null);
  const [quote, setQuote] = useState<DeliveryQuote | null>(null);

  const onAddressChange = useCallback(({ postalCode, country }: DeliveryAddress) => {
    const typed = postalCode.replace(/\s/g, '');
    setPincode(isIndia(country) && isValidPincode(typed) ? typed : null);
  }, []);

  useEffect(() => {
    setQuote(null);
    if (pincode === null) return;
    let current = true;
    fetchDeliveryQuote(request, pincode, valuePaise).then(
      (answer) => current && setQuote(answer),
      // A check that could not be made says nothing: create-order still decides.
      (error: unknown) => console.error('Delivery check failed:', error),
    );
    return () => {
      current = false;
    };
  }, [request, pincode, valuePaise]);

  return { quote, onAddressChange };
}
