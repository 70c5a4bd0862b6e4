/**
 * Versions made in the admin's product editor: the admin gives a product an option (Finish: Teak,
 * Walnut), makes every combination, types each version's SKU, price and stock, and saves; the
 * shopper's product page then offers the finishes, shows each version's price, says the one with
 * no stock is out of stock, and adds the other to the cart under its own name.
 */
import type { Page } from 'playwright-core';
import { formatRupees } from 'shared-contracts';
import { createAdmin } from './support/admin';
import { newPage, waitForPageSettled } from './support/browser';
import { addProductAsAdmin } from './support/catalogueAdmin';
import { expectBadge, logInThroughUi } from './support/shoppers';
import { useSite } from './support/site';

const site = useSite();

test('the admin adds a Finish option and its two versions in the editor → the shop offers them, one out of stock', async () => {
  const admin = await createAdmin('editor-variants-admin', 'Esha Admin');
  const suffix = Date.now().toString(36).toUpperCase();
  const product = await addProductAsAdmin(admin.idToken, {
    productName: `Sheesham Bookshelf ${suffix}`,
    shortDesc: 'A five-shelf bookcase.',
    description: 'Sheesham, oiled.',
    category: 'Cabinet',
    price: 15_000,
    stock: 4,
  });
  const teak = { sku: `BS-TEAK-${suffix}`, price: 15_000, stock: 4 };
  const walnut = { sku: `BS-WAL-${suffix}`, price: 16_500, stock: 0 };

  const { page: adminPage } = await newPage(site.browser);
  await logInThroughUi(adminPage, admin, '**/dashboard');
  await adminPage.goto(`/dashboard/products/${product.id}`);
  await waitForPageSettled(adminPage);
  const editor = adminPage.getByRole('region', { name: 'Options and variants' });
  await editor.getByRole('button', { name: 'Add an option' }).click();
  await editor.getByLabel('Name of option 1').fill('Finish');
  await editor.getByRole('textbox', { name: 'Value 1 of Finish' }).fill('Teak');
  await editor.getByRole('button', { name: 'Add a value to Finish' }).click();
  await editor.getByRole('textbox', { name: 'Value 2 of Finish' }).fill('Walnut');
  await editor.getByRole('button', { name: 'Make every combination' }).click();
  // Each row is named by its SKU: typed first, the row's other cells are found by the new name.
  for (const [row, version] of [teak, walnut].entries()) {
    await editor
      .getByRole('textbox', { name: /^SKU of / })
      .nth(row)
      .fill(version.sku);
    await editor.getByLabel(`Price of ${version.sku}`, { exact: true }).fill(String(version.price));
    await editor.getByLabel(`Stock of ${version.sku}`, { exact: true }).fill(String(version.stock));
  }
  await adminPage.getByRole('button', { name: 'Save changes' }).click();
  await adminPage.getByText('Product saved.').first().waitFor();

  const { page } = await newPage(site.browser);
  await page.goto(`/shop/${product.id}`);
  await waitForPageSettled(page);
  const details = page.getByRole('article', { name: product.productName });
  const finish = (shop: Page) =>
    shop.getByRole('article', { name: product.productName }).getByRole('group', { name: /^Finish:/ });
  expect(await finish(page).getByRole('radio', { name: 'Walnut (Out of stock)' }).isDisabled()).toBe(true);
  await finish(page).getByRole('radio', { name: 'Teak', exact: true }).check();
  await details.getByText(formatRupees(teak.price), { exact: true }).waitFor();
  await details.getByText(`Only ${teak.stock} left`, { exact: true }).waitFor();
  await details.getByRole('button', { name: 'Add to Cart' }).click();
  await expectBadge(page, 'cart-count', 1);
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await page.waitForURL('**/cart');
  await page.getByRole('main').getByText(`${product.productName} — Teak`).first().waitFor();
  await Promise.all([page.context().close(), adminPage.context().close()]);
});
