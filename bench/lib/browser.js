/** Browser helpers of the bench; Chromium itself starts as in the journeys (tooling/chromium.js). */
const { launchChromium: launchBrowser, CHROME_FLAGS, CHROME_PATH } = require('../../tooling/chromium');

/** A fresh context (cold cache, no storage) and page on `baseURL`. */
async function freshPage(browser, baseURL) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  return { context, page };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

module.exports = { launchBrowser, freshPage, median, percentile, CHROME_PATH, CHROME_FLAGS };
