/**
 * The API under load, on its one process: the products API as the shop calls it (10,000 stored
 * products, gzip) and PUT /api/carts/me from 50 signed-in shoppers at once (autocannon).
 */
const autocannon = require('autocannon');
const { authEmulatorClient } = require('../../tooling/auth-emulator');
const { percentile } = require('./browser');

const API = 'http://127.0.0.1:4000';
const SHOPPERS = 50;

/** p95 of sequential requests (whole response read, gzip), the first few warming the caches. */
async function latencyP95(nextPath, samples = 100) {
  const times = [];
  for (let i = 0; i < samples + 5; i++) {
    const pathname = nextPath(i);
    const started = performance.now();
    const response = await fetch(`${API}${pathname}`, {
      headers: { accept: 'application/json', 'accept-encoding': 'gzip' },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  return Math.round(percentile(times, 95) * 10) / 10;
}

const SORTS = ['name-asc', 'price-asc', 'price-desc', 'newest'];

/**
 * The catalogue API as the shop calls it with 10,000 stored products: a page of 24 (varied
 * offsets, sorts and a search, so no two requests in a row are the same) and one product by id.
 */
async function productsLatency(productIds) {
  const pageAt = (i) =>
    `/api/products?limit=24&offset=${(i * 24 * 7) % 9000}&sort=${SORTS[i % SORTS.length]}${i % 5 === 0 ? '&q=teak' : ''}`;
  const byId = (i) => `/api/products/${encodeURIComponent(productIds[(i * 7919) % productIds.length])}`;
  return { productPageP95Ms: await latencyP95(pageAt), productByIdP95Ms: await latencyP95(byId) };
}

async function shopperTokens() {
  const emulator = authEmulatorClient({ host: '127.0.0.1:9099' });
  const tokens = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const { idToken } = await emulator.createUser({
      email: `bench-${Date.now()}-${i}@example.com`,
      displayName: `Bench ${i}`,
      verified: true,
    });
    const response = await fetch(`${API}/api/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: `Bench ${i}` }),
    });
    if (!response.ok && response.status !== 409) throw new Error(`POST /api/users answered ${response.status}`);
    tokens.push(idToken);
  }
  return tokens;
}

const CART = JSON.stringify({
  items: [
    { id: '01', productName: 'Bench sofa', imgUrl: '/images/01.jpg', price: 45000, quantity: 1 },
    { id: '02', productName: 'Bench chair', imgUrl: '/images/02.jpg', price: 12000, quantity: 2 },
  ],
});

/**
 * 50 connections, one shopper each, saving their cart for 10 s (one request in flight per
 * connection, no pipelining). Each connection's request is built once (setupClient): a
 * per-request setupRequest made autocannon rebuild the same bytes (and deep-clone its context,
 * so shoppers rotated between connections) on every request, CPU the server shares on 2 cores.
 */
async function cartSaves(durationS = 10) {
  const tokens = await shopperTokens();
  let nextShopper = 0;
  const result = await autocannon({
    url: `${API}/api/carts/me`,
    connections: SHOPPERS,
    pipelining: 1,
    duration: durationS,
    method: 'PUT',
    body: CART,
    setupClient: (client) => {
      const token = tokens[nextShopper++ % SHOPPERS];
      client.setHeaders({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    },
  });
  const ok = result['2xx'];
  return {
    cartSaveRps: Math.round(ok / durationS),
    cartSaveP95Ms: result.latency.p97_5 ?? result.latency.p99,
    cartSaveErrors: result.non2xx + result.errors,
  };
}

module.exports = { productsLatency, cartSaves, latencyP95, API };
