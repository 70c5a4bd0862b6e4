/**
 * Order reads with 50,000 orders on SQLite, before and after the index queries (a measurement, not
 * a test). "Before" is the code of commit 80ac611: every read listed the whole orders collection
 * and filtered it in memory. Run (from server/):
 *
 *   ../node_modules/.bin/esbuild src/storage/testing/orders-reads.bench.ts --bundle --platform=node \
 *     --external:better-sqlite3 --external:firebase-admin --outfile=../node_modules/.cache/orders-reads.bench.js && node ../node_modules/.cache/orders-reads.bench.js
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MY_ORDERS_HIDDEN_STATUSES, type OrderStatus } from 'shared-contracts';
import { makeTempDir } from '../../test/temp-dir';
import { myOrdersPage, toSummary } from '../../features/orders/my-orders';
import { fromOrder, toOrder, type OrderRecord } from '../../features/orders/order-document';
import { createOrdersRepository, type OrdersRepository } from '../../features/orders/repository';
import { uploadNamesIn } from '../../features/uploads/upload-names';
import { runMigrations } from '../../migrations/runner';
import { orderQueryFields } from '../../migrations/order-query-fields';
import type { DocumentStore } from '../port';
import { SQLITE_FILE_NAME, openSqliteStorage } from '../sqlite';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
/** BENCH_LEGACY=1: the orders are stored as before productIds, so the query-fields migration rewrites them all. */
const LEGACY = process.env.BENCH_LEGACY === '1';
const SHOPPERS = ORDERS / 10;
const NOW = new Date('2026-11-24T12:00:00.000Z');

/**
 * A shop's mix: most orders paid and gone on, some given up (expired: the sweep already moved
 * them). Only the newest 30, one a minute, still wait for their money: the oldest 15 of those are overdue.
 */
function statusOf(n: number): OrderStatus {
  if (n >= ORDERS - 30) return n % 5 === 0 ? 'failed' : 'pending';
  const roll = n % 100;
  if (roll < 16) return 'expired';
  if (roll < 40) return 'paid';
  if (roll < 55) return 'shipped';
  if (roll < 97) return 'delivered';
  return 'cancelled';
}

/** Every product's picture is a stored upload (its name made from the product id). */
const uploadUrl = (productId: string): string => `http://localhost:4000/uploads/${productId.padStart(32, '0')}.png`;
/** A picture no order shows: what the uploads sweep asks about before removing a file. */
const UNSHOWN = `${'f'.repeat(32)}.png`;

function orderNumber(n: number): OrderRecord {
  const createdAt = new Date(NOW.getTime() - (ORDERS - n) * 60_000).toISOString();
  const status = statusOf(n);
  const items = [1, 2, 3].slice(0, 1 + (n % 3)).map((k) => {
    const id = String(((n * 7 + k * 13) % 62) + 1).padStart(2, '0');
    return { id, productName: `Product ${id}`, imgUrl: uploadUrl(id), price: 12999, quantity: 1, totalPrice: 12999 };
  });
  return {
    id: `order_${String(n).padStart(6, '0')}`,
    status,
    paymentMethod: 'online',
    codCollectedPaise: null,
    uid: `shopper_${n % SHOPPERS}`,
    items,
    amount: 12999 * items.length,
    currency: 'INR',
    receipt: `rcpt_${n}`,
    provider: 'sandbox',
    createdAt,
    paidAt: ['paid', 'shipped', 'delivered', 'cancelled'].includes(status) ? createdAt : null,
    paymentId: null,
    webhookEvents: [],
    history: [],
    stock: status === 'pending' ? 'reserved' : 'committed',
    expiresAt: new Date(Date.parse(createdAt) + 15 * 60_000).toISOString(),
    stockShortfall: [],
    nextCheckAt: createdAt,
    billing: {
      name: 'Asha Verma',
      email: `shopper_${n % SHOPPERS}@example.in`,
      phone: '+91 98765 43210',
      address: '12 MG Road',
      city: 'Jaipur',
      postalCode: '302001',
      country: 'India',
    },
  };
}

/** Writes the orders straight into a new file in one transaction (the port would fsync each). */
function writeOrders(dataDir: string): void {
  const db = new Database(path.join(dataDir, SQLITE_FILE_NAME));
  db.exec('CREATE TABLE orders (id TEXT PRIMARY KEY, data TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO orders (id, data) VALUES (?, ?)');
  db.transaction(() => {
    for (let n = 0; n < ORDERS; n += 1) {
      const order = orderNumber(n);
      const {
        productIds: _ids,
        searchKeys: _keys,
        imageNames: _names,
        queryFieldsVersion: _version,
        ...legacy
      } = fromOrder(order);
      insert.run(order.id, JSON.stringify(LEGACY ? legacy : fromOrder(order)));
    }
  })();
  db.close();
}

// --- before: the code of 80ac611, over docs.list('orders') ---
const listAll = async (docs: DocumentStore) => (await docs.list('orders')).map(({ id, data }) => toOrder(id, data));
async function myOrdersBefore(docs: DocumentStore, uid: string) {
  const mine = (await listAll(docs))
    .filter((order) => order.uid === uid && !MY_ORDERS_HIDDEN_STATUSES.includes(order.status))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return { orders: mine.slice(0, 10).map(toSummary), total: mine.length };
}
const overdueBefore = async (docs: DocumentStore) =>
  (await listAll(docs)).filter(
    (order) =>
      (order.status === 'pending' || order.status === 'failed') &&
      order.expiresAt !== null &&
      Date.parse(order.expiresAt) <= NOW.getTime(),
  );
async function verifiedBefore(docs: DocumentStore, uid: string, productId: string) {
  const rows = await docs.list('orders');
  return rows.some(
    ({ id, data }) =>
      data.uid === uid &&
      ['paid', 'shipped', 'delivered'].includes(toOrder(id, data).status) &&
      toOrder(id, data).items.some((item) => item.id === productId),
  );
}
/** The uploads sweep before (ccf83e5): every order's strings, to learn which pictures are in use. */
const shownByOrdersBefore = async (docs: DocumentStore, name: string) =>
  (await docs.list('orders')).some(({ data }) => uploadNamesIn(data).includes(name));
const shownByOrdersAfter = async (docs: DocumentStore, name: string) =>
  (await docs.query('orders', { where: [['imageNames', 'array-contains', name]], limit: 1 })).length > 0;
/** The admin search before: every order newest first, filtered in memory. */
async function searchBefore(docs: DocumentStore, needle: string) {
  const matching = (await docs.query('orders', { orderBy: { field: 'createdAt', direction: 'desc' } }))
    .map(({ id, data }) => toOrder(id, data))
    .filter(
      (order) => order.id.toLowerCase().includes(needle) || (order.billing?.email ?? '').toLowerCase().includes(needle),
    );
  return { ids: matching.slice(0, 20).map(({ id }) => id), total: matching.length };
}
async function searchAfter(orders: OrdersRepository, needle: string) {
  const page = await orders.search(undefined, needle, { limit: 20, offset: 0 });
  return { ids: page.orders.map(({ id }) => id), total: page.total };
}
const inOrdersBefore = async (docs: DocumentStore, productId: string) =>
  (await docs.list('orders')).filter((row) => toOrder(row.id, row.data).items.some((item) => item.id === productId))
    .length;

/** Median milliseconds of `runs` calls (each with its own run number). */
async function median(runs: number, call: (run: number) => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = process.hrtime.bigint();
    await call(run);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const temp = makeTempDir('orders-bench');
  try {
    writeOrders(temp.dir);
    let start = process.hrtime.bigint();
    const storage = openSqliteStorage({ dataDir: temp.dir });
    const firstOpenMs = Number(process.hrtime.bigint() - start) / 1e6;
    const { docs } = storage;
    const orders = createOrdersRepository(docs);
    start = process.hrtime.bigint();
    const silent = { info: () => undefined, error: () => undefined };
    const { [orderQueryFields.id]: migrated } = await runMigrations(docs, [orderQueryFields], { log: silent });
    const backfillCheckMs = Number(process.hrtime.bigint() - start) / 1e6;

    const shopper = (run: number) => `shopper_${(run * 37) % SHOPPERS}`;
    const product = (run: number) => String((run % 62) + 1).padStart(2, '0');
    // Same answers both ways, before timing anything.
    const [before, after] = [
      await myOrdersBefore(docs, shopper(1)),
      await myOrdersPage(orders, shopper(1), { limit: 10, offset: 0 }),
    ];
    if (JSON.stringify(before.orders) !== JSON.stringify(after.orders) || before.total !== after.total)
      throw new Error('my orders differ');
    if ((await overdueBefore(docs)).length !== (await orders.overdue(NOW)).length) throw new Error('the sweep differs');
    if ((await inOrdersBefore(docs, '07')) !== (await orders.countWithProduct('07')))
      throw new Error('delete-product counts differ');
    for (const picture of [UNSHOWN, uploadUrl('07').split('/').pop() ?? '']) {
      if ((await shownByOrdersBefore(docs, picture)) !== (await shownByOrdersAfter(docs, picture)))
        throw new Error('the uploads sweep differs');
    }
    const email = (run: number) => `${shopper(run)}@`;
    if (JSON.stringify(await searchBefore(docs, email(3))) !== JSON.stringify(await searchAfter(orders, email(3))))
      throw new Error('the admin search differs');

    const rows: Array<[string, number, number]> = [
      [
        'GET /api/orders/me (a page of 10 and the total)',
        await median(7, (run) => myOrdersBefore(docs, shopper(run))),
        await median(101, (run) => myOrdersPage(orders, shopper(run), { limit: 10, offset: 0 })),
      ],
      [
        'expiry sweep: find overdue pending/failed orders',
        await median(7, () => overdueBefore(docs)),
        await median(101, () => orders.overdue(NOW)),
      ],
      [
        'verified purchase (review post/edit)',
        await median(7, (run) => verifiedBefore(docs, shopper(run), product(run))),
        await median(101, (run) => orders.hasPaidOrderWith(shopper(run), product(run))),
      ],
      [
        'delete product: orders naming it',
        await median(7, (run) => inOrdersBefore(docs, product(run))),
        await median(101, (run) => orders.countWithProduct(product(run))),
      ],
      [
        'uploads sweep: does any order show a picture (none does)',
        await median(7, () => shownByOrdersBefore(docs, UNSHOWN)),
        await median(101, () => shownByOrdersAfter(docs, UNSHOWN)),
      ],
      [
        'admin search: start of an e-mail, every status, page 1 + total',
        await median(7, (run) => searchBefore(docs, email(run))),
        await median(101, (run) => searchAfter(orders, email(run))),
      ],
      [
        'admin orders, status paid, page 3 of 20 + total',
        await median(7, async () =>
          (await listAll(docs))
            .filter((o) => o.status === 'paid')
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .slice(40, 60),
        ),
        await median(101, () => orders.page('paid', { limit: 20, offset: 40 })),
      ],
    ];
    const overdue = (await orders.overdue(NOW)).length;
    console.log(`${ORDERS} orders, ${SHOPPERS} shoppers (SQLite, one process); ${overdue} overdue for the sweep`);
    console.log(
      `first open (indexes and the array side tables built): ${firstOpenMs.toFixed(0)} ms; query-fields migration: ${backfillCheckMs.toFixed(1)} ms (${migrated})`,
    );
    console.log('| read | before: list every order (median ms) | after: index query (median ms) |');
    console.log('|---|---|---|');
    for (const [name, was, now] of rows) console.log(`| ${name} | ${was.toFixed(1)} | ${now.toFixed(2)} |`);
    await storage.close();
    console.log(`data file after: ${(fs.statSync(path.join(temp.dir, SQLITE_FILE_NAME)).size / 1e6).toFixed(0)} MB`);
  } finally {
    temp.remove();
  }
}

void main();
