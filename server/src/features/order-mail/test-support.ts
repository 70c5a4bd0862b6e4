/** Orders the mail tests share: a plain one and one whose shopper typed markup into every field. */
import { BILLING } from '../../test/billing';
import type { OrderForMail } from './orderMailInput';
import type { MailShop } from './shop';

export const SHOP: MailShop = { storeName: 'Furniture Store', siteUrl: 'https://shop.example.in' };

export const plainOrder: OrderForMail = {
  id: 'order_Plain123',
  amount: 52497,
  items: [
    { productName: 'Sheesham Dining Table', price: 24999, quantity: 2, totalPrice: 49998 },
    { productName: 'Teak Stool', price: 2499, quantity: 1, totalPrice: 2499 },
  ],
  billing: BILLING,
  // The account's verified address, on purpose not the billing form's.
  shopperEmail: 'asha@example.com',
};

/** The plain order with ₹999 freight and ₹1,500 assembly, charged on top of its lines. */
export const orderWithCharges: OrderForMail = {
  ...plainOrder,
  amount: 54996,
  charges: { freightPaise: 99_900, assemblyPaise: 150_000 },
};

export const hostileOrder: OrderForMail = {
  id: 'order_<b>1</b>',
  amount: 1999.5,
  items: [{ productName: '<script>alert(1)</script> Chair & "Stool"', price: 999.75, quantity: 2, totalPrice: 1999.5 }],
  billing: {
    name: `<script>alert('x')</script> O'Brien & "Sons"`,
    email: 'shopper@example.in',
    phone: '<img src=x onerror=alert(1)>',
    address: '1 "Quoted" Lane & <b>Bold</b> Street',
    city: 'Pune <i>',
    postalCode: '411001',
    country: 'India',
  },
  shopperEmail: 'shopper@example.com',
};

/** Raw markup from the hostile order that must never reach an HTML part unescaped. */
export const RAW_MARKUP = ['<script>', '<img', '<b>Bold', '<i>', `O'Brien`, '"Sons"', '"Quoted"', '"Stool"', ' & '];

/** Every hostile value shows up escaped in the HTML part, and none of it raw. */
export function expectEscaped(html: string): void {
  for (const raw of RAW_MARKUP) expect(html).not.toContain(raw);
  expect(html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; O&#39;Brien &amp; &quot;Sons&quot;');
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Chair &amp; &quot;Stool&quot;');
}
