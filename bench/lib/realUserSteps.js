/**
 * The steps the real-user visits (realUserVisits.js) are made of: open a route without waiting,
 * wait until a target is hydrated, tap it, time a navigation, read the page's paint times.
 */
const { ROUTES, SERVER_PAGE_ATTRIBUTE } = require('shared-contracts');
const { STEP_TIMEOUT_MS } = require('./phone');

const round = (ms) => Math.round(ms);
const lastTap = (inputs, after = -Infinity) => inputs.filter((i) => i.type === 'pointerdown' && i.at >= after).at(-1);
const failure = (error) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/**
 * Opens `route` without waiting for more than its commit, so the visit can act as the page
 * paints. Resolves to whether the document came server-rendered (a page server answers with the
 * client-rendered page when a render misses its budget).
 */
function openRoute(page, route) {
  return page
    .goto(route, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS })
    .then(async (response) => (await response?.text())?.includes(`${SERVER_PAGE_ATTRIBUTE}="`) ?? false)
    .catch((error) => (error instanceof Error ? error : new Error(String(error))));
}

/** Until the target is shown and React has attached its props (hydrated, or rendered by React). */
async function waitHydrated(page, locator) {
  await locator.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await page.waitForFunction(
    (el) => el !== null && Object.keys(el).some((key) => key.startsWith('__reactProps')),
    await locator.elementHandle({ timeout: STEP_TIMEOUT_MS }),
    { timeout: STEP_TIMEOUT_MS },
  );
}

/** Taps once the target is hydrated, so the tap is handled, not lost nor a full page load. */
async function tapWhenHydrated(page, locator) {
  await waitHydrated(page, locator);
  await locator.tap({ timeout: STEP_TIMEOUT_MS });
}

/** From a tap (or the last of `open`'s taps) until the page's heading `title` shows. */
async function navigationMs(visit, open, title) {
  await visit.watchFor('heading', 'heading', title);
  const before = (await visit.record()).inputs.length;
  await open();
  const heading = await visit.seen('heading', `the ${title} heading`);
  const tap = lastTap((await visit.record()).inputs.slice(before));
  if (!tap) throw new Error(`no tap recorded on the way to ${title}`);
  return round(heading.at - tap.at);
}

const cartLink = (page) => page.locator(`header a[href="${ROUTES.cart}"]`).filter({ visible: true }).first();

/**
 * The page's first contentful paint and its largest contentful paint as the browser reports them
 * (LCP stops at the first tap, as in the field): what the shopper saw, and when.
 */
function paintTimes(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const lcp = list.getEntries().at(-1);
          resolve({ fcp, lcp: lcp?.startTime ?? null, lcpElement: lcp?.element?.tagName?.toLowerCase() ?? null });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

module.exports = {
  round,
  lastTap,
  failure,
  openRoute,
  waitHydrated,
  tapWhenHydrated,
  navigationMs,
  cartLink,
  paintTimes,
};
