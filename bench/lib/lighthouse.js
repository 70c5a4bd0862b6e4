/**
 * Lighthouse 12 (mobile defaults: simulated slow 4G and 4× CPU) on Debian Chromium launched with
 * chrome-launcher; each page run `runs` times (in rounds), every figure the median of those runs.
 */
const { CHROME_FLAGS, CHROME_PATH, median } = require('./browser');

const PHASE_NAMES = { TTFB: 'ttfb', 'Load Delay': 'loadDelay', 'Load Time': 'loadTime', 'Render Delay': 'renderDelay' };

/**
 * What the LCP was and where its time went (Lighthouse's largest-contentful-paint-element audit):
 * the element's selector and tag, and its phases in ms (TTFB, load delay, load time, render delay).
 */
function lcpBreakdown(lhr) {
  const audit = lhr.audits['largest-contentful-paint-element'];
  // This Chromium's traces lack what Lighthouse 12.2's element gatherer reads (frame_sequence): say so.
  if (audit?.errorMessage) return { element: `unknown (${audit.errorMessage.slice(0, 80)})`, phases: {}, blocking: [] };
  const items = audit?.details?.items ?? [];
  const node = items[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (items[1]?.items ?? []).map((row) => [PHASE_NAMES[row.phase] ?? String(row.phase), Math.round(row.timing)]),
  );
  // What held the first paint: Lighthouse's render-blocking resources and what each cost.
  const blocking = (lhr.audits['render-blocking-resources']?.details?.items ?? []).map(
    (item) => `${item.url} ${Math.round(item.wastedMs ?? 0)} ms`,
  );
  return {
    element: node ? `${node.selector ?? ''} ${String(node.snippet ?? '').slice(0, 120)}`.trim() : 'none',
    phases,
    blocking,
  };
}

const range = (values) => [Math.min(...values), Math.max(...values)];

/**
 * @param {string[]} urls
 * @param {number} runs
 * @returns {Promise<Record<string, { performance: number, accessibility: number, seo: number, lcpMs: number, tbtMs: number, cls: number, fcpMs: number }>>}
 */
async function runLighthouse(urls, runs = 3) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  /** @type {Record<string, any>} */
  const results = {};
  /** @type {Record<string, any[]>} */
  const samplesOf = Object.fromEntries(urls.map((url) => [url, []]));
  try {
    // Round by round (every page once, then again), so a busier moment of the machine falls on
    // all pages alike: the composed/monolith ratio compares runs made side by side.
    for (let i = 0; i < runs; i++) {
      for (const url of urls) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        });
        const lhr = result.lhr;
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        samplesOf[url].push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
          failedSeo: Object.values(lhr.audits)
            .filter((a) => a.score === 0 && lhr.categories.seo.auditRefs.some((r) => r.id === a.id))
            .map((a) => a.id),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          fcpMs: Math.round(audit('first-contentful-paint')),
          lcp: lcpBreakdown(lhr),
          failedA11y: Object.values(lhr.audits)
            .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
            .map((a) => a.id),
        });
      }
    }
    for (const [url, samples] of Object.entries(samplesOf)) {
      const pick = (key) => median(samples.map((s) => s[key]));
      results[url] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        fcpMs: pick('fcpMs'),
        // Every run's figures, for ranges; the LCP element and phases of the median-LCP run.
        lcpMsRange: range(samples.map((s) => s.lcpMs)),
        performanceRange: range(samples.map((s) => s.performance)),
        lcpOfMedianRun: samples.slice().sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(samples.length / 2)].lcp,
        failedA11yAudits: [...new Set(samples.flatMap((s) => s.failedA11y))],
        failedSeoAudits: [...new Set(samples.flatMap((s) => s.failedSeo))],
      };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

module.exports = { runLighthouse };
