/**
 * Lighthouse 12 (mobile defaults: simulated slow 4G and 4× CPU) on Debian Chromium launched with
 * chrome-launcher; each page run `runs` times (in rounds), every figure the median of those runs.
 */
const { CHROME_FLAGS, CHROME_PATH, median } = require('./browser');

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
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
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
