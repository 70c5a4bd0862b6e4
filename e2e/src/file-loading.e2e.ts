/**
 * Which files a page fetches, and when: a cold page fetches each start-up file once (the inline
 * early-start script, the HTML's preloads and start-up share them), a cold page the browser renders
 * gets its remote's files named in its HTML, and a client-side navigation runs what its link
 * prefetched without fetching it again.
 */
import { newPage, waitForPageSettled } from './support/browser';
import { useSite } from './support/site';

const site = useSite();

test('a cold /home fetches each start-up file once: the early-start script, the preloads and start-up share them', async () => {
  const { page, consoleErrors } = await newPage(site.browser);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname + '@' + new URL(request.url()).port));
  await page.goto('/home', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const times = (path: string, port: string) => requested.filter((r) => r === `${path}@${port}`).length;
  // The page server (:3000) sends the HTML; the shell's files come from its own host (:3005).
  expect(times('/home', '3000')).toBe(1);
  expect(times('/remotes.json', '3005')).toBe(1);
  expect(times('/config.json', '3005')).toBe(1);
  expect(times('/main.js', '3005')).toBe(1);
  // The first page's remote: the early script reads its manifest and hands it to the federation
  // runtime; its entry and chunks are preloaded once and reused.
  expect(times('/mf-manifest.json', '3001')).toBe(1);
  expect(requested.filter((r) => /^\/remoteEntry\.[0-9a-f]{8}\.js@3001$/.test(r))).toHaveLength(1);
  const catalogChunks = requested.filter((r) => r.endsWith('@3001') && /\.[0-9a-f]{8}\.js@/.test(r));
  expect(catalogChunks.length).toBeGreaterThan(0);
  expect(new Set(catalogChunks).size).toBe(catalogChunks.length);
  expect(requested.filter((r) => r.endsWith('@3000'))).toEqual(['/home@3000']);
  const shellChunks = requested.filter((r) => r.endsWith('@3005') && /\.[0-9a-f]{8}\.js@/.test(r));
  expect(shellChunks.some((r) => r.startsWith('/framework.'))).toBe(true);
  expect(new Set(shellChunks).size).toBe(shellChunks.length);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

test('a cold /cart names its remote’s files in its HTML, so they download with the page; each is fetched once', async () => {
  const { page, consoleErrors } = await newPage(site.browser);
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requested.push(`${url.pathname}@${url.port}`);
  });
  const response = await page.goto('/cart');
  const html = (await response?.text()) ?? '';
  await page.getByRole('heading', { name: 'Cart' }).first().waitFor();
  await waitForPageSettled(page);
  // The page server read the cart remote's manifest: its entry, the page's chunks and CSS are in the head.
  const preloaded = [
    ...html.matchAll(/<link rel="preload" as="(?:script|style)" href="http:\/\/localhost:3002\/([^"]+)"/g),
  ].map((match) => `/${match[1]}@3002`);
  expect(preloaded.some((file) => /^\/remoteEntry\.[0-9a-f]{8}\.js@/.test(file))).toBe(true);
  expect(preloaded.some((file) => file.includes('.css@'))).toBe(true);
  const cartFiles = requested.filter((file) => file.endsWith('@3002') && !file.startsWith('/mf-manifest.json'));
  for (const file of preloaded) expect(cartFiles).toContain(file);
  expect(new Set(cartFiles).size).toBe(cartFiles.length);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

test('a client-side navigation to another remote runs the files its link prefetched, fetching none of them again', async () => {
  const { page, consoleErrors } = await newPage(site.browser);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const cartFilesFetched: string[] = [];
  cdp.on('Network.responseReceived', ({ response }) => {
    const url = new URL(response.url);
    if (url.port === '3002' && !response.fromDiskCache) cartFilesFetched.push(url.pathname);
  });
  await page.goto('/shop/01');
  // The header's Cart link is in view: the cart remote's entry is prefetched; wait until it has arrived.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some(
        (entry) =>
          /:3002\/remoteEntry(?:\.[0-9a-f]{8})?\.js$/.test(entry.name) &&
          (entry as PerformanceResourceTiming).responseEnd > 0,
      ),
  );
  await page.locator('header a[href="/cart"]').filter({ visible: true }).first().click();
  await page.getByRole('heading', { name: 'Cart' }).first().waitFor();
  // A remote entry served no-cache was fetched a second time by the runtime's script tag.
  expect(cartFilesFetched.filter((file) => /^\/remoteEntry(?:\.[0-9a-f]{8})?\.js$/.test(file))).toHaveLength(1);
  expect(new Set(cartFilesFetched).size).toBe(cartFilesFetched.length);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});
