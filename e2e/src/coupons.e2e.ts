/**
 * Coupons end to end: the admin creates a code on /dashboard/coupons, a shopper applies it in the
 * cart (the server's discount shows), pays in the sandbox, the order page shows the coupon, and the
 * confirmation mail in the outbox carries the tax invoice PDF whose text holds the discount.
 */
import { formatPaise } from 'shared-contracts';
import { createAdmin } from './support/admin';
import { newPage } from './support/browser';
import { addProductAsAdmin } from './support/catalogueAdmin';
import { fillBillingAndPay, payInSandbox } from './support/checkout';
import { saveGstSettings } from './support/gst';
import { pdfAttachment, waitForMail } from './support/mail';
import { pdfText } from './support/pdf';
import { createVerifiedShopper, expectBadge, logInThroughUi } from './support/shoppers';
import { STORE_NAME } from './support/stack';
import { useSite } from './support/site';

const site = useSite();

test('the admin creates a code → the shopper applies it in the cart → pays → the order and the invoice in the mail show the discount', async () => {
  const admin = await createAdmin('coupons-admin', 'Kavya Admin');
  // The confirmation mail carries a tax invoice only once the seller's GST settings are saved.
  await saveGstSettings(admin.idToken);
  const product = await addProductAsAdmin(admin.idToken, {
    productName: `Teak Bookshelf ${Date.now().toString(36)}`,
    shortDesc: 'A tall bookshelf.',
    description: 'Teak, five shelves.',
    category: 'Cabinet',
    price: 12000,
    stock: 5,
  });
  const code = `SAVE${Date.now().toString(36).toUpperCase()}`;
  // 10 % of ₹12,000.
  const discount = formatPaise(120000);

  // The admin creates 10 % off the whole cart on /dashboard/coupons.
  const { page: adminPage } = await newPage(site.browser);
  await logInThroughUi(adminPage, admin, '**/dashboard');
  await adminPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Coupons' }).click();
  await adminPage.waitForURL('**/dashboard/coupons');
  const form = adminPage.getByRole('form', { name: 'New coupon' });
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await form.getByRole('textbox', { name: 'Percent off', exact: true }).fill('10');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await adminPage.getByRole('status').getByText(`Saved ${code}.`).waitFor();
  const listed = adminPage
    .getByRole('row')
    .filter({ has: adminPage.getByRole('rowheader', { name: code, exact: true }) });
  await listed.getByRole('cell', { name: '10 % off', exact: true }).waitFor();
  await listed.getByRole('cell', { name: 'Active', exact: true }).waitFor();
  await adminPage.context().close();

  // The shopper applies it (typed in small letters) in the cart: the server's discount shows.
  const shopper = await createVerifiedShopper('coupons-shopper', 'Arjun Mehta');
  const { page } = await newPage(site.browser);
  await logInThroughUi(page, shopper);
  await page.goto(`/shop/${product.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expectBadge(page, 'cart-count', 1);
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await page.waitForURL('**/cart');
  const couponBox = page.getByRole('region', { name: 'Coupon', exact: true });
  await couponBox.getByLabel('Coupon code').fill(code.toLowerCase());
  await couponBox.getByRole('button', { name: 'Apply' }).click();
  await couponBox.getByTestId('coupon-discount').getByText(`${code}: ${discount} off`, { exact: true }).waitFor();
  await couponBox.getByText(`Total after the coupon: ${formatPaise(1080000)}`).waitFor();

  // The checkout summary shows the server's figures: the total before the coupon, its discount with
  // the code, the total to pay. Pays that in the sandbox; the order page shows the coupon.
  await fillBillingAndPay(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  // The totals' term: the GST breakup, once it is drawn, names the discount in its table too.
  await summary
    .getByRole('term')
    .filter({ hasText: `Discount (coupon ${code})` })
    .waitFor();
  expect(await summary.getByTestId('checkout-subtotal').textContent()).toBe(formatPaise(1200000));
  expect(await summary.getByTestId('checkout-discount').textContent()).toBe(formatPaise(-120000));
  expect(await summary.getByTestId('checkout-total').textContent()).toBe(formatPaise(1080000));
  const orderId = await payInSandbox(page);
  await page.getByTestId('order-coupon').getByText(`Coupon ${code}: ${discount} off`).waitFor();
  await page.getByRole('rowheader', { name: `Discount (coupon ${code})`, exact: true }).waitFor();
  await page.getByTestId('order-amount').getByText('₹10,800', { exact: true }).waitFor();

  // The confirmation mail carries the tax invoice PDF, the discount in its text.
  const mail = await waitForMail(`Your ${STORE_NAME} order ${orderId} is confirmed`);
  expect(mail).toContain(`To: ${shopper.email}`);
  const invoice = pdfAttachment(mail);
  expect(invoice.filename).toMatch(/^LK-\d\d-\d\d-\d{6}\.pdf$/);
  expect(invoice.content.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(invoice.content);
  expect(text).toContain(`Price (incl. GST) ${formatPaise(1200000)}`);
  expect(text).toContain(`Discount (coupon ${code}) ${discount}`);
  expect(text).toContain(`Invoice total ${formatPaise(1080000)}`);
  await page.context().close();
});
