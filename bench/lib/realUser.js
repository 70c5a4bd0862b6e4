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
const { ROUTES } = require('shared-contracts');
const { median, percentile } = require('./browser');
const { phoneProfile } = require('./phone');
const { ratio } = require('./mfTax');
const { failure, round } = require('./realUserSteps');
const realUserVisits = require('./realUserVisits');

const RUNS = 5;

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
    product: (baseURL) => realUserVisits.firstClickVisit(browser, profile, baseURL, realUserVisits.PRODUCT),
    home: (baseURL) => realUserVisits.firstClickVisit(browser, profile, baseURL, realUserVisits.HOME),
    navigation: (baseURL) => realUserVisits.navigationVisit(browser, profile, baseURL),
    coldCart: (baseURL) => realUserVisits.coldVisit(browser, profile, baseURL, ROUTES.cart, 'Cart'),
    coldLogin: (baseURL) =>
      realUserVisits.coldVisit(browser, profile, baseURL, ROUTES.login, realUserVisits.LOGIN_HEADING),
    typedSearch: (baseURL) => realUserVisits.typedSearchVisit(browser, profile, baseURL),
    inp: (baseURL) => realUserVisits.inpVisit(browser, profile, baseURL),
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
    query: realUserVisits.QUERY,
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
