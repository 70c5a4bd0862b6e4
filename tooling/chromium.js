/**
 * Headless Debian Chromium, the one way every browser test and the bench start it: no browser
 * download, and flags that keep it off the network (this machine has none to offer).
 */
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
function launchChromium() {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}

module.exports = { launchChromium, CHROME_PATH, CHROME_FLAGS };
