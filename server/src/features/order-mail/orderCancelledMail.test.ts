import { cashOnDeliveryCancelledMail, orderCancelledMail, REFUND_ARRIVAL } from './orderCancelledMail';
import { expectEscaped, hostileOrder, orderWithCharges, plainOrder } from './test-support';

const SITE = 'https://shop.example.in';
const SHOP = { storeName: 'Furniture Store', siteUrl: SITE };

describe('orderCancelledMail', () => {
  const mail = orderCancelledMail(plainOrder, 52497, SHOP);

  it('tells the shopper the amount refunded and when it reaches them, in both parts', () => {
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('Your Furniture Store order order_Plain123 is cancelled and refunded');
    expect(mail.text).toContain('refunded ₹52,497 to the account');
    expect(mail.text).toContain(`within ${REFUND_ARRIVAL}`);
    expect(mail.html).toContain('refunded ₹52,497 to the account');
    expect(mail.html).toContain(`within ${REFUND_ARRIVAL}`);
    expect(mail.text).toContain('See your order: https://shop.example.in/order/order_Plain123');
  });

  it('shows a partial refund with paise', () => {
    expect(orderCancelledMail(plainOrder, 1234.5, SHOP).text).toContain('refunded ₹1,234.50');
  });

  it('lists the freight and the assembly of the cancelled order as their own lines', () => {
    for (const cancelled of [
      orderCancelledMail(orderWithCharges, 54996, SHOP),
      cashOnDeliveryCancelledMail(orderWithCharges, SHOP),
    ]) {
      expect(cancelled.text).toContain('- Delivery: ₹999\n- Assembly: ₹1,500\nTotal: ₹54,996');
      expect(cancelled.html).toMatch(/Assembly<\/td><td[^>]*>₹1,500<\/td>/);
    }
  });

  it('escapes every shopper value in the HTML part', () => {
    expectEscaped(orderCancelledMail(hostileOrder, 1999.5, SHOP).html);
  });
});
