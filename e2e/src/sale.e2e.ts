/**
 * A sale end to end: the admin gives a product a compare-at price in the product editor and
 * features it on /dashboard/settings → its card and its page show the price before struck through
 * and the saving → the home page's limited offer links to it → checkout charges the sale price.
 */
import { adminProductPath, SAVED_LIST_PATHS } from 'shared-contracts';
import { FEATURED_OFFER_PATHS } from 'shared-contracts/catalogue';
import { createAdmin, type TestAccount } from './support/admin';
import { API_URL } from './support/authEmulator';
import { newPage, waitForPageSettled } from './support/browser';
import { addProductAsAdmin } from './support/catalogueAdmin';
import { fillBillingAndPay, payInSandbox } from './support/checkout';
import { createVerifiedShopper, expectBadge, logInThroughUi } from './support/shoppers';
import { useSite } from './support/site';

const site = useSite();
let admin: TestAccount | null = null;

// The API serves every journey file: the home page's offer goes back to its default couch.
afterAll(async () => {
  if (!admin) return;
  await fetch(`${API_URL}${FEATURED_OFFER_PATHS.admin}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${admin.idToken}` },
  });
});

test('the admin puts a product on sale and features it → cards, its page and the home offer show it → checkout charges the sale price', async () => {
  admin = await createAdmin('sale-admin', 'Meena Admin');
  // A category no home section shows, so the other journeys' home page keeps its prices.
  const productName = `Rosewood Console Table ${Date.now().toString(36)}`;
  const product = await addProductAsAdmin(admin.idToken, {
    productName,
    shortDesc: 'A slim console table.',
    description: 'Rosewood, one drawer.',
    category: 'Table',
    price: 16000,
    stock: 5,
  });

  // The admin sets the compare-at price in the product editor, then features the product.
  const { page: adminPage } = await newPage(site.browser);
  await logInThroughUi(adminPage, admin, '**/dashboard');
  await adminPage.goto(adminProductPath(product.id));
  const compareAt = adminPage.getByRole('spinbutton', { name: 'Compare-at price (₹)' });
  await compareAt.waitFor();
  await waitForPageSettled(adminPage);
  await compareAt.fill('20000');
  await adminPage.getByRole('button', { name: 'Save changes' }).click();
  await adminPage.getByText('Product saved.').first().waitFor();

  await adminPage.goto('/dashboard/settings');
  const offerForm = adminPage.getByRole('form', { name: 'Featured offer' });
  await offerForm.waitFor();
  await waitForPageSettled(adminPage);
  await offerForm.getByLabel('Product on offer').selectOption(product.id);
  await offerForm.getByLabel('Offer ends').fill('2099-12-31T18:00');
  await offerForm.getByRole('button', { name: 'Save featured offer' }).click();
  await adminPage.getByText('Featured offer saved.').first().waitFor();
  await adminPage.context().close();

  // The card and the product page: the price charged, the price before struck through, the saving.
  const shopper = await createVerifiedShopper('sale-shopper', 'Rohan Iyer');
  const { page, consoleErrors } = await newPage(site.browser);
  await page.goto(`/shop?q=${encodeURIComponent(productName)}`);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: productName });
  await card.locator('s').getByText('Was ₹20,000').waitFor();
  expect(await card.locator('.cat-card__price').textContent()).toBe('₹16,000 Was ₹20,000 Save ₹4,000 (20%)');

  await page.goto(`/shop/${product.id}`);
  const detailPrice = page.getByRole('main').locator('.cat-detail__price');
  await detailPrice.getByText('Save ₹4,000 (20%)').waitFor();
  expect(await detailPrice.locator('s').textContent()).toBe('Was ₹20,000');
  // The page's JSON-LD offers the sale price, the price before as its strikethrough price.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const offer = jsonLd.map((text) => JSON.parse(text) as { offers?: { price: string } }).find((doc) => doc.offers);
  expect(offer?.offers).toMatchObject({ price: '16000.00', priceSpecification: { price: '20000.00' } });

  // The home page's limited offer is this product, counting down to the admin's date.
  await page.goto('/home');
  const homeOffer = page.getByRole('main').getByRole('region', { name: productName });
  await homeOffer.getByText('Limited offer').waitFor();
  expect(await homeOffer.getByRole('link', { name: 'See the offer' }).getAttribute('href')).toBe(`/shop/${product.id}`);
  await waitForPageSettled(page);
  expect(Number(await homeOffer.getByTestId('countdown-days').textContent())).toBeGreaterThan(1000);

  // Checkout charges the sale price.
  await logInThroughUi(page, shopper);
  await page.goto(`/shop/${product.id}`);
  await waitForPageSettled(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expectBadge(page, 'cart-count', 1);
  await fillBillingAndPay(page);
  // Paying takes the bought line out of the saved cart on the server; then the page saves its emptied cart.
  const emptiedCartSaved = page.waitForResponse(
    (response) =>
      response.url() === `${API_URL}${SAVED_LIST_PATHS.cart}` &&
      response.request().method() === 'PUT' &&
      response.request().postData() === JSON.stringify({ items: [] }),
  );
  await payInSandbox(page);
  await page.getByTestId('order-amount').getByText('₹16,000', { exact: true }).waitFor();
  expect((await emptiedCartSaved).status()).toBe(200);
  // The sale's pages and the checkout rendered and hydrated without an error, and that save met no conflict.
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});
