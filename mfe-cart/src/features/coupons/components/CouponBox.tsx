import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { formatPaise, type Cart, type CouponCheckResponse } from 'shared-contracts';
import { useApi } from 'shared-contracts/react';
import { appliedCouponCode, priceCouponForCart, rememberCouponCode } from '../api/couponApi';

export const COUPON_TEXT = {
  heading: 'Coupon',
  label: 'Coupon code',
  apply: 'Apply',
  remove: 'Remove',
  checking: 'Checking the code…',
  empty: 'Enter a code.',
  failed: 'The code could not be checked. Please try again.',
  applied: (code: string, discountPaise: number): string => `${code}: ${formatPaise(discountPaise)} off`,
  total: (totalPaise: number): string => `Total after the coupon: ${formatPaise(totalPaise)}`,
} as const;

type CouponState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'answered'; answer: CouponCheckResponse }
  | { status: 'failed'; code: string; message: string };

/**
 * One coupon code in the cart: the server prices it against the saved cart (saved first, so it
 * prices these lines) and the box shows its discount or its reason; it is asked again whenever
 * the cart changes, and Remove forgets it. Checkout carries the applied code to create-order.
 */
export function CouponBox({ cart }: { cart: Cart }): ReactElement {
  const id = useId();
  const request = useApi();
  const [draft, setDraft] = useState('');
  const [state, setState] = useState<CouponState>(() => {
    const code = appliedCouponCode();
    return code ? { status: 'checking', code } : { status: 'none' };
  });
  const asked = useRef(0);

  const ask = useCallback(
    async (code: string) => {
      const attempt = ++asked.current;
      setState({ status: 'checking', code });
      try {
        const answer = await priceCouponForCart(request, cart, code);
        if (attempt !== asked.current) return;
        rememberCouponCode(answer.applies ? answer.code : null);
        setState({ status: 'answered', answer });
      } catch (error) {
        if (attempt !== asked.current) return;
        setState({
          status: 'failed',
          code,
          message: error instanceof Error && error.message ? error.message : COUPON_TEXT.failed,
        });
      }
    },
    [request, cart],
  );

  // The applied code is priced again for every change of the cart (lines or quantities).
  const appliedCode = state.status === 'answered' && state.answer.applies ? state.answer.code : null;
  const pendingCode = state.status === 'checking' ? state.code : null;
  const current = appliedCode ?? pendingCode;
  useEffect(() => {
    if (current) void ask(current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again when the cart changes, not when the answer does
  }, [cart]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = draft.trim();
    if (!code) {
      setState({ status: 'failed', code, message: COUPON_TEXT.empty });
      return;
    }
    void ask(code);
  };

  const remove = () => {
    asked.current += 1;
    rememberCouponCode(null);
    setDraft('');
    setState({ status: 'none' });
  };

  return (
    <section className="cart-coupon" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-delivery__title">
        {COUPON_TEXT.heading}
      </h2>
      {appliedCode === null && (
        <form className="cart-delivery__form" onSubmit={onSubmit} noValidate>
          <label htmlFor={`${id}-code`}>{COUPON_TEXT.label}</label>
          <input
            id={`${id}-code`}
            type="text"
            autoComplete="off"
            maxLength={40}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="cart-button" aria-disabled={state.status === 'checking' || undefined}>
            {COUPON_TEXT.apply}
          </button>
        </form>
      )}
      <div className="cart-delivery__answer" role="status" aria-labelledby={`${id}-title`}>
        {state.status === 'checking' && <p>{COUPON_TEXT.checking}</p>}
        {state.status === 'answered' && state.answer.applies && (
          <>
            <p className="cart-delivery__message" data-testid="coupon-discount">
              {COUPON_TEXT.applied(state.answer.code, state.answer.discountPaise)}
            </p>
            <p data-testid="coupon-total">{COUPON_TEXT.total(state.answer.totalPaise)}</p>
            <button type="button" className="cart-link-button" onClick={remove}>
              {COUPON_TEXT.remove}
            </button>
          </>
        )}
        {state.status === 'answered' && !state.answer.applies && (
          <p className="cart-delivery__error">{state.answer.reason}</p>
        )}
        {state.status === 'failed' && <p className="cart-delivery__error">{state.message}</p>}
      </div>
    </section>
  );
}
