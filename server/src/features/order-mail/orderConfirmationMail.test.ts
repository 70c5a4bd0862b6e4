import { orderConfirmationMail } from './orderConfirmationMail';
import { expectEscaped, hostileOrder, orderWithCharges, plainOrder } from './test-support';

const SITE = 'https://shop.example.in/';
const SHOP = { storeName: 'Furniture Store', siteUrl: SITE };

describe('orderConfirmationMail', () => {
  const mail = orderConfirmationMail(plainOrder, SHOP);

  it('goes to the account’s verified e-mail (not the billing form’s) with a plain subject naming the order', () => {
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('Your Furniture Store order order_Plain123 is confirmed');
  });

  it('has a text part with the order number, lines, amount, billing address and order link', () => {
    expect(mail.text).toContain('Order number: order_Plain123');
    expect(mail.text).toContain('- Sheesham Dining Table: 2 × ₹24,999 = ₹49,998');
    expect(mail.text).toContain('Total: ₹52,497');
    expect(mail.text).toContain('payment of ₹52,497');
    expect(mail.text).toContain('Billing address\nAsha Verma\n12 MG Road\nJaipur 302001\nIndia');
    expect(mail.text).toContain('See your order: https://shop.example.in/order/order_Plain123');
  });

  it('has an HTML part with the same facts and a link to the order page', () => {
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('<a href="https://shop.example.in/order/order_Plain123">See your order</a>');
    expect(mail.html).toContain('Sheesham Dining Table');
    expect(mail.html).toContain('2 × ₹24,999');
    expect(mail.html).toContain('₹49,998');
    expect(mail.html).toContain('Asha Verma<br>12 MG Road<br>Jaipur 302001<br>India');
  });

  it('lists the freight and the assembly as their own lines before the total charged, in both parts', () => {
    const charged = orderConfirmationMail(orderWithCharges, SHOP);
    expect(charged.text).toContain(
      '- Teak Stool: 1 × ₹2,499 = ₹2,499\n- Delivery: ₹999\n- Assembly: ₹1,500\nTotal: ₹54,996',
    );
    expect(charged.text).toContain('payment of ₹54,996');
    expect(charged.html).toMatch(/Delivery<\/td><td[^>]*>₹999<\/td>/);
    expect(charged.html).toMatch(/Assembly<\/td><td[^>]*>₹1,500<\/td>/);
  });

  it('adds no charge line to an order without charges (free delivery)', () => {
    expect(mail.text).not.toContain('Delivery');
    expect(mail.text).not.toContain('Assembly');
  });

  it('escapes every shopper value in the HTML part and keeps the subject on one plain line', () => {
    const hostile = orderConfirmationMail(hostileOrder, SHOP);
    expectEscaped(hostile.html);
    expect(hostile.html).toContain('1 &quot;Quoted&quot; Lane &amp; &lt;b&gt;Bold&lt;/b&gt; Street');
    expect(hostile.html).toContain('href="https://shop.example.in/order/order_%3Cb%3E1%3C%2Fb%3E"');
    expect(hostile.subject).toBe('Your Furniture Store order order_<b>1</b> is confirmed');
    expect(hostile.text).toContain(`Namaste <script>alert('x')</script> O'Brien & "Sons",`);
  });
});
