/**
 * A saved address fills checkout: a signed-in shopper whose address book holds a default address
 * opens checkout, finds the form filled from it, pays in the sandbox, and the order shows that address.
 */
import { ADDRESS_API_PATHS, type AddressInput } from 'shared-contracts';
// The seed the server writes on first start: the products every journey's fresh store holds.
import { SEED_PRODUCTS } from '../../server/src/features/products/seed/products';
import { newPage, waitForPageSettled } from './support/browser';
import { payInSandbox } from './support/checkout';
import { API_URL, createVerifiedShopper, expectBadge, logInThroughUi, type Shopper } from './support/shoppers';
import { useSite } from './support/site';

const site = useSite();

const [chair] = SEED_PRODUCTS;
if (!chair) throw new Error('The built-in catalogue has no products');

const home: AddressInput = {
  name: 'Meera Nair',
  phone: '+91 98450 12345',
  line1: '12, 4th Cross, Koramangala',
  line2: '',
  landmark: 'Near Forum Mall',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
};

async function saveAddress(shopper: Shopper, address: AddressInput): Promise<void> {
  const response = await fetch(`${API_URL}${ADDRESS_API_PATHS.addresses}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await shopper.idToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(address),
  });
  if (response.status !== 201) throw new Error(`POST addresses answered ${response.status}: ${await response.text()}`);
}

test('a saved default address fills the checkout form; the paid order shows that address', async () => {
  const shopper = await createVerifiedShopper('saved-address', 'Meera N');
  await saveAddress(shopper, home);
  const { page } = await newPage(site.browser);
  await logInThroughUi(page, shopper);
  await page.goto(`/shop/${chair.id}`);
  await waitForPageSettled(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expectBadge(page, 'cart-count', 1);

  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await page.waitForURL('**/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL('**/checkout');
  const choice = page.getByRole('group', { name: 'Deliver to' });
  await expect(choice.getByRole('radio', { name: /Meera Nair \(Default\)/ }).isChecked()).resolves.toBe(true);
  await page
    .getByLabel('Address', { exact: true })
    .and(page.locator('[value="12, 4th Cross, Koramangala, Near Forum Mall"]'))
    .waitFor();
  await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Meera Nair');
  await expect(page.getByLabel('Phone', { exact: true }).inputValue()).resolves.toBe('+919845012345');
  await expect(page.getByLabel('City', { exact: true }).inputValue()).resolves.toBe('Bengaluru');
  await expect(page.getByLabel('Postal code', { exact: true }).inputValue()).resolves.toBe('560034');
  await expect(page.getByLabel('State', { exact: true }).locator('option:checked').textContent()).resolves.toBe(
    'Karnataka',
  );

  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByText('Billing information submitted. Admin has been notified.').first().waitFor();
  const orderId = await payInSandbox(page);
  expect(orderId).toMatch(/^order_/);

  const billed = page.getByRole('region', { name: 'Billing address' });
  await billed.waitFor();
  const text = (await billed.textContent()) ?? '';
  expect(text).toContain('Meera Nair');
  expect(text).toContain('12, 4th Cross, Koramangala, Near Forum Mall');
  expect(text).toContain('Bengaluru 560034');
  await page.context().close();
});
