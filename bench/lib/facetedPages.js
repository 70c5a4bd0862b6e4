/**
 * The shop's filtered page at a real shop's scale: 100,000 products stored on SQLite, the API
 * started as `npm start` starts it (its own data folder, once the site has stopped), and
 * GET /api/products asked as the shop asks for a filtered page: a price range, in stock only, a
 * rating, with the filter panel's counts (`facets=true`), over varied categories, ranges, sorts,
 * offsets and now and then a search. facetedPageP95Ms: the p95 of 200 such pages (gzip, read whole).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { startBackend, waitFor } = require('../../tooling/stack');
const { seedSampleProducts } = require('../../tooling/sample-products');
const { API, latencyP95 } = require('./api');

const STORED = 100_000;
const SAMPLES = 200;
const SORTS = ['name-asc', 'price-asc', 'price-desc', 'newest'];
const CATEGORIES = [null, 'Chair', 'Bench'];
/** Sample prices run from ₹1,500 up by ₹1 a product: ranges of ₹5,000 to ₹40,000 within them. */
const LOWEST_PRICE = 1500;

/** The i-th filtered page: no two in a row alike, as shoppers narrowing the shop ask. */
function filteredPage(i) {
  const low = LOWEST_PRICE + ((i * 7919) % 60_000);
  const high = low + 5000 + ((i * 104_729) % 35_000);
  const query = new URLSearchParams({
    limit: '24',
    offset: String(24 * (i % 5)),
    sort: SORTS[i % SORTS.length],
    minPricePaise: String(low * 100),
    maxPricePaise: String(high * 100),
    facets: 'true',
  });
  if (i % 2 === 0) query.set('inStock', 'true');
  if (i % 3 !== 2) query.set('minRating', String(3 + (i % 2)));
  const category = CATEGORIES[i % CATEGORIES.length];
  if (category) query.set('category', category);
  if (i % 10 === 0) query.set('q', 'teak');
  return `/api/products?${query}`;
}

/**
 * What a server that has been up a while has done: its search index and each sorted order of the
 * 100,000 products are built (on first use, seconds of work that the server's overload guard
 * answers with 503 meanwhile). Each first use is asked until it answers, then the health check
 * until the guard lets requests through again, so the measured pages meet a warmed server.
 */
async function warmUp() {
  const firstUses = [...SORTS.map((sort) => `/api/products?limit=1&sort=${sort}`), '/api/products?limit=1&q=teak'];
  for (const pathname of [...firstUses, '/api/health'])
    await waitFor(`${API}${pathname}`, { what: 'the API warming up', timeoutMs: 60_000 });
}

/** @param {(what: string) => void} step */
async function measureFacetedPages(step) {
  step(`faceted pages: seeding ${STORED.toLocaleString('en-IN')} products on SQLite`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-facets-'));
  try {
    await seedSampleProducts(dataDir, STORED, 'facet', { rated: true });
    step('faceted pages: starting the API on them');
    // The sample rows predate the migrations, which the first start runs over all 100,000 (about a minute).
    const backend = await startBackend({
      dataDir,
      serverEnv: { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000' },
      readyTimeoutMs: 300_000,
    });
    try {
      step('faceted pages: the search index and sorted orders built (as on a server up a while)');
      await warmUp();
      step(`faceted pages: ${SAMPLES} filtered pages with facet counts`);
      return { facetedPageStored: STORED, facetedPageP95Ms: await latencyP95(filteredPage, SAMPLES) };
    } finally {
      await backend.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { measureFacetedPages };
