import { ConfigError, loadConfig } from '../../config';
import { localEnv, productionEnv, RAZORPAY_SETTINGS, TEST_CREDENTIALS_FILE } from '../../test/config-env';

describe('payment settings', () => {
  it('Razorpay keys switch the sandbox off', () => {
    const { payment } = loadConfig(
      localEnv({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's3cret', RAZORPAY_WEBHOOK_SECRET: 'wh' }),
    );
    expect(payment).toMatchObject({
      razorpay: { keyId: 'rzp_test_1', keySecret: 's3cret' },
      webhookSecret: 'wh',
      sandboxEnabled: false,
    });
  });

  it('one Razorpay key without the other is refused', () => {
    expect(() => loadConfig(localEnv({ RAZORPAY_KEY_ID: 'rzp_test_1' }))).toThrow(
      new ConfigError('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (the local payment sandbox).'),
    );
  });

  it('the sandbox runs only with a demo- project and no Razorpay keys', () => {
    expect(loadConfig(localEnv()).payment.sandboxEnabled).toBe(true);
    expect(loadConfig(localEnv({ NODE_ENV: 'staging' })).payment.sandboxEnabled).toBe(true);
    expect(loadConfig(productionEnv()).payment).toMatchObject({ sandboxEnabled: false, razorpay: expect.any(Object) });
  });

  it('a real project without every Razorpay setting refuses to start, naming the missing ones, whatever NODE_ENV says', () => {
    const realProject = { FIREBASE_PROJECT_ID: 'shop-staging', GOOGLE_APPLICATION_CREDENTIALS: TEST_CREDENTIALS_FILE };
    for (const nodeEnv of [undefined, 'development', 'staging', 'production']) {
      const env: Record<string, string> = nodeEnv ? { ...realProject, NODE_ENV: nodeEnv } : { ...realProject };
      expect(() => loadConfig(env)).toThrow(
        new ConfigError(
          "Refusing to start: FIREBASE_PROJECT_ID 'shop-staging' is a real project, but RAZORPAY_KEY_ID, " +
            'RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are not set. Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, ' +
            'RAZORPAY_WEBHOOK_SECRET (Razorpay Dashboard → Account & Settings → API Keys and Webhooks). The local ' +
            'payment sandbox marks orders paid without money, so it runs only with a demo- project (npm start).',
        ),
      );
    }
    expect(() => loadConfig({ ...realProject, ...RAZORPAY_SETTINGS, RAZORPAY_WEBHOOK_SECRET: ' ' })).toThrow(
      'but RAZORPAY_WEBHOOK_SECRET is not set.',
    );
    expect(() => loadConfig({ ...realProject, RAZORPAY_KEY_ID: RAZORPAY_SETTINGS.RAZORPAY_KEY_ID as string })).toThrow(
      'but RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are not set.',
    );
  });

  it('PAYMENT_SANDBOX_IN_PRODUCTION no longer opens the sandbox: the refusal says it is not read', () => {
    expect(() =>
      loadConfig(
        productionEnv({
          RAZORPAY_KEY_ID: '',
          RAZORPAY_KEY_SECRET: '',
          RAZORPAY_WEBHOOK_SECRET: '',
          PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        }),
      ),
    ).toThrow('PAYMENT_SANDBOX_IN_PRODUCTION is no longer read: a real project never takes sandbox payments.');
  });

  it('reads the checkout rate limit and refuses nonsense', () => {
    expect(loadConfig(localEnv({ CHECKOUT_RATE_LIMIT: '5' })).payment.checkoutRatePerMinute).toBe(5);
    expect(() => loadConfig(localEnv({ CHECKOUT_RATE_LIMIT: '0' }))).toThrow(
      "CHECKOUT_RATE_LIMIT must be a whole number above 0, got '0'.",
    );
  });

  it('reads the caps against stock hoarding and refuses nonsense', () => {
    expect(
      loadConfig(
        localEnv({
          CHECKOUT_ORDERS_PER_HOUR: '6',
          CHECKOUT_MAX_PENDING_ORDERS: '1',
          CHECKOUT_MAX_UNITS_PER_PRODUCT: '3',
        }),
      ).payment,
    ).toMatchObject({ ordersPerHour: 6, maxPendingOrders: 1, maxUnitsPerProduct: 3 });
    expect(() => loadConfig(localEnv({ CHECKOUT_MAX_PENDING_ORDERS: '0' }))).toThrow(
      "CHECKOUT_MAX_PENDING_ORDERS must be a whole number above 0, got '0'.",
    );
    expect(() => loadConfig(localEnv({ CHECKOUT_MAX_UNITS_PER_PRODUCT: 'many' }))).toThrow(
      "CHECKOUT_MAX_UNITS_PER_PRODUCT must be a whole number above 0, got 'many'.",
    );
  });

  it('reads how often unpaid orders are expired (a minute unless set)', () => {
    expect(loadConfig(localEnv()).payment.orderExpirySweepMs).toBe(60_000);
    expect(loadConfig(localEnv({ ORDER_EXPIRY_SWEEP_MS: '50' })).payment.orderExpirySweepMs).toBe(50);
    expect(() => loadConfig(localEnv({ ORDER_EXPIRY_SWEEP_MS: 'soon' }))).toThrow(
      "ORDER_EXPIRY_SWEEP_MS must be a whole number above 0, got 'soon'.",
    );
  });

  it('reads how often unpaid orders are reconciled (a minute) and how long the sandbox waits before its webhook (2 s, 0 allowed)', () => {
    expect(loadConfig(localEnv()).payment).toMatchObject({ reconcileMs: 60_000, sandboxWebhookDelayMs: 2_000 });
    expect(
      loadConfig(localEnv({ PAYMENT_RECONCILE_MS: '5000', PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: '0' })).payment,
    ).toMatchObject({ reconcileMs: 5000, sandboxWebhookDelayMs: 0 });
    expect(() => loadConfig(localEnv({ PAYMENT_RECONCILE_MS: '0' }))).toThrow(
      "PAYMENT_RECONCILE_MS must be a whole number above 0, got '0'.",
    );
    expect(() => loadConfig(localEnv({ PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: '-1' }))).toThrow(
      "PAYMENT_SANDBOX_WEBHOOK_DELAY_MS must be a whole number of 0 or more, got '-1'.",
    );
  });
});
