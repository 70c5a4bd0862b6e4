/**
 * What the several-instances test asserts once the shoppers are done, a group of checks each: no
 * oversell, every order paid at most once, every second charge refunded once, the stock check
 * clean, each job run by one instance at a time. They read the store, the sandbox's ledger, the
 * instances' logs and the built stock check's answer.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CatalogueProduct } from 'shared-contracts';
import type { DocumentData, DocumentStore } from '../storage/port';
import type { ApiInstance } from './api-instance';
import { SERVER_DIST } from './build';
import { unitsHeldBy } from '../features/orders/order-stock';
import type { OrderRecord } from '../features/orders/order-document';
import type { sandboxLedger } from '../features/payment/sandbox-ledger';
import { extraPaymentsOf, jobRuns, logLines } from '../features/checkout/several-instances-readers';
import type { ShopperResult } from '../features/checkout/several-instances-shoppers';

type StoredOrders = ReadonlyArray<{ order: OrderRecord; data: DocumentData }>;

const unitsOf = (orders: StoredOrders, productId: string, paidOnly: boolean): number =>
  orders
    .filter(({ order }) => !paidOnly || order.status === 'paid')
    .flatMap(({ order }) => unitsHeldBy(order))
    .filter((line) => line.id === productId)
    .reduce((sum, line) => sum + line.quantity, 0);

/**
 * Per product: units sold ≤ what the admin set; stock never seen below 0; the accounting adds up
 * (stock + units held = what the admin set).
 */
export async function expectNoOversell(
  docs: DocumentStore,
  orders: StoredOrders,
  {
    products,
    units,
    lowestStockSeen,
  }: { products: readonly CatalogueProduct[]; units: number; lowestStockSeen: ReadonlyMap<string, number> },
): Promise<void> {
  for (const product of products) {
    const stored = (await docs.get('products', product.id)) ?? {};
    expect({ id: product.id, sold: unitsOf(orders, product.id, true) <= units, stockTotal: stored.stockTotal }).toEqual(
      {
        id: product.id,
        sold: true,
        stockTotal: units,
      },
    );
    expect(Number(stored.stock) + unitsOf(orders, product.id, false)).toBe(units);
    expect(lowestStockSeen.get(product.id) ?? -1).toBeGreaterThanOrEqual(0);
  }
}

/**
 * Settled once: one move to paid per order, by its first captured payment, never refunded; one paid
 * order per shopper.
 */
export async function expectPaidOnce(orders: StoredOrders, ledger: ReturnType<typeof sandboxLedger>): Promise<void> {
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
}

/** Refunded once: each second charge is kept on its order once, refunded, by one instance. */
export function expectRefundedOnce(
  results: readonly ShopperResult[],
  orders: StoredOrders,
  instances: readonly ApiInstance[],
): void {
  const secondPayments = results.flatMap((r) => (r.secondPaymentId ? [r.secondPaymentId] : []));
  expect(secondPayments.length).toBeGreaterThan(0);
  // A refund taken over from the dead instance logs its own line, so this counts first attempts.
  const refundLines = logLines(instances, (line) => line.msg === 'second payment on one order: refunding it');
  for (const paymentId of secondPayments) {
    const entries = orders.flatMap(({ data }) => extraPaymentsOf(data)).filter((e) => e.paymentId === paymentId);
    expect(entries).toEqual([{ paymentId, state: 'refunded' }]);
    // The dead instance's log ends where it died: a refund it began there is seen in the store only.
    expect(refundLines.filter((line) => line.paymentId === paymentId).length).toBeLessThanOrEqual(1);
  }
}

/**
 * Each job ran on one instance at a time: runs of two instances never overlap, the holder changes
 * only when one dies, and the lease is taken over once, after the dead holder's ran out.
 */
export function expectJobsOneAtATime(
  jobs: readonly string[],
  instances: readonly ApiInstance[],
  { victimIndex, killedAt }: { victimIndex: number; killedAt: number },
): void {
  for (const job of jobs) {
    const runs = jobRuns(instances, job);
    expect(runs.length).toBeGreaterThan(0);
    runs.forEach((run, index) => {
      const before = runs[index - 1];
      if (before && before.instance !== run.instance) expect(run.start).toBeGreaterThanOrEqual(before.end);
    });
    const holders = runs.map((run) => run.instance).filter((holder, index, all) => holder !== all[index - 1]);
    const taken = logLines(instances, (line) => line.job === job && line.msg.endsWith(': lease taken')).sort(
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
  expect(logLines(instances, (line) => line.msg.endsWith('lease lost to another instance'))).toEqual([]);
}

/** `npm run check:stock` (the built command, on the store `env` names) finds the store sound. */
export async function expectStockCheckClean(
  env: Record<string, string>,
  counted: { products: number; orders: number },
): Promise<void> {
  const checked = await promisify(execFile)(process.execPath, [path.join(SERVER_DIST, 'cli', 'check-stock.js')], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
  });
  expect(checked.stdout.trim()).toBe(
    `Checked ${counted.products} products against ${counted.orders} orders: stock + held = what the admin set on every product, and every hold is an order’s.`,
  );
}
