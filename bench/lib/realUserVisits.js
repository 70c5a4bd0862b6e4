/**
 * The visits of a shopper on a slow phone that bench/lib/realUser.js times (what each measures is
 * said there): each opens a fresh phone (bench/lib/phone.js), acts as a shopper would, and returns
 * its figures, or throws why a step could not be measured.
 */
const { MESSAGES, ROUTES, categorySlug } = require('shared-contracts');
const { percentile } = require('./browser');
const { openPhone, STEP_TIMEOUT_MS } = require('./phone');
const {
  round,
  lastTap,
  openRoute,
  waitHydrated,
  tapWhenHydrated,
  navigationMs,
  cartLink,
  paintTimes,
} = require('./realUserSteps');
const { SEEDED_ID_PREFIX, SEEDED_PRODUCTS } = require('./site');

const PRODUCT = '/shop/01';
const HOME = '/home';
/** Matches a quarter of the stored products and some built-in ones; not every card of the unfiltered first page. */
const QUERY = 'sheesham';
const CATEGORY = 'Chair';
/** Typing in the scripted visit: a brisk thumb. The first-paint search types at once. */
const KEY_GAP_MS = 120;
/** After the search box is hydrated: the search's own pause (250 ms) and a filtered render, with room to spare. */
const APPLY_GRACE_MS = 10_000;
/** The shortest event-timing entry the browser reports: a shorter interaction has none (counted as this). */
const MIN_EVENT_TIMING_MS = 16;
/** Without an entry for the last interaction (it was shorter than 16 ms) the visit stops waiting after this. */
const LAST_ENTRY_WAIT_MS = 3000;
/** The account remote's login page heading, and the profile menu's item (spec §2). */
const LOGIN_HEADING = 'Log in';
const LOGIN_ITEM = 'Login';

/** A first click on `route`, then the header's cart link (the cart's code is loaded by then: the add started it). */
async function firstClickVisit(browser, profile, baseURL, route) {
  const visit = await openPhone(browser, profile, {
    baseURL,
    watch: [['button', 'addToCart']],
    chain: {
      button: [
        ['toast', 'toast', MESSAGES.addedToCart],
        // Where the wait goes: the button's handler attached, the toasts' container mounted.
        ['buttonHydrated', 'addToCartHydrated'],
        ['toastContainer', 'toastContainer'],
      ],
    },
  });
  const { page } = visit;
  try {
    const opened = openRoute(page, route);
    const button = await visit.seen('button', 'Add to Cart visible');
    // The tap goes out the moment the button is seen; the page dates it itself.
    await page.touchscreen.tap(button.x, button.y);
    const serverRendered = await opened;
    if (serverRendered instanceof Error) throw serverRendered;
    const toast = await visit.seen('toast', 'the toast of the first click');
    const paints = await paintTimes(page);
    const { inputs, clicks, seen } = await visit.record();
    const tap = lastTap(inputs, button.at);
    const click = tap && clicks.find((c) => c.at >= tap.at);
    if (!click?.onAddToCart) throw new Error(`the first tap landed on ${click?.target ?? 'nothing'}, not Add to Cart`);
    const result = {
      fcpMs: paints.fcp === null ? null : round(paints.fcp),
      lcpMs: paints.lcp === null ? null : round(paints.lcp),
      lcpElement: paints.lcpElement,
      buttonMs: round(button.at),
      tapMs: round(tap.at),
      clickEventMs: round(click.handledAt),
      firstClickMs: round(toast.at),
      waitedMs: round(toast.at - button.at),
      buttonHydratedMs: seen.buttonHydrated ? round(seen.buttonHydrated.at) : null,
      toastContainerMs: seen.toastContainer ? round(seen.toastContainer.at) : null,
      scrolled: button.scrolled,
      serverRendered,
    };
    result.toCartMs = await navigationMs(visit, () => cartLink(page).tap({ timeout: STEP_TIMEOUT_MS }), 'Cart');
    return result;
  } finally {
    await visit.close();
  }
}

/**
 * A cold landing on a page the browser renders (a link to the cart or the login page from a mail or
 * another site): until its heading shows, and what was painted by then.
 */
async function coldVisit(browser, profile, baseURL, route, title) {
  const visit = await openPhone(browser, profile, { baseURL, watch: [['heading', 'heading', title]] });
  try {
    const opened = openRoute(visit.page, route);
    const heading = await visit.seen('heading', `the ${title} heading`);
    const answered = await opened;
    if (answered instanceof Error) throw answered;
    const paints = await paintTimes(visit.page);
    return {
      headingMs: round(heading.at),
      fcpMs: paints.fcp === null ? null : round(paints.fcp),
      lcpMs: paints.lcp === null ? null : round(paints.lcp),
    };
  } finally {
    await visit.close();
  }
}

/**
 * Client-side navigations from a product page nothing was added on, so the other remotes' code
 * is not loaded yet: once the page is hydrated, the header's cart link until the Cart heading; Back
 * to the product; the profile menu's Login until the Log in heading.
 */
async function navigationVisit(browser, profile, baseURL) {
  const visit = await openPhone(browser, profile, { baseURL });
  const { page } = visit;
  try {
    const opened = await openRoute(page, PRODUCT);
    if (opened instanceof Error) throw opened;
    const header = page.locator('header');
    const addToCart = page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first();
    await waitHydrated(page, addToCart);
    await waitHydrated(page, cartLink(page));
    const toCartMs = await navigationMs(visit, () => cartLink(page).tap({ timeout: STEP_TIMEOUT_MS }), 'Cart');
    await page.goBack({ waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    await waitHydrated(page, addToCart);
    const profileButton = header.getByRole('button', { name: 'Profile' });
    await waitHydrated(page, profileButton);
    const toLoginMs = await navigationMs(
      visit,
      async () => {
        await profileButton.tap({ timeout: STEP_TIMEOUT_MS });
        await page.getByRole('menuitem', { name: LOGIN_ITEM }).tap({ timeout: STEP_TIMEOUT_MS });
      },
      LOGIN_HEADING,
    );
    return { toCartMs, toLoginMs };
  } finally {
    await visit.close();
  }
}

async function typedSearchVisit(browser, profile, baseURL) {
  const visit = await openPhone(browser, profile, {
    baseURL,
    watch: [['box', 'searchBox']],
    chain: {
      box: [
        ['filtered', 'filtered', { words: [QUERY], below: SEEDED_PRODUCTS }],
        ['hydrated', 'hydrated', 'main input[type="search"]'],
      ],
    },
  });
  const { page } = visit;
  try {
    const opened = openRoute(page, ROUTES.shop);
    const box = await visit.seen('box', 'the search box visible');
    await page.touchscreen.tap(box.x, box.y);
    await page.keyboard.type(QUERY);
    const serverRendered = await opened;
    if (serverRendered instanceof Error) throw serverRendered;
    const hydrated = await visit.seen('hydrated', 'the search box hydrated');
    const applied = await page
      .waitForFunction(() => /** @type {any} */ (window).__bench.seen.filtered, undefined, { timeout: APPLY_GRACE_MS })
      .then(
        () => true,
        () => false,
      );
    const { boxText, statusText, filtered } = await page.evaluate(() => ({
      boxText: /** @type {HTMLInputElement | null} */ (document.querySelector('main input[type="search"]'))?.value,
      statusText: document.querySelector('main [role="status"]')?.textContent ?? '',
      filtered: /** @type {any} */ (window).__bench.seen.filtered,
    }));
    const { inputs } = await visit.record();
    const firstKey = inputs.find((i) => i.type === 'keydown');
    return {
      boxMs: round(box.at),
      typedMs: firstKey ? round(firstKey.at) : null,
      hydratedMs: round(hydrated.at),
      // A client-rendered page (the page server's fallback) shows the box hydrated: typed after.
      typedBeforeHydration: firstKey !== undefined && firstKey.at < hydrated.at,
      applied,
      filteredMs: applied ? round(filtered.at) : null,
      boxText,
      statusText,
      serverRendered,
    };
  } finally {
    await visit.close();
  }
}

async function inpVisit(browser, profile, baseURL) {
  const visit = await openPhone(browser, profile, { baseURL, webVitals: true });
  const { page } = visit;
  const main = page.getByRole('main');
  /** @type {string[]} */
  const documents = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  const results = (words) => visit.watchFor('results', 'filtered', { words, below: SEEDED_PRODUCTS });
  try {
    await page.goto(HOME, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
    await tapWhenHydrated(page, main.getByRole('link', { name: 'Shop now' }));
    const search = main.getByLabel('Search');
    await results([QUERY]);
    await tapWhenHydrated(page, search);
    await page.keyboard.type(QUERY, { delay: KEY_GAP_MS });
    await visit.seen('results', `the shop filtered to "${QUERY}"`);
    // A phone's picker sets the value without a page interaction: the tap that opens it is the one INP sees.
    const category = main.getByLabel('Category');
    await results([QUERY, CATEGORY.toLowerCase()]);
    await tapWhenHydrated(page, category);
    await category.selectOption(categorySlug(CATEGORY));
    await visit.seen('results', `the shop filtered to ${CATEGORY}`);
    // A built-in product with plenty in stock (no "Only N left"), so the cart can take one more: the
    // stored stand-ins have no picture, which the cart's contract refuses (though the toast shows).
    const product = main
      .locator(`article:has(.cat-stock:empty):not(:has(a[href^="/shop/${SEEDED_ID_PREFIX}-"]))`)
      .first()
      .getByRole('heading')
      .getByRole('link');
    const name = (await product.textContent({ timeout: STEP_TIMEOUT_MS }))?.trim() ?? '';
    await visit.watchFor('heading', 'heading', name);
    await tapWhenHydrated(page, product);
    await visit.seen('heading', `the page of ${name}`);
    await visit.watchFor('toast', 'toast', MESSAGES.addedToCart);
    await tapWhenHydrated(page, main.getByRole('button', { name: 'Add to Cart' }).first());
    await visit.seen('toast', 'the toast of Add to Cart');
    await visit.watchFor('heading', 'heading', 'Cart');
    await tapWhenHydrated(page, cartLink(page));
    await visit.seen('heading', 'the Cart heading');
    await tapWhenHydrated(page, main.getByRole('button', { name: `Increase quantity of ${name}` }));
    await main
      .getByRole('group', { name: `Quantity of ${name}` })
      .getByText('2')
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    if (documents.length > 1)
      throw new Error(`the visit loaded ${documents.length} documents: ${documents.join(', ')}`);

    const last = lastTap((await visit.record()).inputs);
    await page
      .waitForFunction((at) => /** @type {any} */ (window).__bench.events.some((e) => e.startTime >= at), last.at, {
        timeout: LAST_ENTRY_WAIT_MS,
      })
      .catch(() => undefined);
    // As when the shopper leaves: web-vitals reports what it has (its tests stub visibility the same way).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const inp = await page
      .waitForFunction(() => /** @type {any} */ (window).__benchInp, undefined, { timeout: STEP_TIMEOUT_MS })
      .then((handle) => handle.jsonValue());
    const { inputs, clicks, events } = await visit.record();
    // An event-timing entry starts at its event's timestamp: that ties each entry to the input recorded.
    const startedBy = (input) => events.filter((e) => Math.abs(e.startTime - input.at) < 1);
    const interactions = inputs
      .filter((i) => i.type === 'pointerdown' || i.type === 'keydown')
      .map((input) => {
        const ids = new Set(startedBy(input).map((e) => e.interactionId));
        const durations = events.filter((e) => ids.has(e.interactionId)).map((e) => e.duration);
        return durations.length ? Math.max(...durations) : MIN_EVENT_TIMING_MS;
      });
    const dispatched = [...inputs, ...clicks.map((click) => ({ ...click, type: 'click' }))];
    const worst = inp.entries
      .map((entry) => dispatched.find((e) => Math.abs(e.at - entry.startTime) < 1))
      .find((e) => e !== undefined);
    return {
      inpMs: round(inp.value),
      inpOn: worst ? `${worst.type} on ${worst.target}` : (inp.entries[0]?.name ?? 'unknown'),
      interactions: interactions.length,
      interactionP75Ms: round(percentile(interactions, 75)),
    };
  } finally {
    await visit.close();
  }
}

module.exports = {
  QUERY,
  firstClickVisit,
  coldVisit,
  navigationVisit,
  typedSearchVisit,
  inpVisit,
  PRODUCT,
  HOME,
  LOGIN_HEADING,
};
