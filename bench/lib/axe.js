/** axe-core run inside each page (injected from node_modules), violations listed by rule. */
const fs = require('fs');
const path = require('path');
const { freshPage } = require('./browser');

const AXE = require.resolve('axe-core/axe.min.js', { paths: [path.resolve(__dirname, '../..')] });
const PAGES = { home: '/home', shop: '/shop', product: '/shop/01', cart: '/cart', login: '/login' };

/** @returns {Promise<Record<string, { violations: number, rules: string[] }>>} */
async function runAxe(browser, baseURL) {
  /** @type {Record<string, { violations: number, rules: string[] }>} */
  const results = {};
  for (const [name, route] of Object.entries(PAGES)) {
    const { context, page } = await freshPage(browser, baseURL);
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.waitForSelector('main h1', { timeout: 15000 }).catch(() => undefined);
    // Evaluated over CDP, not added as a <script>: the page's CSP rightly refuses inline scripts.
    await page.evaluate(fs.readFileSync(AXE, 'utf8'));
    const violations = await page.evaluate(async () => {
      const result = await /** @type {any} */ (window).axe.run(document);
      return result.violations.map(
        (v) => `${v.id} (${v.impact}, ${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}): ${v.help}`,
      );
    });
    results[name] = { violations: violations.length, rules: violations };
    await context.close();
  }
  return results;
}

module.exports = { runAxe };
