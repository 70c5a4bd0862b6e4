/**
 * The shop with 10,000 remote products (the list call is answered by the test, the rest of the site
 * is real): 24 per page with page links in the URL, and typing a search never waits for the grid.
 * Durations are logged for the report, not asserted (performance lives in the bench).
 */
import path from 'path';
import type { Product } from 'shared-contracts';
import { newPage } from './support/browser';
import { repoRoot } from './support/stack';
import { useSite } from './support/site';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sampleProducts } = require(path.join(repoRoot, 'tooling/sample-products.js')) as {
  sampleProducts(count: number, idPrefix: string): Product[];
};

const REMOTE = 10_000;
const BUILT_IN = 62;

const site = useSite();

const remoteProducts = sampleProducts(REMOTE, 'remote');

test('10,000 remote products: paged in the URL, and a search typed at full speed keeps every keystroke', async () => {
  const { page, consoleErrors } = await newPage(site.browser);
  await page.route('http://localhost:4000/api/products', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify(remoteProducts) }),
  );
  await page.goto('/shop');
  const shop = page.getByRole('main');
  const status = shop.getByRole('status');
  await status.getByText(`Showing 1–24 of ${REMOTE + BUILT_IN} products`).waitFor({ timeout: 20000 });
  expect(await shop.getByRole('article').count()).toBe(24);

  const lastPage = Math.ceil((REMOTE + BUILT_IN) / 24);
  await shop.getByRole('link', { name: `Page ${lastPage}` }).click();
  await page.waitForURL(`**/shop?page=${lastPage}`);
  await status.getByText(`Showing ${(lastPage - 1) * 24 + 1}–${REMOTE + BUILT_IN} of ${REMOTE + BUILT_IN} products`).waitFor();
  await page.goBack();
  await status.getByText(`Showing 1–24 of ${REMOTE + BUILT_IN} products`).waitFor();

  // Long tasks while typing, measured in the page.
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => w.longTasks.push(entry.duration))).observe({ type: 'longtask' });
  });
  const query = 'mango side table no. 7';
  const started = Date.now();
  await shop.getByLabel('Search').pressSequentially(query, { delay: 0 });
  const typedMs = Date.now() - started;
  expect(await shop.getByLabel('Search').inputValue()).toBe(query);
  // The search reaches the URL once typing pauses, then the grid shows only the matches.
  await page.waitForURL(`**/shop?q=${query.replace(/ /g, '+')}`);
  await status.getByText(new RegExp(`^Showing 1–\\d+ of (?!${REMOTE + BUILT_IN} )\\d+ products$`)).waitFor();
  const names = await shop.getByRole('article').locator('h2').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain(query);
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  process.stdout.write(`  typed ${query.length} characters in ${typedMs} ms; long tasks: ${longTasks.map((d) => d.toFixed(0)).join(', ') || 'none'}\n`);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});
