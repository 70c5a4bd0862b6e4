/** Headless Debian Chromium through playwright-core, with the flags every journey uses. */
const { chromium } = require('playwright-core');

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @returns {Promise<import('playwright-core').Browser>} */
function launchBrowser() {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}

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
