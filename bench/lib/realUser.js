/**
 * What a shopper on a slow phone feels (bench/lib/phone.js: Lighthouse's slow 4G, 4× CPU, a
 * 412-px touch screen), on the composed site and on the monolith, RUNS cold visits each, taken in
 * rounds (every visit of both sites, then again) so a busier moment of the machine falls on both:
 *
 * - `/shop/01` and `/home`: the first contentful paint and the LCP (as of the first tap); when the first enabled Add to Cart is visible (painted, in the viewport,
 *   a tap would hit it; on /home it is below the fold and scrolled to as soon as it is laid out);
 *   "first click": a tap issued the moment it is seen, until the toast it raises shows (from
 *   navigation start), and how long the shopper waited after seeing the button; then a tap on the
 *   header's cart link until the Cart heading shows (client-side, from the tap's own timestamp).
 * - `/cart` and `/login` opened cold (pages the browser renders): until their heading shows, and the LCP by then.
 * - navigation: on a hydrated `/shop/01` nothing was added on, the cart link until the Cart heading,
 *   and (after Back) the profile menu's Login until the Log in heading: the other remotes cold.
 * - `/shop`: the query is typed the moment the search box is visible; applied when the results
 *   narrow to it (count below the catalogue's, every card naming it). A run is judged not applied
 *   when the box is hydrated and APPLY_GRACE_MS pass without that.
 * - INP (web-vitals, every change reported) over a scripted visit: home → Shop now → type a query
 *   → pick a category → a product → Add to Cart → the cart → one more of it. Each tap waits for its
 *   target to be hydrated, so the visit stays one document. INP p75 and max are over the visits, as
 *   field data takes the 75th percentile over page views.
 *
 * A visit that cannot measure a step records why, and its figure is left out (never estimated).
 */
const { MESSAGES, ROUTES, SERVER_PAGE_ATTRIBUTE, categorySlug } = require('shared-contracts');
const { median, percentile } = require('./browser');
const { openPhone, phoneProfile, STEP_TIMEOUT_MS } = require('./phone');
const { SEEDED_ID_PREFIX, SEEDED_PRODUCTS } = require('./site');
const { ratio } = require('./mfTax');

const RUNS = 5;
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

/** median, min and max of the runs that measured; `n` of them. */
function spread(values) {
  const measured = values.filter((v) => Number.isFinite(v));
  if (measured.length === 0) return { median: NaN, min: NaN, max: NaN, n: 0 };
  return {
    median: round(median(measured)),
    min: Math.min(...measured),
    max: Math.max(...measured),
    n: measured.length,
  };
}

/** One site's figures from its visits (each `{ result } | { error }`). */
function summarise(visits) {
  const ok = (kind) => visits[kind].filter((v) => v.result).map((v) => v.result);
  const failures = (kind) => visits[kind].filter((v) => v.error).map((v) => v.error);
  const of = (kind, key) => spread(ok(kind).map((r) => r[key]));
  const firstClick = (kind) => ({
    fcpMs: of(kind, 'fcpMs'),
    lcpMs: of(kind, 'lcpMs'),
    buttonMs: of(kind, 'buttonMs'),
    firstClickMs: of(kind, 'firstClickMs'),
    waitedMs: of(kind, 'waitedMs'),
    toCartMs: of(kind, 'toCartMs'),
    buttonHydratedMs: of(kind, 'buttonHydratedMs'),
    toastContainerMs: of(kind, 'toastContainerMs'),
    tapToClickEventMs: spread(ok(kind).map((r) => r.clickEventMs - r.tapMs)),
    serverRendered: ok(kind).filter((r) => r.serverRendered).length,
    failures: failures(kind),
  });
  const cold = (kind) => ({ headingMs: of(kind, 'headingMs'), lcpMs: of(kind, 'lcpMs'), failures: failures(kind) });
  const typed = ok('typedSearch');
  const inp = ok('inp').map((r) => r.inpMs);
  return {
    product: firstClick('product'),
    home: firstClick('home'),
    coldCart: cold('coldCart'),
    coldLogin: cold('coldLogin'),
    navigation: {
      toCartMs: of('navigation', 'toCartMs'),
      toLoginMs: of('navigation', 'toLoginMs'),
      failures: failures('navigation'),
    },
    typedSearch: {
      applied: typed.filter((r) => r.applied).length,
      runs: typed.length,
      appliedPct: typed.length ? Math.round((100 * typed.filter((r) => r.applied).length) / typed.length) : NaN,
      filteredMs: spread(typed.map((r) => r.filteredMs ?? NaN)),
      serverRendered: typed.filter((r) => r.serverRendered).length,
      typedBeforeHydration: typed.filter((r) => r.typedBeforeHydration).length,
      appliedWhenTypedBeforeHydration: typed.filter((r) => r.typedBeforeHydration && r.applied).length,
      failures: failures('typedSearch'),
    },
    inp: {
      p75Ms: inp.length ? percentile(inp, 75) : NaN,
      maxMs: inp.length ? Math.max(...inp) : NaN,
      interactionP75Ms: of('inp', 'interactionP75Ms'),
      failures: failures('inp'),
    },
    visits,
  };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {Record<'composed' | 'monolith', string>} sites  base URLs
 * @param {(what: string) => void} step  progress lines
 * @param {number} runs  cold visits of each kind per site
 */
async function measureRealUser(browser, sites, step = () => {}, runs = RUNS) {
  const profile = await phoneProfile();
  const kinds = {
    product: (baseURL) => firstClickVisit(browser, profile, baseURL, PRODUCT),
    home: (baseURL) => firstClickVisit(browser, profile, baseURL, HOME),
    navigation: (baseURL) => navigationVisit(browser, profile, baseURL),
    coldCart: (baseURL) => coldVisit(browser, profile, baseURL, ROUTES.cart, 'Cart'),
    coldLogin: (baseURL) => coldVisit(browser, profile, baseURL, ROUTES.login, LOGIN_HEADING),
    typedSearch: (baseURL) => typedSearchVisit(browser, profile, baseURL),
    inp: (baseURL) => inpVisit(browser, profile, baseURL),
  };
  /** @type {Record<string, Record<string, Array<{ result?: any, error?: string }>>>} */
  const visits = Object.fromEntries(
    Object.keys(sites).map((site) => [site, Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]))]),
  );
  for (let run = 1; run <= runs; run++) {
    for (const [site, baseURL] of Object.entries(sites)) {
      for (const [kind, visit] of Object.entries(kinds)) {
        const started = Date.now();
        const outcome = await visit(baseURL).then(
          (result) => ({ result }),
          (error) => ({ error: failure(error) }),
        );
        visits[site][kind].push(outcome);
        step(
          `real user ${run}/${runs} ${site} ${kind}: ${outcome.error ? `FAILED ${outcome.error}` : JSON.stringify(outcome.result)} (${Math.round((Date.now() - started) / 1000)} s)`,
        );
      }
    }
  }
  const composed = summarise(visits.composed);
  const monolith = summarise(visits.monolith);
  return {
    profile: profile.summary,
    runs,
    query: QUERY,
    composed,
    monolith,
    ratios: {
      productFirstClick: ratio(composed.product.firstClickMs.median, monolith.product.firstClickMs.median),
      homeFirstClick: ratio(composed.home.firstClickMs.median, monolith.home.firstClickMs.median),
      productLcp: ratio(composed.product.lcpMs.median, monolith.product.lcpMs.median),
      homeLcp: ratio(composed.home.lcpMs.median, monolith.home.lcpMs.median),
      productToCart: ratio(composed.navigation.toCartMs.median, monolith.navigation.toCartMs.median),
      productToLogin: ratio(composed.navigation.toLoginMs.median, monolith.navigation.toLoginMs.median),
      coldCart: ratio(composed.coldCart.headingMs.median, monolith.coldCart.headingMs.median),
      coldLogin: ratio(composed.coldLogin.headingMs.median, monolith.coldLogin.headingMs.median),
      inpP75: ratio(composed.inp.p75Ms, monolith.inp.p75Ms),
    },
  };
}

module.exports = { measureRealUser };
