import { ownerNewOrderMail } from './ownerNewOrderMail';
import { SHOP, expectEscaped, hostileOrder, plainOrder } from './test-support';

describe('ownerNewOrderMail', () => {
  const mail = ownerNewOrderMail({ ...plainOrder, paymentId: 'pay_Abc' }, 'owner@shop.example.in', SHOP);

  it('goes to the owner, answers to the shopper’s verified address, and names order, customer and amount in the subject', () => {
    expect(mail.to).toBe('owner@shop.example.in');
    expect(mail.replyTo).toBe('asha@example.com');
    expect(mail.subject).toBe('New order order_Plain123 from Asha Verma: ₹52,497');
  });

  it("lists the order number, the customer's contact details, address, lines and the server's amounts", () => {
    for (const row of [
      'Order number: order_Plain123',
      'Customer: Asha Verma',
      'Email: asha@example.in',
      'Account e-mail: asha@example.com',
      'Phone: +91 98765 43210',
      'Total quantity: 3',
      'Amount paid: ₹52,497',
      'Payment id: pay_Abc',
    ]) {
      expect(mail.text).toContain(row);
    }
    expect(mail.text).toContain('12 MG Road\nJaipur 302001');
    expect(mail.text).toContain('- Teak Stool: 1 × ₹2,499 = ₹2,499');
    expect(mail.html).toContain('<th align="left" style="padding:2px 12px 2px 0">Phone</th><td>+91 98765 43210</td>');
    expect(mail.html).toContain('₹52,497');
  });

  it('leaves out the payment id while there is none', () => {
    expect(ownerNewOrderMail(plainOrder, 'owner@shop.example.in', SHOP).text).not.toContain('Payment id');
  });

  it('escapes every shopper value in the HTML part', () => {
    const hostile = ownerNewOrderMail(hostileOrder, 'owner@shop.example.in', SHOP);
    expectEscaped(hostile.html);
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile.html).toContain('Pune &lt;i&gt; 411001');
  });

  it('sets no Reply-To for an address that is not a plain mailbox, and never the typed billing address', () => {
    const odd = ownerNewOrderMail(
      { ...plainOrder, shopperEmail: 'Asha <asha@example.in>, x@y.in' },
      'owner@shop.example.in',
      SHOP,
    );
    expect(odd.replyTo).toBeUndefined();
    const typed = ownerNewOrderMail(
      { ...plainOrder, billing: { ...plainOrder.billing, email: 'stranger@example.org' } },
      'owner@shop.example.in',
      SHOP,
    );
    expect(typed.replyTo).toBe('asha@example.com');
  });
});
