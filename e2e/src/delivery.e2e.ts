/**
 * Delivery by pincode, as a shopper meets it: the admin marks a pincode area as not served in the
 * delivery table (/dashboard/delivery); a shopper checks a served pincode on a product page and the
 * cart gives the same answer; the unserved pincode is advice only on the product page (Add to Cart
 * stays possible) but checkout refuses it with the table's message until the address is served.
 */
import { DELIVERY_API_PATHS, type DeliveryTable, type DeliveryTableResponse } from 'shared-contracts/delivery';
import { createShopper, grantAdmin } from './support/admin';
import { API_URL } from './support/authEmulator';
import { newPage, waitForPageSettled } from './support/browser';
import { addProductAsAdmin } from './support/catalogueAdmin';
import { checkPincode, deliveryBox } from './support/delivery';
import { createVerifiedShopper, expectBadge, logInThroughUi } from './support/shoppers';
import { useSite } from './support/site';

const site = useSite();

/** The Andaman and Nicobar Islands' prefix: no other journey ships there. */
const UNSERVED_PREFIX = '744';
const UNSERVED_PINCODE = '744101';
const SERVED_PINCODE = '560034';

let adminToken = '';
let tableBefore: DeliveryTable | null = null;

async function putDeliveryTable(table: DeliveryTable): Promise<void> {
  const response = await fetch(`${API_URL}${DELIVERY_API_PATHS.table}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(table),
  });
  if (!response.ok) throw new Error(`PUT ${DELIVERY_API_PATHS.table} answered ${response.status}`);
}

// The site is shared by every journey of the run: leave the table as it was found.
afterAll(async () => {
  if (tableBefore) await putDeliveryTable(tableBefore);
});

test('the admin stops delivering to 744 → a product page and the cart agree on a served pincode → checkout refuses 744101 with the message', async () => {
  const admin = await createShopper('delivery-admin', 'Dev Admin');
  expect(grantAdmin(admin.email)).toContain('is now an Admin');
  adminToken = admin.idToken;
  const stored = await fetch(`${API_URL}${DELIVERY_API_PATHS.table}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  tableBefore = ((await stored.json()) as DeliveryTableResponse).table;
  const product = await addProductAsAdmin(adminToken, {
    productName: `Teak Side Table ${Date.now().toString(36)}`,
    shortDesc: 'A small side table.',
    description: 'Teak, waxed.',
    category: 'Table',
    price: 3200,
    stock: 3,
  });

  const { page: adminPage } = await newPage(site.browser);
  await logInThroughUi(adminPage, admin, '**/dashboard');
  await adminPage.goto('/dashboard/delivery');
  await waitForPageSettled(adminPage);
  await adminPage.getByRole('button', { name: 'Add row' }).click();
  const row = `Row ${(tableBefore?.rules.length ?? 0) + 1}`;
  await adminPage.getByRole('textbox', { name: `${row} pincodes` }).fill(UNSERVED_PREFIX);
  await adminPage.getByRole('checkbox', { name: `${row} deliverable` }).uncheck();
  await adminPage.getByRole('button', { name: 'Save table' }).click();
  await adminPage.getByText('Saved. Shoppers see the new rules now.').waitFor();

  const shopper = await createVerifiedShopper('delivery-shopper', 'Nila Menon');
  const { page } = await newPage(site.browser);
  await logInThroughUi(page, shopper);
  await page.goto(`/shop/${product.id}`);
  await waitForPageSettled(page);
  const served = await checkPincode(page, SERVED_PINCODE);
  expect(served).toMatch(new RegExp(`^Deliver to ${SERVED_PINCODE}: by `));
  const unserved = await checkPincode(page, UNSERVED_PINCODE);
  expect(unserved).toBe(
    `Sorry, we do not deliver to ${UNSERVED_PINCODE} yet. Please try another pincode or contact us.`,
  );
  // Advice, not a refusal: the product still goes into the cart.
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expectBadge(page, 'cart-count', 1);

  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await page.waitForURL('**/cart');
  // The cart answers for the pincode remembered from the product page, then for another one.
  await deliveryBox(page).getByRole('status').getByText(unserved).waitFor();
  expect(await checkPincode(page, SERVED_PINCODE)).toBe(served);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL('**/checkout');
  await page.getByLabel('Phone', { exact: true }).fill('09876543210');
  await page.getByLabel('Address', { exact: true }).fill('4 Aberdeen Bazaar');
  await page.getByLabel('City', { exact: true }).fill('Sri Vijaya Puram');
  await page.getByLabel('Postal code', { exact: true }).fill(UNSERVED_PINCODE);
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Andaman and Nicobar Islands' });
  const pay = page.getByRole('button', { name: 'Pay Now' });
  await page.getByRole('status').filter({ hasText: unserved }).first().waitFor();
  await expect(pay.isDisabled()).resolves.toBe(true);

  // A served address lifts the refusal.
  await page.getByLabel('Address', { exact: true }).fill('12 Koramangala 4th Block');
  await page.getByLabel('City', { exact: true }).fill('Bengaluru');
  await page.getByLabel('Postal code', { exact: true }).fill(SERVED_PINCODE);
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Karnataka' });
  await page
    .getByRole('status')
    .filter({ hasText: `Deliver to ${SERVED_PINCODE}: by ` })
    .first()
    .waitFor();
  await expect(pay.isEnabled()).resolves.toBe(true);
  await Promise.all([page.context().close(), adminPage.context().close()]);
});
