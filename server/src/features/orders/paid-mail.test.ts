/**
 * The mails of a paid order, from the server's facts: owed once by the call that made the order
 * paid (verify, or the webhook alone), with the stored lines, amounts and billing, every value
 * escaped in the HTML part, the shopper's to the account's verified e-mail only; none for a payment
 * that failed; a mail failure never fails the payment.
 */
import { createHmac } from 'node:crypto';
import { CHECKOUT_API_PATHS, formatRupees, type BillingDetails } from 'shared-contracts';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { makeTempDir } from '../../test/temp-dir';
import { BILLING, builtIn, orderAndPay, post, saveCart, seedShop } from '../checkout/test-support';
import { atLeast, readOutbox, waitForOutbox } from './test-support';

const WEBHOOK_SECRET = 'whsec_paid_mail_test';
const chair = builtIn('01');
const sofa = builtIn('08');
const total = chair.price * 2 + sofa.price;

const hostileBilling: BillingDetails = {
  ...BILLING,
  name: `<script>alert('x')</script> O'Brien & "Sons"`,
  address: '1 <b>Bold</b> Street & Co',
};

describe('mails of a paid order', () => {
  let data: ReturnType<typeof makeTempDir>;
  let fixture: AppFixture;
  beforeEach(async () => {
    data = makeTempDir('paid-mail');
    fixture = makeApp({
      env: {
        DATA_DIR: data.dir,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        ADMIN_EMAIL: 'owner@shop.test',
        SITE_URL: 'https://shop.example.in/',
      },
    });
    await seedShop(fixture);
  });
  afterEach(async () => {
    await fixture.close();
    data.remove();
  });

  /** A sandbox-paid order whose handler body is not yet verified. */
  async function paidInPopup(billing: BillingDetails = BILLING) {
    await saveCart(fixture, 'asha', [
      { product: chair, quantity: 2 },
      { product: sofa, quantity: 1 },
    ]);
    return orderAndPay(fixture, 'asha', total, billing);
  }

  const webhook = (name: string, orderId: string, paymentId: string) => {
    const body = JSON.stringify({
      event: name,
      payload: {
        payment: {
          entity: { id: paymentId, order_id: orderId, amount: total * 100, currency: 'INR', status: 'captured' },
        },
      },
    });
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    return fixture.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': `evt_${name}_${orderId}`,
      },
      payload: body,
    });
  };

  async function expectOrderMails(orderId: string, paymentId: string) {
    const mails = await waitForOutbox(data.dir, atLeast(2));
    // The account's verified address (the token's), not the billing form's asha@example.in.
    expect(mails.map((mail) => mail.to).sort()).toEqual(['asha@example.com', 'owner@shop.test']);
    const shopper = mails.find((mail) => mail.to === 'asha@example.com');
    const owner = mails.find((mail) => mail.to === 'owner@shop.test');
    expect(shopper?.subject).toBe(`Your Furniture Store order ${orderId} is confirmed`);
    // The server's amounts and lines, the order's link on the configured site.
    expect(shopper?.body).toContain(formatRupees(total));
    expect(shopper?.body).toContain(chair.productName);
    expect(shopper?.body).toContain(`https://shop.example.in/order/${orderId}`);
    expect(shopper?.body).toMatch(/Content-Type: text\/html/);
    expect(owner?.body).toContain(orderId);
    expect(owner?.body).toContain(paymentId);
    expect(owner?.body).toContain(formatRupees(total));
    expect(owner?.body).toContain('Reply-To: asha@example.com');
  }

  it('after verify: the shopper confirmation and the owner new-order mail, once (a replayed verify sends nothing)', async () => {
    const { orderId, handlerBody } = await paidInPopup();
    expect(readOutbox(data.dir)).toEqual([]);
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody)).statusCode).toBe(200);
    await expectOrderMails(orderId, handlerBody.razorpay_payment_id);
    await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody);
    expect(await waitForOutbox(data.dir, atLeast(2))).toHaveLength(2);
  });

  it('after the webhook alone (no verify call): the same two mails; the late verify adds none', async () => {
    const { orderId, handlerBody } = await paidInPopup();
    const hooked = await webhook('payment.captured', orderId, handlerBody.razorpay_payment_id);
    expect(hooked.json()).toEqual({ status: 'processed' });
    await expectOrderMails(orderId, handlerBody.razorpay_payment_id);
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody)).statusCode).toBe(200);
    expect(await waitForOutbox(data.dir, atLeast(2))).toHaveLength(2);
  });

  it('escapes what the shopper typed in the HTML part of both mails', async () => {
    const { handlerBody } = await paidInPopup(hostileBilling);
    await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody);
    const mails = await waitForOutbox(data.dir, atLeast(2));
    expect(mails).toHaveLength(2);
    for (const { body } of mails) {
      const html = body.slice(body.indexOf('Content-Type: text/html'));
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>Bold');
      expect(html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; O&#39;Brien &amp; &quot;Sons&quot;');
    }
  });

  it('never mails an address typed into the billing form: the account’s verified e-mail gets the confirmation', async () => {
    const { orderId, handlerBody } = await paidInPopup({ ...BILLING, email: 'stranger@example.org' });
    expect(await fixture.storage.docs.get('orders', orderId)).toMatchObject({ accountEmail: 'asha@example.com' });
    await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody);
    const mails = await waitForOutbox(data.dir, atLeast(2));
    expect(mails.map((mail) => mail.to).sort()).toEqual(['asha@example.com', 'owner@shop.test']);
    expect(mails.map((mail) => mail.body).join('\n')).not.toMatch(/^(To|Cc|Bcc|Reply-To): .*stranger@example\.org/m);
  });

  it('an order from before the account e-mail was kept: users/{uid} when verified, else the owner’s mail alone', async () => {
    const { docs } = fixture.storage;
    await fixture.storage.users.create({
      uid: 'asha',
      displayName: 'Asha',
      email: 'asha.verified@example.com',
      emailVerified: true,
      role: 'User',
    });
    const { orderId, handlerBody } = await paidInPopup();
    await docs.mutate('orders', orderId, (doc) => (doc ? { ...doc, accountEmail: null } : undefined));
    await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody);
    expect((await waitForOutbox(data.dir, atLeast(2))).map((mail) => mail.to).sort()).toEqual([
      'asha.verified@example.com',
      'owner@shop.test',
    ]);

    await fixture.storage.users.update('asha', { emailVerified: false });
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const second = await orderAndPay(fixture, 'asha', chair.price);
    await docs.mutate('orders', second.orderId, (doc) => (doc ? { ...doc, accountEmail: null } : undefined));
    await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, second.handlerBody);
    const mails = await waitForOutbox(data.dir, atLeast(3));
    expect(mails.filter((mail) => mail.to !== 'owner@shop.test')).toHaveLength(1);
    expect(mails.filter((mail) => mail.to === 'owner@shop.test')).toHaveLength(2);
  });

  it('no mail for a payment that failed or was abandoned', async () => {
    const { orderId } = await paidInPopup();
    expect((await webhook('payment.failed', orderId, 'pay_declined')).json()).toEqual({ status: 'processed' });
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const second = await orderAndPay(fixture, 'asha', chair.price);
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.abandon, { orderId: second.orderId })).statusCode).toBe(200);
    expect(readOutbox(data.dir)).toEqual([]);
  });
});

it('a mail server that cannot be reached never fails the payment: verify answers 200 and the order is paid', async () => {
  const fixture = makeApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  try {
    await seedShop(fixture);
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const { orderId, handlerBody } = await orderAndPay(fixture, 'asha', chair.price);
    const verified = await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody);
    expect(verified.statusCode).toBe(200);
    expect(await fixture.storage.docs.get('orders', orderId)).toMatchObject({ status: 'paid', stock: 'committed' });
    expect((await fixture.storage.docs.get('carts', 'asha'))?.items).toEqual([]);
  } finally {
    await fixture.close();
  }
});
