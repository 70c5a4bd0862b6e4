/** Checkout texts the spec leaves open (its own quoted texts come from MESSAGES). */
export const CHECKOUT_TEXT = {
  paymentUnavailable: 'Payment is unavailable right now. Please try again in a little while.',
  paymentNotCompleted: "Payment didn't go through. Your cart is kept, so you can try again.",
  paymentNotVerified: 'We could not confirm your payment. Your cart is kept; please try again.',
} as const;
