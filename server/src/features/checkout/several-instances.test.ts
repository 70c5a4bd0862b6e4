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
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHECKOUT_API_PATHS, SAVED_LIST_PATHS, toPaise, type CatalogueProduct } from 'shared-contracts';
import { MIGRATIONS } from '../../migrations/migrations';
import { openFirestoreStorage } from '../../storage/firestore';
import type { DocumentData, StoragePort } from '../../storage/port';
import { startApiInstance, type ApiInstance, type ServerLogLine } from '../../test/api-instance';
import { startTestEmulator, type AuthEmulator } from '../../test/auth-emulator';
import { BILLING } from '../../test/billing';
import { SERVER_DIST, buildServerAlongside } from '../../test/build';
import { testFirestoreEmulator, type FirestoreEmulator } from '../../test/firestore-emulator';
import { processGroup } from '../../test/process-group';
import { makeTempDir } from '../../test/temp-dir';
import { toOrder, type OrderRecord } from '../orders/order-document';
import { unitsHeldBy } from '../orders/order-stock';
import { jobLeaseMs } from '../orders/periodic';
import { ORDER_EXPIRY_JOB } from '../orders/expire';
import { RECONCILE_REASON, RECONCILER_JOB } from '../orders/reconcile';
import { sandboxLedger } from '../payment/sandbox-ledger';
import { SANDBOX_PATHS } from '../payment/sandbox-routes';
import { paidEvent, signWebhook } from '../payment/webhook-event';
import { WEBHOOK_PATH } from '../payment/webhook-routes';
import { createProductWriter } from '../products/productsRepository';
import { seedArtBaseUrl } from '../products/seed/seedArt';
import { seedProducts } from '../products/seed/seedCatalogue';

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

jest.setTimeout(240_000);

const exec = promisify(execFile);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // Polls the store: the instances act on their own timers.
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting until ${what}`);
    await pause(250);
  }
}

// ---- the shoppers ------------------------------------------------------------------------------

interface Shopper {
  index: number;
  token: string;
  lines: CatalogueProduct[];
  /** The instance the load balancer sends this shopper to (moves on when it is gone). */
  instance: number;
  closesTab: boolean;
  chargedTwice: boolean;
}

type Outcome = 'paid' | 'sold out' | 'left unpaid' | 'payment taken by the dead instance';

interface ShopperResult {
  shopper: Shopper;
  outcome: Outcome;
  orderIds: string[];
  soldOutMessage?: string;
  /** A second payment of the paid order, reported to every instance at once. */
  secondPaymentId?: string;
  /** Requests that found the shopper's instance gone and went on at the next one. */
  failovers: number;
}

class InstanceGone extends Error {}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(instance: ApiInstance, url: string, init: RequestInit): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(instance.base + url, { ...init, signal: AbortSignal.timeout(120_000) });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') throw error;
    // Refused or cut off: the instance died (a request it took may or may not have been done).
    throw new InstanceGone(`${instance.name}: ${String(error)}`);
  }
  const text = await response.text().catch(() => {
    throw new InstanceGone(`${instance.name} died while answering ${url}`);
  });
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const asShopper = (shopper: Shopper, method: string, body: object): RequestInit => ({
  method,
  headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * Sends through the load balancer: to the shopper's instance, or on to the next live one when it
 * is gone. Answers the reply and the instance that gave it.
 */
async function balanced(
  shopper: Shopper,
  result: ShopperResult,
  send: (instance: ApiInstance) => Promise<Answer>,
): Promise<{ answer: Answer; instance: ApiInstance }> {
  for (let tries = 0; tries < instances.length * 2; tries += 1) {
    const instance = instances[shopper.instance];
    if (!instance) throw new Error(`no instance ${shopper.instance}`);
    if (instance.alive()) {
      try {
        const answer = await send(instance);
        // An overloaded instance sheds load: the balancer tries another.
        if (answer.status !== 503) return { answer, instance };
      } catch (error) {
        if (!(error instanceof InstanceGone)) throw error;
      }
    }
    result.failovers += 1;
    shopper.instance = (shopper.instance + 1) % instances.length;
  }
  throw new Error(`shopper ${shopper.index}: no instance answered`);
}

const amountOf = (lines: readonly CatalogueProduct[]) => lines.reduce((sum, product) => sum + product.price, 0);

function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** As if the shopper's 15 minutes had passed: the reservation is overdue for the expiry sweep. */
async function makeOverdue(orderId: string): Promise<void> {
  const past = new Date(Date.now() - 60_000).toISOString();
  await docs().mutate('orders', orderId, (current) => (current ? { ...current, expiresAt: past } : undefined));
}

/**
 * The provider reports a second captured payment of an order already paid (a popup retried at the
 * provider), one webhook event delivered to every live instance at once.
 */
async function chargeAgain(orderId: string, paymentId: string): Promise<void> {
  const order = toOrder(orderId, (await docs().get('orders', orderId)) ?? {});
  const amountPaise = toPaise(order.amount);
  const payment = {
    id: paymentId,
    orderId,
    amountPaise,
    currency: 'INR',
    status: 'captured' as const,
    createdAt: Math.floor(Date.now() / 1000),
  };
  const eventOrder = {
    id: orderId,
    amountPaise,
    currency: 'INR',
    receipt: order.receipt,
    createdAt: Math.floor(Date.parse(order.createdAt) / 1000),
  };
  const { body, headers } = signWebhook(paidEvent('payment.captured', payment, eventOrder, new Date()), WEBHOOK_SECRET);
  const delivered = await Promise.allSettled(
    instances
      .filter((instance) => instance.alive())
      .map((instance) => call(instance, WEBHOOK_PATH, { method: 'POST', headers, body })),
  );
  for (const delivery of delivered) {
    if (delivery.status === 'fulfilled') expectStatus(delivery.value, 200, `webhook of ${paymentId}`);
    else if (!(delivery.reason instanceof InstanceGone)) throw delivery.reason;
  }
}

async function shop(shopper: Shopper): Promise<ShopperResult> {
  const result: ShopperResult = { shopper, outcome: 'sold out', orderIds: [], failovers: 0 };
  const items = shopper.lines.map((product) => ({
    id: product.id,
    productName: product.productName,
    imgUrl: product.imgUrl,
    price: product.price,
    quantity: 1,
  }));
  const saved = await balanced(shopper, result, (instance) =>
    call(instance, SAVED_LIST_PATHS.cart, asShopper(shopper, 'PUT', { items })),
  );
  expectStatus(saved.answer, 200, `shopper ${shopper.index} saving the cart`);

  // Sent again elsewhere when the instance died: the account holds one unpaid order at most
  // (CHECKOUT_MAX_PENDING_ORDERS=1), so a retry replaces one that was made after all.
  const created = await balanced(shopper, result, (instance) =>
    call(
      instance,
      CHECKOUT_API_PATHS.createOrder,
      asShopper(shopper, 'POST', { amount: amountOf(shopper.lines), billing: BILLING }),
    ),
  );
  if (created.answer.status === 409) {
    result.soldOutMessage = String(created.answer.body.message);
    return result;
  }
  expectStatus(created.answer, 200, `shopper ${shopper.index} create-order`);
  const orderId = String(created.answer.body.id);
  result.orderIds.push(orderId);
  if (shopper.closesTab) {
    await makeOverdue(orderId);
    result.outcome = 'left unpaid';
    return result;
  }

  // The sandbox signs with its instance's own secret: the popup's handler goes back to the instance that signed.
  const paid = await balanced(shopper, result, (instance) =>
    call(instance, SANDBOX_PATHS.pay, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: orderId }),
    }),
  );
  if (paid.answer.status === 409) {
    // An instance that died took the payment, its answer lost: the reconciler must find it.
    result.outcome = 'payment taken by the dead instance';
    return result;
  }
  expectStatus(paid.answer, 200, `shopper ${shopper.index} paying`);
  if (kill.at === 0 && paid.instance === kill.victim && shopper.index >= KILL_AT_SHOPPER) {
    kill.at = Date.now();
    await kill.victim.kill();
  }
  let verified: Answer;
  try {
    verified = await call(paid.instance, CHECKOUT_API_PATHS.verify, asShopper(shopper, 'POST', paid.answer.body));
  } catch (error) {
    if (!(error instanceof InstanceGone)) throw error;
    result.failovers += 1;
    result.outcome = 'payment taken by the dead instance';
    return result;
  }
  expectStatus(verified, 200, `shopper ${shopper.index} verify`);
  result.outcome = 'paid';
  if (shopper.chargedTwice) {
    result.secondPaymentId = `pay_again_${shopper.index}`;
    await chargeAgain(orderId, result.secondPaymentId);
  }
  return result;
}

// ---- reading the store and the logs -------------------------------------------------------------

async function allOrders(): Promise<Array<{ order: OrderRecord; data: DocumentData }>> {
  return (await docs().list('orders')).map(({ id, data }) => ({ order: toOrder(id, data), data }));
}

interface ExtraPaymentEntry {
  paymentId: string;
  state: string;
}

const extraPaymentsOf = (data: DocumentData): ExtraPaymentEntry[] =>
  Array.isArray(data.extraPayments)
    ? data.extraPayments.map((entry) => {
        const fields = (typeof entry === 'object' && entry && !Array.isArray(entry) ? entry : {}) as DocumentData;
        return { paymentId: String(fields.paymentId), state: String(fields.state) };
      })
    : [];

interface InstanceLine extends ServerLogLine {
  instance: number;
}

const logLines = (match: (line: ServerLogLine) => boolean): InstanceLine[] =>
  instances.flatMap((instance, index) => instance.logs.filter(match).map((line) => ({ ...line, instance: index })));

/** The runs of a periodic job each instance logged ('… ran', debug), oldest first. */
function jobRuns(job: string): Array<{ instance: number; start: number; end: number }> {
  return logLines((line) => line.job === job && line.msg.endsWith(' ran') && typeof line.startedAt === 'string')
    .map((line) => {
      const start = Date.parse(String(line.startedAt));
      return { instance: line.instance, start, end: start + Number(line.ms) };
    })
    .sort((a, b) => a.start - b.start || a.instance - b.instance);
}

/** The shoppers' order confirmations in every instance's outbox, per order id. */
function confirmationsPerOrder(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { dir } of dataDirs) {
    const outbox = path.join(dir, 'outbox');
    if (!fs.existsSync(outbox)) continue;
    for (const file of fs.readdirSync(outbox)) {
      // Header lines may be folded: unfolded before matching.
      const mail = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
      const id = /^Subject: .* order (order_[A-Za-z0-9_-]+) is confirmed$/m.exec(mail)?.[1];
      if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

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
  await waitFor(
    async () =>
      (await Promise.all(MIGRATIONS.map(({ id }) => docs().get('migrations', id)))).every(
        (record) => record?.state === 'done',
      ),
    'the migrations are done',
    60_000,
  );
  const leaseHolder = async (job: string) => {
    const owner = (await docs().get('leases', job))?.owner;
    return instances.findIndex((instance) =>
      instance.logs.some((line) => line.job === job && line.owner === owner && line.msg.endsWith('lease taken')),
    );
  };
  await waitFor(async () => (await leaseHolder(RECONCILER_JOB)) >= 0, 'an instance runs the reconciler', 30_000);
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
    for (const { order, data } of await allOrders()) {
      if (tabClosed.has(order.id) && order.status !== 'expired') return false;
      if (extraPaymentsOf(data).some((entry) => entry.state !== 'refunded')) return false;
      if (order.status === 'paid') continue;
      const captured = (await ledger.payments(order.id)).some((payment) => payment.status === 'captured');
      if (captured) return false;
    }
    return true;
  };
  await waitFor(
    settledStore,
    'every payment is settled and every overdue order expired',
    jobLeaseMs(JOB_INTERVAL_MS) + 60_000,
  );
  // The dead instance's jobs are taken over once its leases run out, whatever is left to do.
  await waitFor(
    async () => {
      for (const job of [ORDER_EXPIRY_JOB, RECONCILER_JOB]) {
        const holder = await leaseHolder(job);
        if (holder < 0 || holder === victimIndex || !jobRuns(job).some((run) => run.instance === holder)) return false;
      }
      return true;
    },
    'another instance runs the dead one’s jobs',
    jobLeaseMs(JOB_INTERVAL_MS) + 30_000,
  );

  const orders = await allOrders();
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

  // No oversell: per product, units sold ≤ what the admin set; stock never seen below 0; the
  // accounting adds up (stock + units held = what the admin set).
  for (const product of products) {
    const sold = orders
      .filter(({ order }) => order.status === 'paid')
      .flatMap(({ order }) => unitsHeldBy(order))
      .filter((line) => line.id === product.id)
      .reduce((sum, line) => sum + line.quantity, 0);
    const held = orders
      .flatMap(({ order }) => unitsHeldBy(order))
      .filter((line) => line.id === product.id)
      .reduce((sum, line) => sum + line.quantity, 0);
    const stored = (await docs().get('products', product.id)) ?? {};
    expect({ id: product.id, sold: sold <= UNITS, stockTotal: stored.stockTotal }).toEqual({
      id: product.id,
      sold: true,
      stockTotal: UNITS,
    });
    expect(Number(stored.stock) + held).toBe(UNITS);
    expect(lowestStockSeen.get(product.id) ?? -1).toBeGreaterThanOrEqual(0);
  }

  // Settled once: one move to paid per order, by its first captured payment; one paid order per
  // shopper; one confirmation mail at most (the one call that made it paid sends it), exactly one
  // for every order paid after the kill (only survivors settle then, and they send it).
  for (const { order } of orders) {
    const paidMoves = order.history.filter((entry) => entry.to === 'paid');
    expect(paidMoves.length).toBeLessThanOrEqual(1);
    if (order.status !== 'paid') continue;
    expect(paidMoves).toHaveLength(1);
    const [first] = (await ledger.payments(order.id)).filter((payment) => payment.status === 'captured');
    expect(order.paymentId).toBe(first?.id);
    expect(order.refund ?? null).toBeNull();
  }
  const paidPerShopper = new Map<string, number>();
  for (const { order } of orders.filter(({ order: o }) => o.status === 'paid'))
    paidPerShopper.set(order.uid, (paidPerShopper.get(order.uid) ?? 0) + 1);
  expect(Math.max(...paidPerShopper.values())).toBe(1);
  // A second after the kill: the dead instance may have stamped a settle in its last milliseconds.
  const paidAfterKill = orders
    .filter(({ order }) => order.status === 'paid' && Date.parse(order.paidAt ?? '') > killedAt + 1000)
    .map(({ order }) => order.id);
  await waitFor(
    async () => paidAfterKill.every((id) => confirmationsPerOrder().get(id) === 1),
    'every order paid after the kill has its confirmation',
    20_000,
  );
  expect(Math.max(...confirmationsPerOrder().values())).toBe(1);

  // Refunded once: each second charge is kept on its order once, refunded, by one instance.
  const secondPayments = results.flatMap((r) => (r.secondPaymentId ? [r.secondPaymentId] : []));
  expect(secondPayments.length).toBeGreaterThan(0);
  const refundLines = logLines((line) => line.msg === 'second payment on one order: refunding it');
  for (const paymentId of secondPayments) {
    const entries = orders.flatMap(({ data }) => extraPaymentsOf(data)).filter((e) => e.paymentId === paymentId);
    expect(entries).toEqual([{ paymentId, state: 'refunded' }]);
    // The dead instance's log ends where it died: a refund it began there is seen in the store only.
    expect(refundLines.filter((line) => line.paymentId === paymentId).length).toBeLessThanOrEqual(1);
  }

  // `npm run check:stock` (the built command) finds the store sound.
  const checked = await exec(process.execPath, [path.join(SERVER_DIST, 'cli', 'check-stock.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      STORAGE: 'firestore',
      FIRESTORE_EMULATOR_HOST: firestore.host,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: auth?.host ?? '',
      DATA_DIR: dataDirs[0]?.dir ?? '',
      LOG_LEVEL: 'silent',
    },
  });
  expect(checked.stdout.trim()).toBe(
    `Checked ${products.length} products against ${orders.length} orders: stock + held = what the admin set on every product, and every hold is an order’s.`,
  );

  // Each migration was run by one instance.
  const migrated = logLines((line) => line.msg.startsWith('migration done: ')).map((line) => line.migration);
  expect(migrated.sort()).toEqual(MIGRATIONS.map(({ id }) => id).sort());

  // Each job ran on one instance at a time: runs of two instances never overlap, the holder
  // changes only when one dies, and the lease is taken over once, after the dead holder's ran out.
  for (const job of [ORDER_EXPIRY_JOB, RECONCILER_JOB]) {
    const runs = jobRuns(job);
    expect(runs.length).toBeGreaterThan(0);
    runs.forEach((run, index) => {
      const before = runs[index - 1];
      if (before && before.instance !== run.instance) expect(run.start).toBeGreaterThanOrEqual(before.end);
    });
    const holders = runs.map((run) => run.instance).filter((holder, index, all) => holder !== all[index - 1]);
    const taken = logLines((line) => line.job === job && line.msg.endsWith(': lease taken')).sort(
      (a, b) => a.time - b.time,
    );
    const [firstTake, takeOver, ...more] = taken;
    expect(firstTake?.previousOwner).toBeNull();
    expect(more).toEqual([]);
    if (holders[0] !== victimIndex) {
      // The dead instance never held this one: nothing to take over.
      expect([holders, takeOver]).toEqual([[holders[0]], undefined]);
      continue;
    }
    expect(holders).toHaveLength(2);
    const [, survivor] = holders;
    expect(survivor).not.toBe(victimIndex);
    expect(runs.filter((run) => run.instance === victimIndex).every((run) => run.start < killedAt)).toBe(true);
    expect(runs.filter((run) => run.instance === survivor).every((run) => run.start > killedAt)).toBe(true);
    expect(takeOver?.instance).toBe(survivor);
    expect(takeOver?.previousOwner).toBe(firstTake?.owner);
    expect(takeOver?.time).toBeGreaterThanOrEqual(Date.parse(String(takeOver?.previousLeaseUntil)));
  }
  expect(logLines((line) => line.msg.endsWith('lease lost to another instance'))).toEqual([]);

  console.log(
    `several instances: set-up ${Math.round(setupMs / 1000)} s, ${SHOPPERS} shoppers in ${Math.round(shoppingMs / 1000)} s, run ${Math.round(
      (Date.now() - started) / 1000,
    )} s; ${JSON.stringify(Object.fromEntries(['paid', 'sold out', 'left unpaid', 'payment taken by the dead instance'].map((o) => [o, count(o as Outcome)])))}`,
  );
});
