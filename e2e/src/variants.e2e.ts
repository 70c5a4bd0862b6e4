/**
 * A product sold in versions (seed product 14: two sizes, two finishes): the shopper chooses one on
 * its page (price and stock follow, the URL keeps it), adds two versions as two cart lines, pays,
 * and the order page and the admin's order page name both; a version sold out through the admin API
 * cannot be added; a link to a version opens it already in the server's HTML.
 */
import type { Page } from 'playwright-core';
import { formatRupees, type CatalogueProduct } from 'shared-contracts';
import { variantLineName } from 'shared-contracts/catalogue';
import { SEED_PRODUCTS } from '../../server/src/features/products/seed/products';
import { SEED_VARIANTS } from '../../server/src/features/products/seed/seedVariants';
import { createAdmin } from './support/admin';
import { newPage, waitForPageSettled } from './support/browser';
import { fillBilling, payInSandbox, payNow } from './support/checkout';
import { API_URL, createVerifiedShopper, expectBadge, logInThroughUi } from './support/shoppers';
import { SITE } from './support/stack';
import { useSite } from './support/site';

const site = useSite();

const SOFA_ID = '14';
const sofa = SEED_PRODUCTS.find((product) => product.id === SOFA_ID);
const versions = SEED_VARIANTS[SOFA_ID];
if (!sofa || !versions) throw new Error(`seed product ${SOFA_ID} is not sold in versions`);

/** The seed version with this SKU: its option values and price. */
function version(sku: string): { sku: string; optionValues: string[]; price: number } {
  const found = versions?.variants.find(([candidate]) => candidate === sku);
  if (!found) throw new Error(`no seed version ${sku}`);
  return { sku, optionValues: [...found[1]], price: found[2] };
}

const THREE_SEATER_WALNUT = version('WC14-3S-WAL');
const L_SHAPE_HONEY = version('WC14-5L-HON');
const L_SHAPE_WALNUT = version('WC14-5L-WAL');
const nameOf = (chosen: { optionValues: string[] }): string => variantLineName(sofa, chosen);

/** Sells out one version as the admin's editor does: the whole list of versions, that one at stock 0. */
async function sellOut(adminToken: string, sku: string): Promise<void> {
  const current = (await (await fetch(`${API_URL}/api/products/${SOFA_ID}`)).json()) as CatalogueProduct;
  const variants = (current.variants ?? []).map(({ sku: each, optionValues, price, stock, status }) => ({
    sku: each,
    optionValues,
    price,
    stock: each === sku ? 0 : stock,
    status,
  }));
  const response = await fetch(`${API_URL}/api/products/${SOFA_ID}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ variants }),
  });
  if (!response.ok)
    throw new Error(`PATCH /api/products/${SOFA_ID} answered ${response.status}: ${await response.text()}`);
}

const details = (page: Page) => page.getByRole('article', { name: sofa.productName });
const option = (page: Page, name: string) => details(page).getByRole('group', { name: new RegExp(`^${name}:`) });

test("choose a version → its price and stock, in the URL → two versions are two cart lines → paid; the order page and the admin's order list both", async () => {
  const admin = await createAdmin('variants-admin', 'Vidya Admin');
  await sellOut(admin.idToken, L_SHAPE_WALNUT.sku);
  const shopper = await createVerifiedShopper('variants-shopper', 'Kiran Shah');
  const { page, consoleErrors } = await newPage(site.browser);
  await logInThroughUi(page, shopper);

  await page.goto(`/shop/${SOFA_ID}`);
  await waitForPageSettled(page);
  await option(page, 'Finish').getByRole('radio', { name: 'Walnut', exact: true }).check();
  await page.waitForURL(`**/shop/${SOFA_ID}?variant=${THREE_SEATER_WALNUT.sku}`);
  await details(page).getByText(formatRupees(THREE_SEATER_WALNUT.price), { exact: true }).waitFor();
  await details(page).getByText('In stock', { exact: true }).waitFor();
  // The L-shape in walnut was sold out by the admin: not choosable, and it says why.
  const soldOut = option(page, 'Size').getByRole('radio', { name: '5-seater L-shape (Out of stock)' });
  expect(await soldOut.isDisabled()).toBe(true);
  await details(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expectBadge(page, 'cart-count', 1);

  await option(page, 'Finish').getByRole('radio', { name: 'Honey', exact: true }).check();
  await option(page, 'Size').getByRole('radio', { name: '5-seater L-shape', exact: true }).check();
  await page.waitForURL(`**/shop/${SOFA_ID}?variant=${L_SHAPE_HONEY.sku}`);
  await details(page).getByText(formatRupees(L_SHAPE_HONEY.price), { exact: true }).waitFor();
  await details(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expectBadge(page, 'cart-count', 2);

  await fillBilling(page);
  const summary = page.getByRole('main');
  await summary
    .getByText(`${nameOf(THREE_SEATER_WALNUT)} × 1`)
    .first()
    .waitFor();
  await summary
    .getByText(`${nameOf(L_SHAPE_HONEY)} × 1`)
    .first()
    .waitFor();
  await payNow(page);
  const orderId = await payInSandbox(page);
  const lines = page.getByRole('list', { name: 'Items in this order' });
  await lines.getByText(`${nameOf(THREE_SEATER_WALNUT)} × 1`).waitFor();
  await lines.getByText(`${nameOf(L_SHAPE_HONEY)} × 1`).waitFor();

  const { page: adminPage } = await newPage(site.browser);
  await logInThroughUi(adminPage, admin, '**/dashboard');
  await adminPage.goto(`/dashboard/orders/${encodeURIComponent(orderId)}`);
  await adminPage.getByRole('heading', { level: 1, name: `Order ${orderId}` }).waitFor();
  // The admin's order page names each version on its own row, at that version's price.
  const adminLines = adminPage.getByRole('main').getByRole('row');
  for (const version of [THREE_SEATER_WALNUT, L_SHAPE_HONEY]) {
    await adminLines
      .filter({ has: adminPage.getByRole('link', { name: nameOf(version), exact: true }) })
      .filter({ hasText: formatRupees(version.price) })
      .waitFor();
  }

  expect(consoleErrors).toEqual([]);
  await adminPage.context().close();
  await page.context().close();
});

test('a link to a version opens it, in the server-rendered HTML too; a sold-out version cannot be added', async () => {
  const admin = await createAdmin('variants-stock-admin', 'Vikram Admin');
  await sellOut(admin.idToken, L_SHAPE_WALNUT.sku);

  // What the page server sends, before any script: the version the link names.
  const html = await (await fetch(`${SITE}/shop/${SOFA_ID}?variant=${THREE_SEATER_WALNUT.sku}`)).text();
  expect(html).toContain(formatRupees(THREE_SEATER_WALNUT.price));
  expect(html).toMatch(/checked="" value="Walnut"/);

  const { page, consoleErrors } = await newPage(site.browser);
  await page.goto(`/shop/${SOFA_ID}?variant=${L_SHAPE_WALNUT.sku}`);
  await waitForPageSettled(page);
  expect(await option(page, 'Size').getByRole('radio', { name: '5-seater L-shape' }).isChecked()).toBe(true);
  await details(page).getByText('Out of stock', { exact: true }).waitFor();
  expect(await details(page).getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);

  // A reload keeps the version; an unknown one opens the default version.
  await page.goto(`/shop/${SOFA_ID}?variant=${THREE_SEATER_WALNUT.sku}`);
  await page.reload();
  await waitForPageSettled(page);
  expect(await option(page, 'Finish').getByRole('radio', { name: 'Walnut', exact: true }).isChecked()).toBe(true);
  await page.goto(`/shop/${SOFA_ID}?variant=NO-SUCH-VERSION`);
  await waitForPageSettled(page);
  await details(page).getByText(formatRupees(sofa.price), { exact: true }).waitFor();
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});
