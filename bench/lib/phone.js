/**
 * A shopper's slow phone, as Lighthouse's mobile preset applies it with devtools throttling: its
 * slow-4G network (562.5 ms RTT, 1,474.56 kbps down, 675 kbps up), 4× CPU and the moto g power
 * screen (412×823 at 1.75, touch), read from Lighthouse's own constants. Each visit is a fresh
 * context (empty cache, no storage).
 *
 * What the shopper sees is watched inside the page: every animation frame (so only frames the
 * browser actually renders count), a watcher tests its condition and, the first frame it holds,
 * records performance.now() (ms since navigation start) and signals Node through a CDP binding,
 * which costs the page no round trip. Inputs are real touch and key events; their own timestamps
 * (when the browser received them) mark when the shopper acted.
 */
const fs = require('fs');
const path = require('path');

/** The binding the page calls to tell Node a watcher saw its condition. */
const SIGNAL = '__benchSignal';
/** How long any one step may take before the visit reports it failed (a throttled page is slow, not this slow). */
const STEP_TIMEOUT_MS = 60_000;
const WEB_VITALS = path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.umd.cjs');

/** @returns {Promise<{ context: object, network: object, cpuRate: number, summary: object }>} */
async function phoneProfile() {
  const { throttling, screenEmulationMetrics, userAgents } = await import('lighthouse/core/config/constants.js');
  const slow4G = throttling.mobileSlow4G;
  const screen = screenEmulationMetrics.mobile;
  return {
    context: {
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: screen.mobile,
      hasTouch: true,
      userAgent: userAgents.mobile,
    },
    // As Lighthouse's devtools throttling sends it (core/lib/emulation.js): kbps to bytes/s, floored.
    network: {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: Math.floor((slow4G.downloadThroughputKbps * 1024) / 8),
      uploadThroughput: Math.floor((slow4G.uploadThroughputKbps * 1024) / 8),
    },
    cpuRate: slow4G.cpuSlowdownMultiplier,
    summary: {
      rttMs: slow4G.requestLatencyMs,
      downKbps: Math.round(slow4G.downloadThroughputKbps * 100) / 100,
      upKbps: Math.round(slow4G.uploadThroughputKbps * 100) / 100,
      cpuSlowdown: slow4G.cpuSlowdownMultiplier,
      screen: `${screen.width}×${screen.height} @${screen.deviceScaleFactor}, touch`,
    },
  };
}

/**
 * Runs in the page before its own scripts (every document of a visit; serialised, so
 * self-contained). `__bench.watch(name, finder, arg)` arms a watcher; `chain` arms watchers the
 * moment another one fires, in the same frame (so a toast watcher is armed before the tap lands).
 * @param {{ signal: string, watch: Array<[string, string, unknown?]>, chain: Record<string, Array<[string, string, unknown?]>> }} config
 */
function instrumentPage(config) {
  const w = /** @type {any} */ (window);
  const text = (/** @type {Element} */ el) => (el.textContent || '').trim();
  const visible = (/** @type {Element} */ el) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  /** Where a tap on `el` lands on it, if it is in the viewport, painted and not covered; else null. */
  const tapPoint = (/** @type {Element} */ el) => {
    const r = el.getBoundingClientRect();
    const left = Math.max(r.left, 0);
    const right = Math.min(r.right, innerWidth);
    const top = Math.max(r.top, 0);
    const bottom = Math.min(r.bottom, innerHeight);
    if (right <= left || bottom <= top || !visible(el)) return null;
    const x = (left + right) / 2;
    const y = (top + bottom) / 2;
    const hit = document.elementFromPoint(x, y);
    return hit && (hit === el || el.contains(hit)) ? { x, y } : null;
  };
  const describe = (/** @type {EventTarget | null} */ target) => {
    if (!(target instanceof Element)) return String(target);
    const named = target.closest('a, button, input, select, label') || target;
    const label = /** @type {any} */ (named).labels?.[0];
    const name = named.getAttribute('aria-label') || (label ? text(label) : text(named).slice(0, 40));
    return `${named.tagName.toLowerCase()} ${name}`.trim();
  };
  const reactOwns = (/** @type {Element} */ el) => Object.keys(el).some((key) => key.startsWith('__reactProps'));
  const addToCart = (/** @type {Element | null} */ el) => {
    const button = el && el.closest('button');
    return !!button && text(button) === 'Add to Cart';
  };

  /** @type {Record<string, (arg: any) => object | null>} */
  const finders = {
    /** The first enabled Add to Cart the shopper can tap; one laid out below the fold is scrolled to (a swipe costs no time here). */
    addToCart() {
      const buttons = [...document.querySelectorAll('button')].filter((b) => !b.disabled && addToCart(b));
      for (const button of buttons) {
        const at = tapPoint(button);
        if (at) return { ...at, scrolled: bench.scrolled };
      }
      const below = buttons.find((b) => b.getClientRects().length > 0 && visible(b));
      if (below) {
        below.scrollIntoView({ block: 'center' });
        bench.scrolled = true;
      }
      return null;
    },
    searchBox() {
      const box = document.querySelector('main input[type="search"]');
      return box && tapPoint(box);
    },
    /** A toast with this text, inserted and not hidden (it may still be sliding in). */
    toast(message) {
      const toast = [...document.querySelectorAll('[role="alert"]')].find(
        (el) => text(el).includes(message) && visible(el),
      );
      return toast ? {} : null;
    },
    heading(title) {
      const heading = [...document.querySelectorAll('h1')].find((h) => text(h) === title);
      return heading && tapPoint(heading) ? {} : null;
    },
    /** The shop's results narrowed to the words: a count below `below` and every card naming them all. */
    filtered({ words, below }) {
      const status = document.querySelector('main [role="status"]');
      const count = Number((/of ([\d,]+) products/.exec(status ? text(status) : '') || [])[1]?.replace(/,/g, ''));
      const cards = [...document.querySelectorAll('main article')];
      const matches = cards.every((card) => words.every((word) => text(card).toLowerCase().includes(word)));
      return count < below && cards.length > 0 && matches ? { count } : null;
    },
    /** React has attached its props to the element (it is hydrated or rendered by React). */
    hydrated(selector) {
      const el = document.querySelector(selector);
      return el && reactOwns(el) ? {} : null;
    },
    addToCartHydrated() {
      const button = [...document.querySelectorAll('button')].find((b) => !b.disabled && addToCart(b));
      return button && reactOwns(button) ? {} : null;
    },
    /** react-toastify's container is mounted: a toast raised now can show. */
    toastContainer() {
      return document.querySelector('.Toastify') ? {} : null;
    },
  };

  const bench = {
    scrolled: false,
    /** @type {Array<{ type: string, at: number, target: string }>} */
    inputs: [],
    /** @type {Array<{ at: number, handledAt: number, target: string, onAddToCart: boolean }>} */
    clicks: [],
    /** @type {Array<{ name: string, startTime: number, duration: number, interactionId: number }>} */
    events: [],
    /** @type {Record<string, object>} */
    seen: {},
    /** @type {Array<{ name: string, finder: string, arg: unknown }>} */
    watchers: [],
    looping: false,
    /** @param {string} name @param {string} finder @param {unknown} [arg] */
    watch(name, finder, arg) {
      delete bench.seen[name];
      bench.watchers.push({ name, finder, arg });
      if (!bench.looping) {
        bench.looping = true;
        requestAnimationFrame(frame);
      }
    },
  };
  w.__bench = bench;

  function frame() {
    for (const watcher of [...bench.watchers]) {
      let found = null;
      try {
        found = finders[watcher.finder](watcher.arg);
      } catch {
        found = null; // the DOM is mid-change; the next frame tests again
      }
      if (!found) continue;
      const seen = { ...found, at: performance.now() };
      bench.seen[watcher.name] = seen;
      bench.watchers.splice(bench.watchers.indexOf(watcher), 1);
      for (const [name, finder, arg] of config.chain[watcher.name] || []) bench.watch(name, finder, arg);
      if (typeof w[config.signal] === 'function') w[config.signal](JSON.stringify({ name: watcher.name, ...seen }));
    }
    if (bench.watchers.length) requestAnimationFrame(frame);
    else bench.looping = false;
  }

  const record = (/** @type {Event} */ event) =>
    bench.inputs.push({ type: event.type, at: event.timeStamp, target: describe(event.target) });
  addEventListener('pointerdown', record, { capture: true, passive: true });
  addEventListener('keydown', record, { capture: true, passive: true });
  addEventListener(
    'click',
    (event) =>
      bench.clicks.push({
        at: event.timeStamp,
        handledAt: performance.now(),
        target: describe(event.target),
        onAddToCart: event.target instanceof Element && addToCart(event.target),
      }),
    { capture: true, passive: true },
  );
  // Every interaction's event-timing entries (16 ms is the least the API reports): how the visit
  // knows its last interaction was dispatched, and which interaction INP was.
  new PerformanceObserver((list) => {
    for (const e of /** @type {PerformanceEventTiming[]} */ (list.getEntries()))
      if (e.interactionId)
        bench.events.push({
          name: e.name,
          startTime: e.startTime,
          duration: e.duration,
          interactionId: e.interactionId,
        });
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));

  for (const [name, finder, arg] of config.watch) bench.watch(name, finder, arg);
}

/** web-vitals' INP with every change reported, kept on window for the visit to read. */
const INP_HOOK = `
webVitals.onINP((metric) => {
  window.__benchInp = {
    value: metric.value,
    entries: metric.entries.map((e) => ({ name: e.name, startTime: e.startTime, duration: e.duration })),
  };
}, { reportAllChanges: true });`;

/**
 * Opens a throttled phone page. `watch`/`chain` arm watchers from the document's start.
 * @param {import('playwright-core').Browser} browser
 * @param {Awaited<ReturnType<typeof phoneProfile>>} profile
 * @param {{ baseURL: string, watch?: Array<[string, string, unknown?]>, chain?: Record<string, Array<[string, string, unknown?]>>, webVitals?: boolean }} options
 */
async function openPhone(browser, profile, { baseURL, watch = [], chain = {}, webVitals = false }) {
  const context = await browser.newContext({ baseURL, ...profile.context });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', profile.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: SIGNAL });
  /** @type {Map<string, object>} */
  const signals = new Map();
  /** @type {Map<string, (seen: any) => void>} */
  const waiting = new Map();
  cdp.on('Runtime.bindingCalled', (event) => {
    if (event.name !== SIGNAL) return;
    const seen = JSON.parse(event.payload);
    signals.set(seen.name, seen);
    waiting.get(seen.name)?.(seen);
  });
  await page.addInitScript(instrumentPage, { signal: SIGNAL, watch, chain });
  if (webVitals) await page.addInitScript({ content: `${fs.readFileSync(WEB_VITALS, 'utf8')}\n${INP_HOOK}` });

  /**
   * What the watcher `name` saw ({ at, ...found }), once it fires.
   * @param {string} name @param {string} what  said when it never does
   * @returns {Promise<any>}
   */
  const seen = (name, what) =>
    new Promise((resolve, reject) => {
      if (signals.has(name)) return resolve(signals.get(name));
      const timer = setTimeout(() => {
        waiting.delete(name);
        reject(new Error(`${what}: not within ${STEP_TIMEOUT_MS / 1000} s`));
      }, STEP_TIMEOUT_MS);
      waiting.set(name, (value) => {
        clearTimeout(timer);
        waiting.delete(name);
        resolve(value);
      });
    });

  /** Arms a watcher now (for a step after load; forgets an earlier sighting of the same name). */
  const watchFor = async (/** @type {string} */ name, /** @type {string} */ finder, /** @type {unknown} */ arg) => {
    signals.delete(name);
    await page.evaluate(([n, f, a]) => /** @type {any} */ (window).__bench.watch(n, f, a), [name, finder, arg]);
  };

  /** The page's record: inputs, clicks, event-timing entries, what the watchers saw so far. */
  const record = () =>
    page.evaluate(() => {
      const { inputs, clicks, events, seen } = /** @type {any} */ (window).__bench;
      return { inputs, clicks, events, seen };
    });

  return { context, page, seen, watchFor, record, close: () => context.close() };
}

module.exports = { phoneProfile, openPhone, STEP_TIMEOUT_MS };
