/**
 * Product data a cold product page downloads: every response from the products API (the product,
 * related products, reviews, the stream's first event) as the browser saw it on the wire (CDP
 * encodedDataLength: compressed body + headers), from navigation until 3 s after the product's
 * heading shows. With 10,000 stored products this proves the page reads what it shows, not the
 * catalogue.
 */
const { freshPage } = require('./browser');

const SETTLE_MS = 3000;
const API_PATH = /\/api\/products(\/|\?|$)/;

/** @returns {Promise<{ dataBytes: number, requests: Array<{ url: string, bytes: number }> }>} */
async function measureProductData(browser, baseURL, productId) {
  const { context, page } = await freshPage(browser, baseURL);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  /** @type {Map<string, string>} */
  const urls = new Map();
  /** @type {Map<string, number>} */
  const bytes = new Map();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  // An event stream never finishes loading: count what arrived of it so far.
  cdp.on('Network.dataReceived', (e) => bytes.set(e.requestId, (bytes.get(e.requestId) ?? 0) + e.encodedDataLength));
  cdp.on('Network.loadingFinished', (e) =>
    bytes.set(e.requestId, Math.max(bytes.get(e.requestId) ?? 0, e.encodedDataLength)),
  );
  await page.goto(`/shop/${encodeURIComponent(productId)}`);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor({ timeout: 30000 });
  await page.waitForTimeout(SETTLE_MS);
  await context.close();
  const requests = [...urls]
    .filter(([, url]) => API_PATH.test(new URL(url).pathname + new URL(url).search))
    .map(([id, url]) => ({ url, bytes: bytes.get(id) ?? 0 }));
  return { dataBytes: requests.reduce((total, r) => total + r.bytes, 0), requests };
}

module.exports = { measureProductData };
