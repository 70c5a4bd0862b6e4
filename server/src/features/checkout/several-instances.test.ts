/**
 * Three API instances on one store, the real Firestore's semantics: three processes of the built
 * server (`node server/dist/main.js`, STORAGE=firestore) on the run's official Firestore emulator,
 * real ID tokens from an Auth emulator, and the shoppers as their own load balancer (round robin; a
 * shopper whose instance is gone goes on at the next one). 100 shoppers check out the last units of
 * five products; the instance running the reconciler is SIGKILLed mid-run. Some shoppers close the
 * tab after create-order (their reservation runs out and the expiry sweep returns the units), some
 * are charged a second time (the provider's webhook for that payment reaches every instance at once).
 *
 * Afterwards: no product sold beyond what the admin set and no stock below 0; every payment the
 * provider took is settled once (the reconciler of the instance that took over finds those whose
 * instance died before verify) and every second charge refunded once; `npm run check:stock`
 * clean; the migrations, the expiry sweep and the reconciler each ran on one instance at a time,
 * the dead one's jobs taken over only once its lease ran out.
 */
import { randomBytes } from 'node:crypto';
import type { CatalogueProduct } from 'shared-contracts';
import { MIGRATIONS } from '../../migrations/migrations';
import { openFirestoreStorage } from '../../storage/firestore';
import type { StoragePort } from '../../storage/port';
import { startApiInstance, type ApiInstance } from '../../test/api-instance';
import { startTestEmulator, type AuthEmulator } from '../../test/auth-emulator';
import { buildServerAlongside } from '../../test/build';
import { testFirestoreEmulator, type FirestoreEmulator } from '../../test/firestore-emulator';
import { processGroup } from '../../test/process-group';
import { makeTempDir } from '../../test/temp-dir';
import { jobLeaseMs } from '../orders/periodic';
import { ORDER_EXPIRY_JOB } from '../orders/expire';
import { RECONCILE_REASON, RECONCILER_JOB } from '../orders/reconcile';
import { sandboxLedger } from '../payment/sandbox-ledger';
import { until } from '../payment/test-support';
import { createProductWriter } from '../products/productsRepository';
import { seedArtBaseUrl } from '../products/seed/seedArt';
import { seedProducts } from '../products/seed/seedCatalogue';
import { allOrders, confirmationsPerOrder, extraPaymentsOf, jobRuns, logLines } from './several-instances-readers';
import { shoppingRun, type Outcome, type Shopper, type ShopperResult } from './several-instances-shoppers';
import {
  expectJobsOneAtATime,
  expectNoOversell,
  expectPaidOnce,
  expectRefundedOnce,
  expectStockCheckClean,
} from '../../test/several-instances-checks';

/**
 * 100 shoppers, 20 in flight at once. The shopping takes about 35 s on a busy 2-core machine, and
 * starting two emulators and three servers about as long; the rest of the run (about a minute)
 * waits on Firestore's own clocks: the dead instance's job leases run out after 30 s, and documents
 * its transactions held stay locked until Firestore drops the idle transaction, about 60 s after.
 */
const SHOPPERS = 100;
const IN_FLIGHT = 20;
/** Units of each product: 20 shoppers (and 5 more buying it beside another product) want each. */
const UNITS = 8;
/**
 * The instance holding the reconciler's lease dies just after it took the payment of its first
 * shopper from this one on (the second wave), before the verify; its sandbox webhook, 2 s later,
 * dies with it. Shoppers of the first wave leave units enough for the second to keep buying.
 */
const KILL_AT_SHOPPER = IN_FLIGHT;
const PRODUCT_IDS = ['01', '02', '03', '04', '05'];
/** The periodic jobs run every second (their lease lasts jobLeaseMs of it: 30 s). */
const JOB_INTERVAL_MS = 1000;
/** Every instance checks the provider's webhooks with the same secret, as behind one load balancer. */
const WEBHOOK_SECRET = randomBytes(24).toString('hex');
/** The run's waits poll the store and the outboxes (the instances act on their own timers), each a read of many. */
const POLL_MS = 250;

jest.setTimeout(240_000);

let firestore: FirestoreEmulator;
/** Set by the run: the instance to kill, and when it was killed. */
const kill: { victim: ApiInstance | null; at: number } = { victim: null, at: 0 };
let auth: AuthEmulator | null = null;
let store: StoragePort | null = null;
let stopWatching: (() => void) | null = null;
const instances: ApiInstance[] = [];
const dataDirs: Array<ReturnType<typeof makeTempDir>> = [];
const projectId = `demo-instances-${randomBytes(5).toString('hex')}`;

const docs = () => {
  if (!store) throw new Error('the store is not open');
  return store.docs;
};

// ---- the run -------------------------------------------------------------------------------------

const products: CatalogueProduct[] = seedProducts(seedArtBaseUrl('http://127.0.0.1/uploads/'), new Date().toISOString())
  .filter((product) => PRODUCT_IDS.includes(product.id))
  .map((product) => ({ ...product, stock: UNITS }));

const lowestStockSeen = new Map<string, number>();
const tokens: string[] = [];

let setupMs = 0;

beforeAll(async () => {
  const setupStarted = Date.now();
  // The instances need the Auth emulator only once shoppers come: it starts (its slowest part) beside them.
  const authHost = `127.0.0.1:${await processGroup.freePort()}`;
  const signUp = async () => {
    const emulator = await startTestEmulator({ port: Number(authHost.split(':')[1]), projectId });
    auth = emulator;
    // A few accounts at a time: the emulator is one more process on a busy machine.
    for (let first = 0; first < SHOPPERS; first += 10) {
      const batch = Array.from({ length: Math.min(10, SHOPPERS - first) }, (_, offset) =>
        emulator.createUser({ email: `shopper${first + offset}@example.in`, verified: true }),
      );
      for (const user of await Promise.all(batch)) tokens.push(user.idToken);
    }
  };
  const startInstances = async () => {
    const [emulator] = await Promise.all([testFirestoreEmulator(), buildServerAlongside()]);
    firestore = emulator;
    store = openFirestoreStorage({ projectId, emulatorHost: emulator.host });
    // The admin's stock, written through the product writer before any instance starts (so its
    // accounting is right, and the instances find a seeded store rather than all seeding it).
    const writer = createProductWriter(store.docs);
    for (const product of products) await writer.create(product);
    stopWatching = store.docs.watch('products', ({ id, data }) => {
      if (!data) return;
      lowestStockSeen.set(id, Math.min(lowestStockSeen.get(id) ?? Infinity, Number(data.stock)));
    });
    const env = (dataDir: string): Record<string, string> => ({
      NODE_ENV: 'test',
      STORAGE: 'firestore',
      FIRESTORE_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      // Every shopper comes from 127.0.0.1 here; the per-IP limit is for the internet.
      RATE_LIMIT_PER_MINUTE: '1000000',
      MAX_EVENT_LOOP_DELAY_MS: '60000',
      CHECKOUT_MAX_PENDING_ORDERS: '1',
      ORDER_EXPIRY_SWEEP_MS: String(JOB_INTERVAL_MS),
      PAYMENT_RECONCILE_MS: String(JOB_INTERVAL_MS),
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    for (let index = 0; index < 3; index += 1) dataDirs.push(makeTempDir(`api-instance-${index}`));
    await Promise.all(
      dataDirs.map(async ({ dir }, index) => {
        instances.push(await startApiInstance(`instance ${index}`, env(dir)));
      }),
    );
  };
  await Promise.all([signUp(), startInstances()]);
  setupMs = Date.now() - setupStarted;
}, 180_000);

afterAll(async () => {
  stopWatching?.();
  // Ended as a deploy ends them, so no job is cut inside a transaction; the instance killed during
  // the test may still hold locks, which clearProject waits out.
  await Promise.all(instances.map((instance) => instance.stop()));
  await auth?.stop();
  await store?.close();
  await firestore?.clearProject(projectId);
  for (const temp of dataDirs) temp.remove();
}, 150_000);

it('100 shoppers, 5 products, 3 instances, one killed: nothing oversold, settled or refunded twice; jobs run once', async () => {
  const started = Date.now();
  // The instances race each other through the migrations and for the jobs' leases at start.
  await until(
    async () =>
      (await Promise.all(MIGRATIONS.map(({ id }) => docs().get('migrations', id)))).every(
        (record) => record?.state === 'done',
      ),
    'the migrations are done',
    60_000,
    POLL_MS,
  );
  const leaseHolder = async (job: string) => {
    const owner = (await docs().get('leases', job))?.owner;
    return instances.findIndex((instance) =>
      instance.logs.some((line) => line.job === job && line.owner === owner && line.msg.endsWith('lease taken')),
    );
  };
  await until(async () => (await leaseHolder(RECONCILER_JOB)) >= 0, 'an instance runs the reconciler', 30_000, POLL_MS);
  const victimIndex = await leaseHolder(RECONCILER_JOB);
  kill.victim = instances[victimIndex] ?? null;

  const shoppers: Shopper[] = Array.from({ length: SHOPPERS }, (_, index) => ({
    index,
    token: tokens[index] ?? '',
    // Product by turn; every fourth shopper buys the next product too (two lines, one transaction).
    lines: [products[index % 5], ...(index % 4 === 3 ? [products[(index + 1) % 5]] : [])].filter(
      (product): product is CatalogueProduct => product !== undefined,
    ),
    instance: index % instances.length,
    closesTab: index % 10 === 9,
    chargedTwice: index % 10 === 4,
  }));

  const shop = shoppingRun({ instances, docs, webhookSecret: WEBHOOK_SECRET, kill, killAtShopper: KILL_AT_SHOPPER });
  const results: ShopperResult[] = [];
  let next = 0;
  const inFlight = async () => {
    for (let shopper = shoppers[next++]; shopper; shopper = shoppers[next++]) results.push(await shop(shopper));
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, inFlight));
  const shoppingMs = Date.now() - started;
  const killedAt = kill.at;
  expect(killedAt).toBeGreaterThan(0);
  expect(results).toHaveLength(SHOPPERS);

  // Every payment the provider took is settled (the dead instance's by the reconciler that took
  // over), every overdue order expired by the sweep, every second charge refunded.
  const ledger = sandboxLedger(docs());
  const tabClosed = new Set(results.filter((r) => r.outcome === 'left unpaid').flatMap((r) => r.orderIds));
  const settledStore = async () => {
    for (const { order, data } of await allOrders(docs())) {
      if (tabClosed.has(order.id) && order.status !== 'expired') return false;
      if (extraPaymentsOf(data).some((entry) => entry.state !== 'refunded')) return false;
      if (order.status === 'paid') continue;
      const captured = (await ledger.payments(order.id)).some((payment) => payment.status === 'captured');
      if (captured) return false;
    }
    return true;
  };
  await until(
    settledStore,
    'every payment is settled and every overdue order expired',
    jobLeaseMs(JOB_INTERVAL_MS) + 60_000,
    POLL_MS,
  );
  // The dead instance's jobs are taken over once its leases run out, whatever is left to do.
  await until(
    async () => {
      for (const job of [ORDER_EXPIRY_JOB, RECONCILER_JOB]) {
        const holder = await leaseHolder(job);
        if (holder < 0 || holder === victimIndex || !jobRuns(instances, job).some((run) => run.instance === holder))
          return false;
      }
      return true;
    },
    'another instance runs the dead one’s jobs',
    jobLeaseMs(JOB_INTERVAL_MS) + 30_000,
    POLL_MS,
  );

  const orders = await allOrders(docs());
  const outcomes = results.map((r) => r.outcome);
  const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
  // The run did what it is about: sales, sold-out refusals, shoppers moved off the dead instance.
  expect(count('paid')).toBeGreaterThanOrEqual(PRODUCT_IDS.length);
  expect(count('sold out')).toBeGreaterThan(0);
  expect(results.reduce((sum, r) => sum + r.failovers, 0)).toBeGreaterThan(0);
  // The payment the dead instance took (its verify and webhook lost) was found by the reconciler
  // of the instance that took its lease over.
  expect(count('payment taken by the dead instance')).toBeGreaterThan(0);
  for (const r of results.filter((one) => one.outcome === 'payment taken by the dead instance'))
    for (const id of r.orderIds) expect(orders.find(({ order }) => order.id === id)?.order.status).toBe('paid');
  const reconciled = orders.filter(({ order }) =>
    order.history.some((entry) => entry.to === 'paid' && entry.reason === RECONCILE_REASON),
  );
  expect(reconciled.length).toBeGreaterThan(0);
  for (const r of results.filter((one) => one.outcome === 'sold out'))
    expect(r.soldOutMessage).toMatch(/ is sold out\. Remove it from your cart to continue\.$/);

  await expectNoOversell(docs(), orders, { products, units: UNITS, lowestStockSeen });

  await expectPaidOnce(orders, ledger);
  // One confirmation mail at most (the one call that made an order paid sends it), exactly one for
  // every order paid after the kill (only survivors settle then, and they send it). A second after
  // the kill: the dead instance may have stamped a settle in its last milliseconds.
  const paidAfterKill = orders
    .filter(({ order }) => order.status === 'paid' && Date.parse(order.paidAt ?? '') > killedAt + 1000)
    .map(({ order }) => order.id);
  await until(
    async () => paidAfterKill.every((id) => confirmationsPerOrder(dataDirs.map(({ dir }) => dir)).get(id) === 1),
    'every order paid after the kill has its confirmation',
    20_000,
    POLL_MS,
  );
  expect(Math.max(...confirmationsPerOrder(dataDirs.map(({ dir }) => dir)).values())).toBe(1);

  expectRefundedOnce(results, orders, instances);

  await expectStockCheckClean(
    {
      STORAGE: 'firestore',
      FIRESTORE_EMULATOR_HOST: firestore.host,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: auth?.host ?? '',
      DATA_DIR: dataDirs[0]?.dir ?? '',
    },
    { products: products.length, orders: orders.length },
  );

  // Each migration was run by one instance.
  const migrated = logLines(instances, (line) => line.msg.startsWith('migration done: ')).map((line) => line.migration);
  expect(migrated.sort()).toEqual(MIGRATIONS.map(({ id }) => id).sort());

  expectJobsOneAtATime([ORDER_EXPIRY_JOB, RECONCILER_JOB], instances, { victimIndex, killedAt });

  console.log(
    `several instances: set-up ${Math.round(setupMs / 1000)} s, ${SHOPPERS} shoppers in ${Math.round(shoppingMs / 1000)} s, run ${Math.round(
      (Date.now() - started) / 1000,
    )} s; ${JSON.stringify(Object.fromEntries(['paid', 'sold out', 'left unpaid', 'payment taken by the dead instance'].map((o) => [o, count(o as Outcome)])))}`,
  );
});
