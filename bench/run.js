#!/usr/bin/env node
/**
 * `npm run bench`: builds the production apps and the monolith yardstick, starts the site as
 * `npm start` does (10,000 products stored), measures what shoppers feel, prints a table and
 * writes bench/report.json. Always exits 0 when it could measure; missed targets are printed.
 * `--no-build` reuses existing builds; `--only=a,b` runs some sections (transfer, lighthouse,
 * shop10k, product, images, api, pageserver, singletons, axe, realUser, facets, firestore) and writes
 * bench/report.partial.json instead. The facets section starts its own API on 100,000 products and the firestore
 * section its own emulators and API instances, after the site has stopped.
 */
const { build, startSite } = require('./lib/site');
const { launchBrowser } = require('./lib/browser');
const { measureTransfer } = require('./lib/transfer');
const { runLighthouse } = require('./lib/lighthouse');
const { measureShop10k } = require('./lib/shop10k');
const { productsLatency, cartSaves } = require('./lib/api');
const { measureProductData } = require('./lib/productData');
const { measureImages } = require('./lib/images');
const { countReactCopies } = require('./lib/singletons');
const { runAxe } = require('./lib/axe');
const { measurePageServer } = require('./lib/pageServer');
const { measureRealUser } = require('./lib/realUser');
const { measureFirestoreCheckout } = require('./lib/firestoreCheckout');
const { measureFacetedPages } = require('./lib/facetedPages');
const { printReport, writeReport } = require('./lib/report');
const { federationBytes, ratio } = require('./lib/mfTax');
const ports = require('../tooling/ports');

const SITE = 'http://localhost:3000';
/** The page server answers the HTML; main.js and the shell's chunks come from the shell's static host. */
const SHELL_ORIGIN = `http://localhost:${ports.apps.shell}`;
const args = process.argv.slice(2);
const only = (args.find((a) => a.startsWith('--only=')) || '').slice('--only='.length).split(',').filter(Boolean);
const wants = (section) => only.length === 0 || only.includes(section);
const SITE_SECTIONS = [
  'transfer',
  'lighthouse',
  'shop10k',
  'product',
  'images',
  'api',
  'pageserver',
  'singletons',
  'axe',
  'realUser',
];
const step = (what) => console.log(`[bench] ${what} (${Math.round(process.uptime())} s)`);

/**
 * Each route once first: the server build is loaded at start (warm start), but a route's first
 * render also compiles its code paths and fills the API's caches, which a deployed server has
 * long done before a visit (a cold first render can miss the 300 ms budget and fall back).
 */
async function warmRoutes(routes, sites = [SITE]) {
  for (const site of sites) for (const route of routes) await fetch(site + route).then((response) => response.text());
}

async function measure(site, browser) {
  /** @type {Record<string, any>} */
  const report = {};
  if (wants('transfer')) {
    step('JS transferred on a cold /home (composed and monolith)');
    const composed = await measureTransfer(browser, `${SITE}/home`);
    const monolith = await measureTransfer(browser, `${site.monolithUrl}/home`);
    report.home = {
      jsGzipBytesAtLoad: composed.jsBytesAtLoad,
      jsGzipBytes: composed.jsBytes,
      requests: composed.requests,
      jsFiles: composed.jsFiles,
    };
    report.monolith = {
      home: { jsGzipBytesAtLoad: monolith.jsBytesAtLoad, jsGzipBytes: monolith.jsBytes, requests: monolith.requests },
    };
    report.mfTax = {
      bytesRatio: ratio(composed.jsBytes, monolith.jsBytes),
      bytesBasis: 'JS bytes on the wire at idle on /home',
      ...federationBytes(composed, SHELL_ORIGIN, monolith, site.monolithFilesUrl),
    };
  }
  if (wants('lighthouse')) {
    step('Lighthouse, 3 runs each: /home, /shop, /shop/01, /cart, /login and the monolith /home');
    const pages = { home: '/home', shop: '/shop', product: '/shop/01', cart: '/cart', login: '/login' };
    await warmRoutes(Object.values(pages));
    const lh = await runLighthouse([...Object.values(pages).map((p) => SITE + p), `${site.monolithUrl}/home`]);
    report.lighthouse = Object.fromEntries(Object.entries(pages).map(([name, p]) => [name, lh[SITE + p]]));
    report.monolith = { ...report.monolith, lighthouseHome: lh[`${site.monolithUrl}/home`] };
    report.mfTax = {
      ...report.mfTax,
      lcpRatio: ratio(report.lighthouse.home.lcpMs, report.monolith.lighthouseHome.lcpMs),
      lcpBasis: 'median Lighthouse LCP on /home',
    };
  }
  if (wants('shop10k')) {
    step('/shop with 10,000 products: first grid, keystrokes');
    report.shop10k = await measureShop10k(browser, SITE);
  }
  if (wants('product')) {
    step('product data a cold /shop/01 downloads (10,000 stored products)');
    report.product = await measureProductData(browser, SITE, '01');
  }
  if (wants('images')) {
    step('picture bytes of a cold /shop and /shop/01 on a 412-px-wide phone');
    report.images = await measureImages(browser, SITE, '01');
  }
  if (wants('api')) {
    step('API: a products page and one product by id (p95), cart saves from 50 shoppers');
    report.api = { ...(await productsLatency(site.productIds)), ...(await cartSaves()) };
  }
  if (wants('pageserver')) {
    step('page server: /shop/{id} rendered on the server (p95, requests/s), heap after 20 redeploys; the monolith');
    report.pageServer = await measurePageServer(SITE, site.productIds);
    // The same page server rendering the monolith's pages: what the composition costs per page served.
    const monolith = await measurePageServer(site.monolithUrl, site.productIds, { heap: false });
    report.pageServer.monolith = monolith;
    report.pageServer.rpsRatio = ratio(report.pageServer.rps, monolith.rps);
  }
  if (wants('singletons')) {
    step('React copies across routes');
    report.singletons = await countReactCopies(browser, SITE);
  }
  if (wants('axe')) {
    step('axe-core on home, shop, product, cart, login');
    report.axe = await runAxe(browser, SITE);
  }
  if (wants('realUser')) {
    step('real user on a slow phone: first click, typed search, navigation, INP (composed and monolith)');
    await warmRoutes(['/home', '/shop', '/shop/01'], [SITE, site.monolithUrl]);
    report.realUser = await measureRealUser(browser, { composed: SITE, monolith: site.monolithUrl }, step);
  }
  return report;
}

async function main() {
  if (!args.includes('--no-build')) {
    step('building the apps and the monolith');
    build();
  }
  /** @type {Record<string, any>} */
  let report = { measuredAt: new Date().toISOString() };
  if (SITE_SECTIONS.some(wants)) {
    step('starting the site (10,000 products seeded)');
    const site = await startSite();
    const browser = await launchBrowser();
    try {
      report = { ...report, ...(await measure(site, browser)) };
    } finally {
      await browser.close();
      await site.stop();
    }
  }
  if (wants('facets')) report.api = { ...report.api, ...(await measureFacetedPages(step)) };
  if (wants('firestore')) report.firestore = await measureFirestoreCheckout(step);
  const file = writeReport(report, { partial: only.length > 0 });
  printReport(report);
  console.log(`\nWrote ${file} (${Math.round(process.uptime())} s).`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
