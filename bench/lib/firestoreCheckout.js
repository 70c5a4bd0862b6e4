/**
 * Checkout on Firestore with several API instances: three processes of the built server
 * (`server/dist/main.js`, STORAGE=firestore) on one official Firestore emulator, shoppers signed in
 * through an Auth emulator, each shopper kept on one instance (round robin) as a load balancer with
 * sticky sessions would. Its own emulators and ports: it needs no running site.
 *
 * - checkoutP95Ms: create-order → the sandbox's payment → verify, for 60 shoppers (10 at a time)
 *   buying one of five products with stock to spare: what a shopper waits for after "Pay"; with
 *   the p95 of create-order alone and of verify alone (it settles the order; its mails go after the response).
 * - hotProductCheckoutsPerSec: 20 shoppers at once buying the same product (20 units), so every
 *   transaction contends for one product document: paid checkouts per second of the wave.
 */
const { spawn } = require('child_process');
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { CHECKOUT_API_PATHS, SAVED_LIST_PATHS } = require('shared-contracts');
const { startFirestoreEmulator } = require('../../tooling/firestore-emulator');
const { startAuthEmulator } = require('../../tooling/auth-emulator');
const { freePort, sleep } = require('../../tooling/process-group');
const { percentile } = require('./browser');

const SERVER_DIST = path.resolve(__dirname, '../../server/dist');
const { openFirestoreStorage } = require(path.join(SERVER_DIST, 'storage/firestore.js'));
const { createProductWriter } = require(path.join(SERVER_DIST, 'features/products/productsRepository.js'));
const { seedProducts } = require(path.join(SERVER_DIST, 'features/products/seed/seedCatalogue.js'));
const { seedArtBaseUrl } = require(path.join(SERVER_DIST, 'features/products/seed/seedArt.js'));

const INSTANCES = 3;
const SPREAD_SHOPPERS = 60;
const SPREAD_IN_FLIGHT = 10;
const HOT_SHOPPERS = 20;
const HOT_PRODUCT = '01';
const SPREAD_PRODUCTS = ['02', '03', '04', '05', '06'];
const SANDBOX_PAY = '/sandbox/pay';
const STARTUP_LIMIT_MS = 90_000;
const BILLING = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  address: '12 MG Road',
  city: 'Jaipur',
  postalCode: '302001',
  country: 'India',
};

/** The built API as one instance: resolves once it answers /api/health. */
async function startInstance(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(SERVER_DIST, 'main.js')], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += String(chunk)));
  const stopOnExit = () => child.kill('SIGKILL');
  process.once('exit', stopOnExit);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`an API instance exited during start-up:\n${errors}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() - started > STARTUP_LIMIT_MS) {
      child.kill('SIGKILL');
      throw new Error(`an API instance did not answer within ${STARTUP_LIMIT_MS / 1000} s:\n${errors}`);
    }
    // Bench tooling polling a starting child process, never in a shopper's path.
    await sleep(250);
  }
  const stop = () =>
    new Promise((resolve) => {
      process.off('exit', stopOnExit);
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { base, stop };
}

async function call(base, pathname, token, body) {
  const response = await fetch(base + pathname, {
    method: pathname === SAVED_LIST_PATHS.cart ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

function expectOk(answer, what) {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** One shopper's checkout on their instance: the cart, then the timed create-order → pay → verify. */
async function checkout(base, token, product) {
  const item = { id: product.id, productName: product.productName, imgUrl: product.imgUrl, price: product.price };
  expectOk(await call(base, SAVED_LIST_PATHS.cart, token, { items: [{ ...item, quantity: 1 }] }), 'saving the cart');
  const started = performance.now();
  const created = await call(base, CHECKOUT_API_PATHS.createOrder, token, { amount: product.price, billing: BILLING });
  const createMs = performance.now() - started;
  if (created.status === 409) return { paid: false, ms: createMs, createMs };
  const order = expectOk(created, 'create-order');
  const payment = expectOk(await call(base, SANDBOX_PAY, null, { order_id: order.id }), 'the sandbox payment');
  const verifyStarted = performance.now();
  expectOk(await call(base, CHECKOUT_API_PATHS.verify, token, payment), 'verify');
  const now = performance.now();
  return { paid: true, ms: now - started, createMs, verifyMs: now - verifyStarted };
}

const p95 = (results, field) =>
  Math.round(
    percentile(
      results.map((result) => result[field]),
      95,
    ),
  );

async function measureFirestoreCheckout(step = () => {}) {
  const projectId = `demo-bench-${crypto.randomBytes(4).toString('hex')}`;
  const dataDirs = [];
  const instances = [];
  let firestore = null;
  let auth = null;
  let store = null;
  try {
    step('Firestore: starting the official emulator, an Auth emulator and 3 API instances');
    const authPort = await freePort();
    [firestore, auth] = await Promise.all([
      startFirestoreEmulator(),
      startAuthEmulator({ port: authPort, projectId, log: () => {} }),
    ]);
    store = openFirestoreStorage({ projectId, emulatorHost: firestore.host, log: () => {} });
    const products = seedProducts(seedArtBaseUrl('http://127.0.0.1/uploads/'), new Date().toISOString());
    const byId = new Map(products.map((product) => [product.id, product]));
    const writer = createProductWriter(store.docs);
    const hot = { ...byId.get(HOT_PRODUCT), stock: HOT_SHOPPERS };
    const spread = SPREAD_PRODUCTS.map((id) => ({ ...byId.get(id), stock: SPREAD_SHOPPERS }));
    for (const product of [hot, ...spread]) await writer.create(product);

    const env = (dataDir) => ({
      NODE_ENV: 'test',
      STORAGE: 'firestore',
      FIRESTORE_EMULATOR_HOST: firestore.host,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every shopper comes from 127.0.0.1 here; the per-IP limit is for the internet.
      RATE_LIMIT_PER_MINUTE: '1000000',
      MAX_EVENT_LOOP_DELAY_MS: '60000',
      RAZORPAY_WEBHOOK_SECRET: crypto.randomBytes(24).toString('hex'),
    });
    for (let index = 0; index < INSTANCES; index += 1) {
      dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), `bench-api-${index}-`)));
    }
    instances.push(...(await Promise.all(dataDirs.map((dir) => startInstance(env(dir))))));
    const tokens = [];
    // Ten accounts at a time: the Auth emulator is one more process on the machine.
    for (let first = 0; first < SPREAD_SHOPPERS + HOT_SHOPPERS; first += 10) {
      const batch = Array.from({ length: 10 }, (_, offset) =>
        auth.createUser({ email: `bench${first + offset}@example.in`, verified: true }),
      );
      for (const user of await Promise.all(batch)) tokens.push(user.idToken);
    }
    const instanceOf = (index) => instances[index % INSTANCES].base;

    step(`Firestore: ${SPREAD_SHOPPERS} checkouts over 5 products, ${SPREAD_IN_FLIGHT} at a time`);
    const results = [];
    let next = 0;
    const inFlight = async () => {
      for (let index = next++; index < SPREAD_SHOPPERS; index = next++) {
        const result = await checkout(instanceOf(index), tokens[index], spread[index % spread.length]);
        if (!result.paid) throw new Error(`shopper ${index} found a product with stock to spare sold out`);
        results.push(result);
      }
    };
    await Promise.all(Array.from({ length: SPREAD_IN_FLIGHT }, inFlight));

    step(`Firestore: ${HOT_SHOPPERS} shoppers at once on one product`);
    const hotStarted = performance.now();
    const hotResults = await Promise.all(
      Array.from({ length: HOT_SHOPPERS }, (_, offset) => {
        const index = SPREAD_SHOPPERS + offset;
        return checkout(instanceOf(index), tokens[index], hot);
      }),
    );
    const hotSeconds = (performance.now() - hotStarted) / 1000;
    const hotPaid = hotResults.filter((result) => result.paid).length;
    const stockLeft = Number((await store.docs.get('products', HOT_PRODUCT)).stock);
    return {
      instances: INSTANCES,
      checkoutP95Ms: p95(results, 'ms'),
      checkoutMedianMs: Math.round(
        percentile(
          results.map((result) => result.ms),
          50,
        ),
      ),
      createOrderP95Ms: p95(results, 'createMs'),
      verifyP95Ms: p95(results, 'verifyMs'),
      checkouts: results.length,
      hotProductCheckoutsPerSec: Math.round((hotPaid / hotSeconds) * 10) / 10,
      hotProductPaid: hotPaid,
      hotProductStockLeft: stockLeft,
    };
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await auth?.stop();
    await store?.close();
    await firestore?.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { measureFirestoreCheckout };
