#!/usr/bin/env node
/**
 * The bench's load on the page server, from a process of its own (the page server runs in the
 * bench's process: a generator there would take its event loop). Prints one JSON line.
 *   latency <site> <ids.json> <samples>            p95 of sequential GET /shop/{id} (whole page read)
 *   load <site> <ids.json> <connections> <seconds> requests/s with that many requests in flight
 * Requests look like a person's browser (onShellReady path); ids vary over the stored catalogue.
 */
const fs = require('fs');

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const [mode, site, idsFile, ...rest] = process.argv.slice(2);
const ids = JSON.parse(fs.readFileSync(idsFile, 'utf8'));
const pathAt = (i) => `/shop/${encodeURIComponent(ids[(i * 7919) % ids.length])}`;

/** One page: its time, status and whether the catalogue's server build rendered it. */
async function page(i) {
  const started = performance.now();
  const response = await fetch(`${site}${pathAt(i)}`, {
    headers: { 'user-agent': BROWSER, accept: 'text/html', 'accept-encoding': 'gzip' },
  });
  const html = await response.text();
  return {
    ms: performance.now() - started,
    status: response.status,
    serverRendered: html.includes('data-server-page='),
  };
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const round1 = (n) => Math.round(n * 10) / 10;

async function latency(samples) {
  const times = [];
  let serverRendered = 0;
  for (let i = 0; i < samples + 10; i++) {
    const result = await page(i);
    if (result.status !== 200) throw new Error(`GET ${pathAt(i)} answered ${result.status}`);
    if (i < 10) continue; // warming: the server build's first load, the API's caches
    times.push(result.ms);
    if (result.serverRendered) serverRendered++;
  }
  return {
    renderP95Ms: round1(percentile(times, 95)),
    renderP50Ms: round1(percentile(times, 50)),
    samples,
    serverRendered,
  };
}

async function load(connections, seconds) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  let serverRendered = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const result = await page(next++).catch(() => ({ status: 0, serverRendered: false }));
        if (result.status === 200) done++;
        else errors++;
        if (result.serverRendered) serverRendered++;
      }
    }),
  );
  return {
    rps: Math.round(done / seconds),
    connections,
    seconds,
    errors,
    serverRenderedShare: round1((serverRendered / Math.max(1, done)) * 100) / 100,
  };
}

(mode === 'latency' ? latency(Number(rest[0])) : load(Number(rest[0]), Number(rest[1]))).then(
  (result) => console.log(JSON.stringify(result)),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
