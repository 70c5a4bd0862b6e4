/**
 * The coupon applied in the cart, priced by the server for the cart on screen (saved first, so
 * it prices these lines) and asked again whenever the cart changes: what the checkout's summary
 * shows. The figures are the server's answer, never worked out here.
 */
import { useEffect, useState } from 'react';
import type { Cart, CouponCheckResponse } from 'shared-contracts';
import { useApi } from 'shared-contracts/react';
import { appliedCouponCode, priceCouponForCart } from '../api/couponApi';

export type AppliedCoupon =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'answered'; answer: CouponCheckResponse }
  | { status: 'failed'; code: string };

export function useAppliedCoupon(cart: Cart): AppliedCoupon {
  const request = useApi();
  // Read after the first render: sessionStorage is the browser's, and the server renders none.
  const [state, setState] = useState<AppliedCoupon>({ status: 'none' });
  useEffect(() => {
    const code = appliedCouponCode();
    if (!code || cart.items.length === 0) {
      setState({ status: 'none' });
      return;
    }
    let current = true;
    setState({ status: 'checking', code });
    priceCouponForCart(request, cart, code).then(
      (answer) => {
        if (current) setState({ status: 'answered', answer });
      },
      () => {
        if (current) setState({ status: 'failed', code });
      },
    );
    return () => {
      current = false;
    };
  }, [request, cart]);
  return state;
}
