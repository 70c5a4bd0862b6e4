/**
 * Per-request isolation of server rendering: two signed-in shoppers, each with an item
 * in their cart, load the same catalogue page at the same moment and get the same HTML from the
 * page server, with nothing of either in it; their carts show only after the scripts run.
 */
import { SERVER_PAGE_ATTRIBUTE, type CatalogueProduct } from 'shared-contracts';
import { newPage, waitForPageSettled } from './support/browser';
import { API_URL, createVerifiedShopper, expectBadge, logInThroughUi } from './support/shoppers';
import { useSite } from './support/site';

const site = useSite();

test('two signed-in shoppers with items in their carts get the same catalogue HTML, with no shopper data in it', async () => {
  const { products } = (await (await fetch(`${API_URL}/api/products?limit=100`)).json()) as {
    products: CatalogueProduct[];
  };
  const product = products.find((candidate) => candidate.stock > 5);
  if (!product) throw new Error('the seed catalogue has no product in stock');
  const shoppers = await Promise.all([
    createVerifiedShopper('ssr-asha', 'Asha Verma'),
    createVerifiedShopper('ssr-ravi', 'Ravi Menon'),
  ]);
  const pages = [];
  for (const shopper of shoppers) {
    const { page } = await newPage(site.browser);
    await logInThroughUi(page, shopper);
    await page.goto(`/shop/${product.id}`);
    await waitForPageSettled(page);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expectBadge(page, 'cart-count', 1);
    pages.push(page);
  }

  // Both at once: the HTML each document arrived as.
  const bodies = await Promise.all(pages.map(async (page) => (await page.goto(`/shop/${product.id}`))!.text()));

  // Alike but for the per-response nonce of React's streamed scripts.
  const [asha, ravi] = bodies.map((body) => body.replace(/ nonce="[^"]*"/g, ''));
  expect(asha).toContain(`${SERVER_PAGE_ATTRIBUTE}="catalog/ProductPage"`);
  expect(asha).toContain(product.productName);
  expect(asha).toBe(ravi);
  for (const shopper of shoppers) {
    expect(asha).not.toContain(shopper.email);
    expect(asha).not.toContain(shopper.displayName);
  }
  // Each shopper's own cart follows in the browser.
  for (const page of pages) {
    await waitForPageSettled(page);
    await expectBadge(page, 'cart-count', 1);
  }
  for (const page of pages) await page.context().close();
}, 90000);
