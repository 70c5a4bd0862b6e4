/**
 * GST from the shopper's side: with the seller's GST settings saved, a shopper chooses the billing
 * state and enters a GSTIN at checkout, sees the server's tax breakup while the payment is open,
 * pays in the sandbox, and the order page shows the breakup and downloads the tax invoice as a
 * PDF whose text holds both GSTINs and the total.
 */
import fs from 'fs';
import PDFParser from 'pdf2json';
import { formatPaise } from 'shared-contracts';
import { GST_SETTINGS_PATH, gstinCheckCharacter } from 'shared-contracts/gst';
import { API, createShopper, grantAdmin } from './support/admin';
import { newPage } from './support/browser';
import { addProductAsAdmin } from './support/catalogueAdmin';
import { fillBillingAndPay, payInSandbox, sandboxDialog } from './support/checkout';
import { createVerifiedShopper, expectBadge, logInThroughUi } from './support/shoppers';
import { useSite } from './support/site';

const site = useSite();

const withCheck = (first14: string): string => `${first14}${gstinCheckCharacter(first14)}`;
const SELLER_GSTIN = withCheck('27AAPFU0939F1Z');
const BUYER_GSTIN = withCheck('27AABCU9603R1Z');

/** The PDF's text as a reader extracts it, runs of white space as one space. */
function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataError', (error) => reject('parserError' in error ? error.parserError : error));
    parser.on('pdfParser_dataReady', () => resolve(parser.getRawTextContent().replace(/\s+/g, ' ')));
    parser.parseBuffer(pdf, -1);
  });
}

test('state and GSTIN at checkout → the breakup before paying → paid → the order page shows it and the invoice PDF names the GSTINs and total', async () => {
  const admin = await createShopper('gst-admin', 'Gita Admin');
  expect(grantAdmin(admin.email)).toContain('is now an Admin');
  const saved = await fetch(`${API}${GST_SETTINGS_PATH}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      legalName: 'Lakdi Furniture Private Limited',
      gstin: SELLER_GSTIN,
      address: '4 Timber Market Road\nPune 411002',
      stateCode: '27',
      invoicePrefix: 'LK',
      creditNotePrefix: 'LKC',
    }),
  });
  expect(saved.status).toBe(200);
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

  // The invoice is issued at payment (the page may have loaded a moment before): reload until offered.
  const download = orderTax.getByRole('button', { name: /Download invoice/ });
  for (let tries = 0; tries < 10 && !(await download.isVisible()); tries++) {
    await page.waitForTimeout(500);
    await page.reload();
    await breakup.waitFor();
  }
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
