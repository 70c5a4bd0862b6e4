/** Which orders the reconciler asks the provider about, and what it does with the answers. */
import type { FastifyBaseLogger } from 'fastify';
import type { StoragePort } from '../../storage/port';
import { openSqliteStorage } from '../../storage/sqlite';
import { refusingWholeReads } from '../../storage/testing/refusing-scans';
import { makeTempDir } from '../../test/temp-dir';
import type { ProviderPayment } from '../payment/provider-payment';
import type { SettleRequest } from '../payment/settle-payment';
import { createOrdersRepository, toOrder, type OrderRecord } from './repository';
import { mayBeUnsettled, RECONCILE_REASON, RECONCILE_WINDOW_MS, reconcileUnpaidOrders } from './reconcile';

const now = new Date('2026-11-24T10:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const fields = (status: string, createdAt: string, provider = 'sandbox') => ({
  uid: 'asha',
  status,
  createdAt,
  provider,
  amount: 45,
  currency: 'INR',
  nextCheckAt: createdAt,
});
const order = (id: string, status: string, createdAt: string, provider = 'sandbox'): OrderRecord =>
  toOrder(id, fields(status, createdAt, provider));

describe('mayBeUnsettled', () => {
  it('asks about every pending order, and failed or expired ones within the window, of the configured provider', () => {
    expect(mayBeUnsettled(order('o', 'pending', ago(2 * RECONCILE_WINDOW_MS)), 'sandbox', now)).toBe(true);
    expect(mayBeUnsettled(order('o', 'failed', ago(60_000)), 'sandbox', now)).toBe(true);
    expect(mayBeUnsettled(order('o', 'expired', ago(RECONCILE_WINDOW_MS - 1)), 'sandbox', now)).toBe(true);
    expect(mayBeUnsettled(order('o', 'expired', ago(RECONCILE_WINDOW_MS + 1)), 'sandbox', now)).toBe(false);
    expect(mayBeUnsettled(order('o', 'pending', ago(0), 'razorpay'), 'sandbox', now)).toBe(false);
    for (const status of ['paid', 'shipped', 'delivered', 'cancelled'])
      expect(mayBeUnsettled(order('o', status, ago(0)), 'sandbox', now)).toBe(false);
  });
});

describe('reconcileUnpaidOrders', () => {
  const silent = {
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
  } as unknown as FastifyBaseLogger;
  const payment = (orderId: string, change: Partial<ProviderPayment> = {}): ProviderPayment => ({
    id: `pay_${orderId}`,
    orderId,
    amountPaise: 4500,
    currency: 'INR',
    status: 'captured',
    createdAt: 1,
    ...change,
  });

  let temp: ReturnType<typeof makeTempDir>;
  let storage: StoragePort;
  beforeEach(() => {
    temp = makeTempDir('reconcile');
    // Orders are read by queries only: listing them all is refused.
    storage = refusingWholeReads(openSqliteStorage({ dataDir: temp.dir }), 'orders');
  });
  afterEach(async () => {
    await storage.close();
    temp.remove();
  });

  it('settles a matching captured payment through the settle path, skips what does not match, and survives a provider error', async () => {
    const orders = [
      order('paid_there', 'pending', ago(0)),
      order('nothing', 'pending', ago(0)),
      order('odd', 'failed', ago(0)),
      order('down', 'pending', ago(0)),
    ];
    const { docs } = storage;
    for (const o of orders) await docs.put('orders', o.id, fields(o.status, o.createdAt));
    // Never asked about: paid already, ended unpaid too long ago, another provider's.
    await docs.put('orders', 'kept', fields('paid', ago(0)));
    await docs.put('orders', 'old', fields('expired', ago(RECONCILE_WINDOW_MS + 1)));
    await docs.put('orders', 'elsewhere', fields('pending', ago(0), 'razorpay'));
    const asked: string[] = [];
    const byOrder: Record<string, ProviderPayment[]> = {
      paid_there: [payment('paid_there', { id: 'pay_failed', status: 'failed' }), payment('paid_there')],
      nothing: [],
      odd: [payment('odd', { amountPaise: 1 })],
    };
    const settled: SettleRequest[] = [];
    const count = await reconcileUnpaidOrders(
      {
        docs,
        gateway: {
          kind: 'sandbox',
          fetchPayments: async (id) => {
            asked.push(id);
            if (id === 'down') throw new Error('provider down');
            return byOrder[id] ?? [];
          },
        },
        settle: async (request) => {
          settled.push(request);
          return { order: orders[0] as OrderRecord, changed: true, refused: null, release: [], retake: [], short: [] };
        },
        intervalMs: 60_000,
      },
      now,
      silent,
    );
    expect(count).toBe(1);
    expect(settled).toEqual([
      { orderId: 'paid_there', paymentId: 'pay_paid_there', reason: RECONCILE_REASON, log: silent },
    ]);
    expect(asked.sort()).toEqual(['down', 'nothing', 'odd', 'paid_there']);
    expect((await docs.get('orders', 'odd'))?.paymentAlerts).toEqual([
      expect.objectContaining({ paymentId: 'pay_odd', problem: expect.stringContaining('amount 1 paise') }),
    ]);
  });

  it('asks about an order with back-off: at 0, 1, 2, 4 … 64 minutes old, then hourly, until a day after it was made', async () => {
    const orders = createOrdersRepository(storage.docs);
    const madeAt = new Date('2026-11-24T00:00:00.000Z');
    const minute = 60_000;
    await orders.create({
      id: 'order_slow',
      uid: 'asha',
      items: [],
      amount: 45,
      currency: 'INR',
      receipt: 'r',
      provider: 'sandbox',
      createdAt: madeAt.toISOString(),
      stock: 'reserved',
      expiresAt: new Date(madeAt.getTime() + 15 * minute).toISOString(),
    });
    const askedAtMinute: number[] = [];
    // The reconciler running every minute for 26 hours; the sweep expires the order at 15 minutes.
    for (let m = 0; m <= 26 * 60; m += 1) {
      const at = new Date(madeAt.getTime() + m * minute);
      if (m === 15) await orders.move('order_slow', { to: 'expired', by: 'system', reason: 'not paid' });
      await reconcileUnpaidOrders(
        {
          docs: storage.docs,
          gateway: {
            kind: 'sandbox',
            fetchPayments: async () => {
              askedAtMinute.push(m);
              return [];
            },
          },
          settle: async () => null,
          intervalMs: minute,
        },
        at,
        silent,
      );
    }
    const hourly = Array.from({ length: 23 }, (_, k) => 64 + 60 * k);
    expect(askedAtMinute).toEqual([0, 1, 2, 4, 8, 16, 32, ...hourly]);
    expect(askedAtMinute.at(-1)).toBe(1384);
    // A day's questions: 30, where asking every minute made 1441.
    expect(askedAtMinute).toHaveLength(30);
    expect((await orders.get('order_slow'))?.nextCheckAt).toBeNull();
  });
});
