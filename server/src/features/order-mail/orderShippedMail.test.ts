import { orderShippedMail } from './orderShippedMail';
import { expectEscaped, hostileOrder, plainOrder } from './test-support';

const SITE = 'https://shop.example.in';
const SHOP = { storeName: 'Furniture Store', siteUrl: SITE };

describe('orderShippedMail', () => {
  const mail = orderShippedMail(plainOrder, { carrier: 'Delhivery', trackingNumber: 'DL123456789IN' }, SHOP);

  it('tells the shopper the carrier, the tracking number and where to follow the order', () => {
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('Your Furniture Store order order_Plain123 has shipped');
    expect(mail.text).toContain('Carrier: Delhivery\nTracking number: DL123456789IN');
    expect(mail.text).toContain('Follow your order: https://shop.example.in/order/order_Plain123');
    expect(mail.html).toContain('<td>DL123456789IN</td>');
    expect(mail.html).toContain('<a href="https://shop.example.in/order/order_Plain123">Follow your order</a>');
  });

  it('escapes the order and the admin-typed shipment details in the HTML part', () => {
    const hostile = orderShippedMail(
      hostileOrder,
      { carrier: 'Blue & "Dart"', trackingNumber: '<script>1</script>' },
      SHOP,
    );
    expectEscaped(hostile.html);
    expect(hostile.html).toContain('<td>Blue &amp; &quot;Dart&quot;</td>');
    expect(hostile.html).toContain('<td>&lt;script&gt;1&lt;/script&gt;</td>');
  });
});
