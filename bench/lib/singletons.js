/**
 * How many copies of React the browser loaded across the routes (the approach of
 * e2e/src/composition.e2e.ts): script bodies that define React's exports.
 */
const { freshPage } = require('./browser');

const ROUTES = ['/home', '/shop', '/shop/01', '/cart', '/wishlist', '/login', '/signup', '/dashboard'];

/** @returns {Promise<{ reactCopies: number, reactDomCopies: number }>} */
async function countReactCopies(browser, baseURL) {
  const { context, page } = await freshPage(browser, baseURL);
  /** @type {Map<string, Promise<string>>} */
  const bodies = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.set(
        response.url(),
        response.text().catch(() => ''),
      );
  });
  for (const route of ROUTES) await page.goto(route, { waitUntil: 'networkidle' });
  const sources = await Promise.all(bodies.values());
  await context.close();
  const filesWith = (marker) => sources.filter((source) => marker.test(source)).length;
  return { reactCopies: filesWith(/\.useState=function/), reactDomCopies: filesWith(/\.createPortal=function/) };
}

module.exports = { countReactCopies };
