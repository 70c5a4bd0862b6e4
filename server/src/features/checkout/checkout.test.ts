import { CHECKOUT_API_PATHS, type OrderResponse } from 'shared-contracts';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { archivedProductMessage } from '../orders/pricing';
import { as, BILLING, builtIn, orderAndPay, orderBody, post, saveCart, seedShop, stockOf } from './test-support';
import { productionEnv } from '../../test/config-env';

const chair = builtIn('01');
const sofa = builtIn('08');
const total = chair.price * 2 + sofa.price;

describe('checkout: create-order, verify, orders (sandbox payments)', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = makeApp();
    await seedShop(fixture);
  });
  afterEach(() => fixture.close());

  it.each([CHECKOUT_API_PATHS.sendEmail, CHECKOUT_API_PATHS.createOrder, CHECKOUT_API_PATHS.verify])(
    '%s needs a sign-in (401)',
    async (url) => {
      const response = await post(fixture, null, url, {});
      expect(response.statusCode).toBe(401);
    },
  );

  it('prices the saved cart on the server and stores a pending order', async () => {
    await saveCart(fixture, 'asha', [
      { product: chair, quantity: 2 },
      { product: sofa, quantity: 1 },
    ]);
    const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(total));
    expect(response.statusCode).toBe(200);
    const { id, key } = response.json<{ id: string; key: string }>();
    expect(id).toMatch(/^order_/);
    // The popup is opened with the provider's public key id (the sandbox's own here).
    expect(key).toBe('rzp_test_sandbox');
    const stored = await fixture.storage.docs.get('orders', id);
    expect(stored).toMatchObject({
      status: 'pending',
      uid: 'asha',
      amount: total,
      currency: 'INR',
      provider: 'sandbox',
    });
    expect(stored?.receipt).toMatch(/^rcpt_/);
    expect(stored?.items).toEqual([
      expect.objectContaining({ id: chair.id, price: chair.price, quantity: 2, totalPrice: chair.price * 2 }),
      expect.objectContaining({ id: sofa.id, price: sofa.price, quantity: 1 }),
    ]);
  });

  it('keeps the billing details on the order, trimmed', async () => {
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const response = await post(
      fixture,
      'asha',
      CHECKOUT_API_PATHS.createOrder,
      orderBody(chair.price, { ...BILLING, name: '  Asha Verma ', city: ' Jaipur' }),
    );
    expect(response.statusCode).toBe(200);
    expect((await fixture.storage.docs.get('orders', response.json<{ id: string }>().id))?.billing).toEqual(BILLING);
  });

  it('refuses billing that breaks the form rules (400 naming each field): no order, no stock taken', async () => {
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const stockBefore = await stockOf(fixture, chair.id);
    const bad = await post(
      fixture,
      'asha',
      CHECKOUT_API_PATHS.createOrder,
      orderBody(chair.price, { ...BILLING, email: 'not-an-email', postalCode: '41100' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter a valid email address. Enter a valid 6-digit PIN code.');
    const missing = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, { amount: chair.price });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/billing/);
    const extra = await post(
      fixture,
      'asha',
      CHECKOUT_API_PATHS.createOrder,
      orderBody(chair.price, { ...BILLING, totalQty: 1 } as typeof BILLING),
    );
    expect(extra.statusCode).toBe(400);
    expect(await fixture.storage.docs.list('orders')).toEqual([]);
    expect(await stockOf(fixture, chair.id)).toBe(stockBefore);
  });

  it('refuses a cheaper client amount (409), and a cart saved with a cheaper price is priced from the catalogue', async () => {
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 2, price: 1 }]);
    const cheap = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(2));
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json().message).toMatch(/^Your cart total is ₹/);
    expect(await fixture.storage.docs.list('orders')).toEqual([]);
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(chair.price * 2))).statusCode).toBe(
      200,
    );
  });

  it('an empty cart cannot be ordered (400 "Your cart is empty.")', async () => {
    const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(0));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your cart is empty.');
  });

  it('a product the catalogue does not sell stops the order (409)', async () => {
    await saveCart(fixture, 'asha', [{ product: { ...chair, id: 'gone-1' }, quantity: 1 }]);
    const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(chair.price));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('no longer sold');
  });

  it('an archived product stops the order (409 naming it); the seed price is what is charged, not the bundle', async () => {
    await fixture.storage.docs.mutate('products', chair.id, (doc) =>
      doc ? { ...doc, price: chair.price + 100 } : undefined,
    );
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(chair.price))).statusCode).toBe(409);
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(chair.price + 100))).statusCode).toBe(
      200,
    );

    await fixture.storage.docs.mutate('products', chair.id, (doc) =>
      doc ? { ...doc, status: 'archived' } : undefined,
    );
    const archived = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(chair.price + 100));
    expect(archived.statusCode).toBe(409);
    expect(archived.json().message).toBe(archivedProductMessage(chair.productName));
  });

  it('a built-in product that is not in storage is not sold (priced from storage alone)', async () => {
    await fixture.storage.docs.delete('products', sofa.id);
    await saveCart(fixture, 'asha', [{ product: sofa, quantity: 1 }]);
    const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(sofa.price));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(`no longer sold (id ${sofa.id})`);
  });

  it('stored products are priced from products/{id}', async () => {
    await fixture.storage.docs.put('products', 'remote-1', {
      productName: 'Oak Stool',
      imgUrl: '/stool.png',
      category: 'Chair',
      price: 1250,
      shortDesc: '',
      description: '',
      reviews: [],
      avgRating: 0,
      stock: 5,
    });
    await saveCart(fixture, 'asha', [{ product: { ...chair, id: 'remote-1', price: 1250 }, quantity: 3 }]);
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(3750))).statusCode).toBe(200);
  });

  it('rejects unknown fields (400)', async () => {
    const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, { ...orderBody(1), currency: 'USD' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("body has an unknown field 'currency'");
  });

  it('rejects a tampered signature (400) and leaves the order pending', async () => {
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const { orderId, handlerBody } = await orderAndPay(fixture, 'asha', chair.price);
    const last = handlerBody.razorpay_signature.slice(-1) === '0' ? '1' : '0';
    for (const razorpay_signature of [
      handlerBody.razorpay_signature.slice(0, -1) + last,
      'short',
      handlerBody.razorpay_signature.toUpperCase(),
    ]) {
      const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, { ...handlerBody, razorpay_signature });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The payment could not be verified.');
    }
    const otherPayment = await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, {
      ...handlerBody,
      razorpay_payment_id: 'pay_other',
    });
    expect(otherPayment.statusCode).toBe(400);
    expect((await fixture.storage.docs.get('orders', orderId))?.status).toBe('pending');
  });

  it('verify twice is processed once: paid once, cart cleared once, same answer', async () => {
    await saveCart(fixture, 'asha', [
      { product: chair, quantity: 2 },
      { product: sofa, quantity: 1 },
    ]);
    const { orderId, handlerBody } = await orderAndPay(fixture, 'asha', total);

    const first = await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, orderId });
    const paid = await fixture.storage.docs.get('orders', orderId);
    expect(paid).toMatchObject({ status: 'paid', paymentId: handlerBody.razorpay_payment_id });
    expect((await fixture.storage.docs.get('carts', 'asha'))?.items).toEqual([]);

    // The shopper fills the cart again; a replayed verify changes nothing.
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const second = await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await fixture.storage.docs.get('orders', orderId))?.paidAt).toBe(paid?.paidAt);
    expect((await fixture.storage.docs.get('carts', 'asha'))?.items).toHaveLength(1);
    expect(
      (await fixture.app.inject({ method: 'POST', url: '/sandbox/pay', payload: { order_id: orderId } })).statusCode,
    ).toBe(409);
  });

  it("another user's order: verify and GET are refused (403); the owner reads it; unknown is 404", async () => {
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const { orderId, handlerBody } = await orderAndPay(fixture, 'asha', chair.price);
    expect((await post(fixture, 'bilal', CHECKOUT_API_PATHS.verify, handlerBody)).statusCode).toBe(403);
    expect(
      (await fixture.app.inject({ method: 'GET', url: CHECKOUT_API_PATHS.order(orderId), headers: as('bilal') }))
        .statusCode,
    ).toBe(403);
    expect(
      (await fixture.app.inject({ method: 'GET', url: CHECKOUT_API_PATHS.order('order_nope'), headers: as('bilal') }))
        .statusCode,
    ).toBe(404);
    expect((await fixture.app.inject({ method: 'GET', url: CHECKOUT_API_PATHS.order(orderId) })).statusCode).toBe(401);

    await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody);
    const own = await fixture.app.inject({
      method: 'GET',
      url: CHECKOUT_API_PATHS.order(orderId),
      headers: as('asha'),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<OrderResponse>()).toMatchObject({
      id: orderId,
      status: 'paid',
      amount: chair.price,
      currency: 'INR',
      items: [expect.objectContaining({ id: chair.id, quantity: 1 })],
    });

    await fixture.storage.users.create({
      uid: 'root',
      displayName: 'Root',
      email: 'root@example.com',
      emailVerified: true,
      role: 'Admin',
    });
    expect(
      (await fixture.app.inject({ method: 'GET', url: CHECKOUT_API_PATHS.order(orderId), headers: as('root') }))
        .statusCode,
    ).toBe(200);
  });

  it('the sandbox script is served as JavaScript and only signs sandbox orders', async () => {
    const script = await fixture.app.inject({ method: 'GET', url: '/sandbox/checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body).toContain('window.Razorpay = Razorpay');
    expect(
      (await fixture.app.inject({ method: 'POST', url: '/sandbox/pay', payload: { order_id: 'order_unknown' } }))
        .statusCode,
    ).toBe(404);
  });

  it('checkout calls are rate-limited per user (429 with a clear message)', async () => {
    const limited = makeApp({ env: { CHECKOUT_RATE_LIMIT: '2' } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i += 1)
        codes.push((await post(limited, 'asha', CHECKOUT_API_PATHS.abandon, { orderId: 'order_x' })).statusCode);
      expect(codes).toEqual([404, 404, 429]);
      const refused = await post(limited, 'asha', CHECKOUT_API_PATHS.abandon, { orderId: 'order_x' });
      expect(refused.json().message).toBe('Too many checkout attempts. Please wait a minute and try again.');
      expect((await post(limited, 'bilal', CHECKOUT_API_PATHS.abandon, { orderId: 'order_x' })).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });

  it('create-order has its own limit per account and hour (429 saying so); another account still orders', async () => {
    const limited = makeApp({ env: { CHECKOUT_ORDERS_PER_HOUR: '2', CHECKOUT_RATE_LIMIT: '100' } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i += 1)
        codes.push((await post(limited, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(0))).statusCode);
      expect(codes).toEqual([400, 400, 429]);
      const refused = await post(limited, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(0));
      expect(refused.json().message).toBe(
        'This account has started too many orders in the last hour. Please try again later.',
      );
      expect((await post(limited, 'bilal', CHECKOUT_API_PATHS.createOrder, orderBody(0))).statusCode).toBe(400);
      // The other checkout calls keep their own per-minute budget.
      expect((await post(limited, 'asha', CHECKOUT_API_PATHS.abandon, { orderId: 'order_x' })).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('a deployed shop (a real project)', () => {
  it('serves no payment sandbox: its script and its pay route are not there', async () => {
    const fixture = makeApp({ env: productionEnv() });
    try {
      expect((await fixture.app.inject({ method: 'GET', url: '/sandbox/checkout.js' })).statusCode).toBe(404);
      const pay = await fixture.app.inject({ method: 'POST', url: '/sandbox/pay', payload: { order_id: 'order_x' } });
      expect(pay.statusCode).toBe(404);
    } finally {
      await fixture.close();
    }
  });
});
