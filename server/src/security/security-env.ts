/**
 * The security suite's server settings: limits out of the way (the suite is about access and
 * input, each limit has its own tests), and the webhook switched on (unset, it answers 503 by design).
 */
export const SECURITY_ENV = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  CHECKOUT_RATE_LIMIT: '100000000',
  UPLOAD_RATE_LIMIT: '100000000',
  RAZORPAY_WEBHOOK_SECRET: 'security-suite-webhook-secret-0123456789',
};
