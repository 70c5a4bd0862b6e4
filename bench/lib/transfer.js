/**
 * JS transferred on a cold load, as the browser saw it on the wire (CDP Network.loadingFinished
 * encodedDataLength: compressed body + headers), counted at the load event and 5 s later.
 */
const { freshPage } = require('./browser');

const IDLE_AFTER_LOAD_MS = 5000;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<{ jsBytesAtLoad: number, jsBytes: number, requests: number, jsFiles: Array<{url: string, bytes: number, beforeLoad: boolean}> }>}
 */
async function measureTransfer(browser, url) {
  const { context, page } = await freshPage(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  /** @type {Map<string, {url: string, type: string}>} */
  const requests = new Map();
  /** @type {Array<{url: string, type: string, bytes: number, at: number}>} */
  const finished = [];
  let loadAt = Infinity;
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: e.type || '' }));
  cdp.on('Network.responseReceived', (e) => {
    const known = requests.get(e.requestId);
    if (known) known.type = e.type;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const known = requests.get(e.requestId);
    if (known) finished.push({ ...known, bytes: e.encodedDataLength, at: e.timestamp });
  });
  cdp.on('Page.loadEventFired', (e) => {
    loadAt = Math.min(loadAt, e.timestamp);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
  await context.close();
  const js = finished.filter((f) => f.type === 'Script');
  const sum = (list) => list.reduce((total, f) => total + f.bytes, 0);
  return {
    jsBytesAtLoad: sum(js.filter((f) => f.at <= loadAt)),
    jsBytes: sum(js),
    requests: requests.size,
    jsFiles: js.map((f) => ({ url: f.url, bytes: f.bytes, beforeLoad: f.at <= loadAt })),
  };
}

module.exports = { measureTransfer };
