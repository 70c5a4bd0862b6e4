/**
 * GST from the shopper's side: with the seller's GST settings saved, a shopper chooses the billing
 * state and enters a GSTIN at checkout, sees the server's tax breakup while the payment is open,
 * pays in the sandbox, and the order page shows the breakup and downloads the tax invoice as a
 * PDF whose text holds both GSTINs and the total.
 */
import fs from 'fs';
import { formatPaise } from 'shared-contracts';
import { createAdmin } from './support/admin';
import { newPage } from './support/browser';
import { addProductAsAdmin } from './support/catalogueAdmin';
import { fillBillingAndPay, payInSandbox, sandboxDialog } from './support/checkout';
import { SELLER_GST_SETTINGS, saveGstSettings, withGstinCheck } from './support/gst';
import { waitForMail } from './support/mail';
import { pdfText } from './support/pdf';
import { createVerifiedShopper, expectBadge, logInThroughUi } from './support/shoppers';
import { useSite } from './support/site';
import { STORE_NAME } from './support/stack';

const site = useSite();

const SELLER_GSTIN = SELLER_GST_SETTINGS.gstin;
const BUYER_GSTIN = withGstinCheck('27AABCU9603R1Z');

test('state and GSTIN at checkout → the breakup before paying → paid → the order page shows it and the invoice PDF names the GSTINs and total', async () => {
  const admin = await createAdmin('gst-admin', 'Gita Admin');
  await saveGstSettings(admin.idToken);
  const price = 11800;
  const product = await addProductAsAdmin(admin.idToken, {
    productName: `Teak Bookshelf ${Date.now().toString(36)}`,
    shortDesc: 'A tall bookshelf.',
    description: 'Teak, five shelves.',
    category: 'Table',
    price,
    stock: 3,
  });

  const shopper = await createVerifiedShopper('gst-shopper', 'Kavya Iyer');
  const { page } = await newPage(site.browser);
  await logInThroughUi(page, shopper);
  await page.goto(`/shop/${product.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expectBadge(page, 'cart-count', 1);
  await fillBillingAndPay(page, { gstin: { number: BUYER_GSTIN.toLowerCase(), business: 'Iyer Interiors LLP' } });

  // While the payment dialog is open the summary shows the server's breakup: Pune in Maharashtra,
  // the seller's state, so CGST and SGST; ₹11,800 at 18 % inside is ₹10,000 + ₹900 + ₹900.
  await sandboxDialog(page).waitFor();
  const checkoutTax = page.getByRole('table', { name: 'Tax in this order' });
  await checkoutTax.waitFor();
  const checkoutText = (await checkoutTax.textContent()) ?? '';
  expect(checkoutText).toContain('Taxable value₹10,000.00');
  expect(checkoutText).toContain('CGST₹900.00');
  expect(checkoutText).toContain('SGST₹900.00');
  expect(checkoutText).toContain('Total (GST included)₹11,800.00');

  const orderId = await payInSandbox(page);
  const orderTax = page.getByRole('region', { name: 'Tax' });
  const breakup = orderTax.getByRole('table', { name: 'GST breakup' });
  await breakup.waitFor();
  expect(await breakup.textContent()).toContain(`Total (GST included)${formatPaise(price * 100)}`);
  await orderTax.getByText(`Billed to Iyer Interiors LLP, GSTIN ${BUYER_GSTIN}.`).waitFor();

  // The invoice is issued at payment, before the confirmation mail that carries it is sent: once the
  // mail is out the invoice is there, whenever the page loaded.
  await waitForMail(`Your ${STORE_NAME} order ${orderId} is confirmed`);
  await page.reload();
  await breakup.waitFor();
  const download = orderTax.getByRole('button', { name: /Download invoice/ });
  await download.focus();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toMatch(/^LK-\d\d-\d\d-\d{6}\.pdf$/);
  const pdf = fs.readFileSync((await file.path()) as string);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(pdf);
  expect(text).toContain(SELLER_GSTIN);
  expect(text).toContain(BUYER_GSTIN);
  expect(text).toMatch(/11,800\.00/);
  expect(orderId).toBeTruthy();
});
