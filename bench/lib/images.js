/**
 * Picture bytes a cold page downloads on a 412-px-wide phone (Lighthouse's mobile screen, so the
 * browser picks from srcset/sizes as that phone would): every image response on the wire (CDP
 * encodedDataLength) from navigation to the load event and a short idle after, without scrolling,
 * so lazy pictures far below the fold are not counted. Network speed does not change the bytes:
 * no throttling.
 */
const { phoneProfile } = require('./phone');

const IDLE_AFTER_LOAD_MS = 3000;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<{ bytes: number, requests: number, files: Array<{ url: string, type: string, bytes: number }> }>}
 */
async function measurePictureBytes(browser, url) {
  const profile = await phoneProfile();
  const context = await browser.newContext(profile.context);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    /** @type {Map<string, { url: string, type: string, mime: string }>} */
    const requests = new Map();
    /** @type {Array<{ url: string, type: string, bytes: number }>} */
    const files = [];
    cdp.on('Network.requestWillBeSent', (e) =>
      requests.set(e.requestId, { url: e.request.url, type: e.type || '', mime: '' }),
    );
    cdp.on('Network.responseReceived', (e) => {
      const known = requests.get(e.requestId);
      if (known) Object.assign(known, { type: e.type, mime: e.response.mimeType });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const known = requests.get(e.requestId);
      if (known?.type === 'Image') files.push({ url: known.url, type: known.mime, bytes: e.encodedDataLength });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
    return { bytes: files.reduce((total, file) => total + file.bytes, 0), requests: files.length, files };
  } finally {
    await context.close();
  }
}

/** The cold /shop and /shop/{id} on the phone. */
async function measureImages(browser, site, productId) {
  const shop = await measurePictureBytes(browser, `${site}/shop`);
  const product = await measurePictureBytes(browser, `${site}/shop/${productId}`);
  return { screen: (await phoneProfile()).summary.screen, shop, product };
}

module.exports = { measureImages, measurePictureBytes };
