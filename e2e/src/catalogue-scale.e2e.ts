/**
 * The shop with 10,000 stored products: a second API server (port 4100) on a data folder seeded with
 * them, and the composed site pointed at it through its config.json. The shop asks the server for
 * one page at a time, with the page in the URL, and typing a search never waits for the grid.
 * Durations are logged for the report, not asserted (performance lives in the bench).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { newPage, waitForPageSettled } from './support/browser';
import { repoRoot, stack } from './support/stack';
import { useSite } from './support/site';

const { seedSampleProducts } = require(path.join(repoRoot, 'tooling/sample-products.js')) as {
  seedSampleProducts(dataDir: string, count: number, idPrefix: string): Promise<string[]>;
};

const STORED = 10_000;
const SEED = 62;
const TOTAL = STORED + SEED;
const SCALE_API_PORT = 4100;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-scale-'));
const config = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shell/public/config.json'), 'utf8')) as Record<
  string,
  unknown
>;
const configFile = path.join(dataDir, 'config.json');
fs.writeFileSync(configFile, JSON.stringify({ ...config, apiBaseUrl: `http://localhost:${SCALE_API_PORT}` }));

let api: { stop(): Promise<void> } | null = null;
beforeAll(async () => {
  await seedSampleProducts(dataDir, STORED, 'scale');
  api = await stack.startApiServer({
    dataDir,
    emulatorHost: '127.0.0.1:9099',
    port: SCALE_API_PORT,
    env: { LOG_LEVEL: 'warn' },
  });
}, 120_000);
afterAll(async () => {
  await api?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The page server reads the same API as the pages (its HTML, first data and pictures come from it).
const site = useSite({
  files: { shell: { '/config.json': configFile } },
  apiOrigin: `http://127.0.0.1:${SCALE_API_PORT}`,
});

test('10,000 stored products: paged by the server, in the URL, and a search typed at full speed keeps every keystroke', async () => {
  const { page, consoleErrors } = await newPage(site.browser);
  const pageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${SCALE_API_PORT}/api/products?`)) pageRequests.push(request.url());
  });
  await page.goto('/shop');
  const shop = page.getByRole('main');
  const status = shop.getByRole('status');
  await status.getByText(`Showing 1–24 of ${TOTAL} products`).waitFor({ timeout: 20000 });
  expect(await shop.getByRole('article').count()).toBe(24);
  // The first grid may come from the page server's HTML; the hydrated shop then asks the API itself.
  await waitForPageSettled(page);
  for (let waited = 0; pageRequests.length === 0 && waited < 10_000; waited += 100) await page.waitForTimeout(100);
  // The first read is one page of 100 (how the shop learns the catalogue is large), then pages of 24.
  expect(pageRequests.length).toBeGreaterThan(0);
  for (const url of pageRequests) expect(Number(new URL(url).searchParams.get('limit'))).toBeLessThanOrEqual(100);

  const lastPage = Math.ceil(TOTAL / 24);
  await shop.getByRole('link', { name: `Page ${lastPage}` }).click();
  await page.waitForURL(`**/shop?page=${lastPage}`);
  await status.getByText(`Showing ${(lastPage - 1) * 24 + 1}–${TOTAL} of ${TOTAL} products`).waitFor();
  await page.goBack();
  await status.getByText(`Showing 1–24 of ${TOTAL} products`).waitFor();

  // Long tasks while typing, measured in the page.
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => w.longTasks.push(entry.duration))).observe({
      type: 'longtask',
    });
  });
  const query = 'mango side table no. 7';
  const started = Date.now();
  await shop.getByLabel('Search').pressSequentially(query, { delay: 0 });
  const typedMs = Date.now() - started;
  expect(await shop.getByLabel('Search').inputValue()).toBe(query);
  // The search reaches the URL once typing pauses, then the grid shows only the matches.
  await page.waitForURL(`**/shop?q=${query.replace(/ /g, '+')}`);
  await status.getByText(new RegExp(`^Showing 1–\\d+ of (?!${TOTAL} )\\d+ products$`)).waitFor();
  const names = await shop.getByRole('article').locator('h2').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain(query);
  // The server did the search (the browser holds one page, not the catalogue).
  expect(pageRequests.some((url) => new URL(url).searchParams.get('q') === query)).toBe(true);
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  process.stdout.write(
    `  typed ${query.length} characters in ${typedMs} ms; long tasks: ${longTasks.map((d) => d.toFixed(0)).join(', ') || 'none'}\n`,
  );
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});
