/**
 * Three server instances on one store run the periodic jobs as one: the expiry sweep and the
 * reconciler each run on the instance holding the job's lease, so every due order is acted on by one
 * instance (one move, one question to the provider), and a lease given up is taken over.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentStore } from '../../storage/port';
import type { StorageHarness, StorageUnderTest } from '../../storage/testing/contract-context';
import type { PaymentGateway } from '../payment/gateway';
import type { ProviderPayment } from '../payment/provider-payment';
import { ADAPTERS } from '../../storage/testing/harnesses';
import { until } from '../payment/test-support';
import { ORDER_EXPIRY_JOB, startOrderExpiry } from './expire';
import type { JobLog } from './periodic';
import { RECONCILER_JOB, startReconciler } from './reconcile';
import { createOrdersRepository } from './repository';
import { settlePaidOrder } from './settle';

jest.setTimeout(90_000);

const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

interface LogLine {
  level: 'info' | 'warn';
  details: Record<string, unknown>;
  message: string;
}

/** A job log keeping what it is told at info and warn level. */
function recordingLog(lines: LogLine[]): JobLog {
  return {
    info: (details, message) => lines.push({ level: 'info', details: { ...details }, message }),
    warn: (details, message) => lines.push({ level: 'warn', details: { ...details }, message }),
    error: () => undefined,
    debug: () => undefined,
  };
}

/** `docs` that counts, per order, the writes this instance attempted on it. */
function countingOrderWrites(docs: DocumentStore, counts: Map<string, number>): DocumentStore {
  return {
    ...docs,
    mutate: (collection, id, change) => {
      if (collection === 'orders') counts.set(id, (counts.get(id) ?? 0) + 1);
      return docs.mutate(collection, id, change);
    },
    // A move is one transaction over the order and its products: counted once, for the order.
    mutateAll: (refs, change) => {
      const [first] = refs;
      if (first?.collection === 'orders') counts.set(first.id, (counts.get(first.id) ?? 0) + 1);
      return docs.mutateAll(refs, change);
    },
  };
}

const sum = (counts: ReadonlyArray<Map<string, number>>, id: string): number =>
  counts.reduce((total, count) => total + (count.get(id) ?? 0), 0);

describe.each(ADAPTERS)('periodic jobs on three instances of %s', (_kind, makeHarness) => {
  const harness: StorageHarness = makeHarness();
  beforeAll(async () => {
    await harness.setUp?.();
  });
  let underTest: StorageUnderTest;
  const stops: Array<() => Promise<void>> = [];
  beforeEach(async () => {
    underTest = await harness.open();
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    await underTest.dispose();
  });

  /** A pending order made `ageMs` ago (its first provider check due at once, the next one about `ageMs` later). */
  async function pendingOrder(id: string, expiresAt: string | null, ageMs = 0): Promise<void> {
    const item = { id: 'desk', productName: 'Desk', imgUrl: '', price: 12000, quantity: 1, totalPrice: 12000 };
    await createOrdersRepository(underTest.storage.docs).create({
      id,
      uid: 'asha',
      items: [item],
      amount: 12000,
      currency: 'INR',
      receipt: `rcpt_${id}`,
      provider: 'sandbox',
      createdAt: new Date(Date.now() - ageMs).toISOString(),
      expiresAt,
    });
  }

  const instances = async (): Promise<DocumentStore[]> => [
    underTest.storage.docs,
    (await underTest.openAnother()).docs,
    (await underTest.openAnother()).docs,
  ];

  it('the expiry sweep: each overdue order is expired once, by one instance; a released lease is taken over', async () => {
    const overdue = ['order_e1', 'order_e2', 'order_e3', 'order_e4'];
    const past = new Date(Date.now() - 60_000).toISOString();
    for (const id of overdue) await pendingOrder(id, past);
    const writes = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
    const servers = (await instances()).map((docs, index) => countingOrderWrites(docs, writes[index] ?? new Map()));
    const logs: LogLine[][] = [[], [], []];
    const stopFirst = servers.map((docs, index) =>
      startOrderExpiry(docs, { intervalMs: 50, log: recordingLog(logs[index] ?? []) }),
    );
    stops.push(...stopFirst);
    const orders = createOrdersRepository(underTest.storage.docs);
    await until(
      async () => (await Promise.all(overdue.map((id) => orders.get(id)))).every((o) => o?.status === 'expired'),
      'every overdue order is expired',
    );
    // Some more runs of every instance: nothing more is done to them.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const id of overdue) expect(sum(writes, id)).toBe(1);
    expect(writes.filter((count) => count.size > 0)).toHaveLength(1);

    // The holder closes: its lease is released, and another instance sweeps the next overdue order.
    const holder = writes.findIndex((count) => count.size > 0);
    const holderLease = await underTest.storage.docs.get('leases', ORDER_EXPIRY_JOB);
    await stopFirst[holder]?.();
    await pendingOrder('order_late', past);
    await until(async () => (await orders.get('order_late'))?.status === 'expired', 'another instance takes over');
    expect(sum(writes, 'order_late')).toBe(1);
    expect((writes[holder]?.get('order_late') ?? 0) === 0).toBe(true);
    const newLease = await underTest.storage.docs.get('leases', ORDER_EXPIRY_JOB);
    expect(newLease?.owner).not.toBe(holderLease?.owner);
    // Each holding is logged by the instance that took it: the first from nobody, the next from the holder.
    const taken = logs.map((lines) => lines.filter((line) => line.message === 'order expiry sweep: lease taken'));
    expect(taken[holder]?.map((line) => line.details)).toEqual([
      { job: ORDER_EXPIRY_JOB, owner: holderLease?.owner, previousOwner: null, previousLeaseUntil: null },
    ]);
    const holdings = taken.flat().map((line) => [line.details.owner, line.details.previousOwner]);
    expect(holdings).toHaveLength(2);
    expect(holdings).toEqual(
      expect.arrayContaining([
        [holderLease?.owner, null],
        [newLease?.owner, holderLease?.owner],
      ]),
    );
    expect(logs.flat().filter((line) => line.level === 'warn')).toEqual([]);
  });

  it('the reconciler: each due order is asked about once and a paid one is settled once', async () => {
    const due = ['order_r1', 'order_r2', 'order_r3'];
    for (const id of due) await pendingOrder(id, null, 10 * 60_000);
    const asked = new Map<string, number>();
    const settled: string[] = [];
    const captured = (orderId: string): ProviderPayment => ({
      id: `pay_${orderId}`,
      orderId,
      amountPaise: 1_200_000,
      currency: 'INR',
      status: 'captured',
      createdAt: 1_700_000_000,
    });
    const gateway: Pick<PaymentGateway, 'kind' | 'fetchPayments'> = {
      kind: 'sandbox',
      fetchPayments: async (orderId) => {
        asked.set(orderId, (asked.get(orderId) ?? 0) + 1);
        return orderId === 'order_r2' ? [captured(orderId)] : [];
      },
    };
    for (const docs of await instances()) {
      const orders = createOrdersRepository(docs);
      stops.push(
        startReconciler(
          {
            docs,
            gateway,
            intervalMs: 50,
            settle: async ({ orderId, paymentId, reason, log }) => {
              const result = await settlePaidOrder(docs, orders, orderId, paymentId, { reason, log });
              if (result?.changed) settled.push(orderId);
              return result;
            },
          },
          silent,
        ),
      );
    }
    await until(async () => due.every((id) => asked.has(id)), 'every due order is asked about');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(due.map((id) => asked.get(id))).toEqual([1, 1, 1]);
    expect(settled).toEqual(['order_r2']);
    expect((await underTest.storage.docs.get('leases', RECONCILER_JOB))?.owner).toEqual(expect.any(String));
  });
});
