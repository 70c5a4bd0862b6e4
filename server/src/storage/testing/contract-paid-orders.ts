/**
 * Contract of a paid order's facts on each adapter: the billing kept at create-order survives every
 * move, the payment's own write empties the cart of what it bought, and a payment for a cart
 * already paid is found however the settles interleave. (The paid
 * order's mails: contract-mail-outbox.ts.)
 */
import type { BillingDetails } from 'shared-contracts';
import { createOrdersRepository, type OrderRecord } from '../../features/orders/repository';
import { settlePaidOrder } from '../../features/orders/settle';
import { createSavedListsRepository } from '../../features/saved-lists/repository';
import type { OrderLog } from '../../features/orders/stock-moves';
import type { CollectionName, DocumentStore } from '../port';
import type { ContractContext } from './contract-context';

const silent: OrderLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const billing: BillingDetails = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  address: '12 MG Road',
  city: 'Jaipur',
  postalCode: '302001',
  country: 'India',
};

/** A pending order of one desk by the shopper asha, with the billing and account e-mail kept at create-order unless `withBilling` is false. */
export async function createPendingOrder(
  docs: DocumentStore,
  id: string,
  withBilling = true,
  createdAt = new Date().toISOString(),
): Promise<void> {
  const item = { id: 'desk', productName: 'Desk', imgUrl: '', price: 12000, quantity: 1, totalPrice: 12000 };
  const order = {
    id,
    uid: 'asha',
    items: [item],
    amount: 12000,
    currency: 'INR' as const,
    receipt: `rcpt_${id}`,
    provider: 'sandbox' as const,
    createdAt,
  };
  await createOrdersRepository(docs).create(
    withBilling ? { ...order, billing, accountEmail: 'asha@example.com' } : order,
  );
}

export function paidOrdersContract({ current }: ContractContext): void {
  describe('paid orders', () => {
    const pendingOrder = (id: string, withBilling = true, createdAt = new Date().toISOString()) =>
      createPendingOrder(current().storage.docs, id, withBilling, createdAt);

    it('keeps the billing through moves; an order stored without it reads as null', async () => {
      const orders = createOrdersRepository(current().storage.docs);
      await pendingOrder('order_billing');
      await orders.move('order_billing', { to: 'paid', by: 'provider', reason: 'paid', paymentId: 'pay_1' });
      expect((await orders.get('order_billing'))?.billing).toEqual(billing);
      await pendingOrder('order_older', false);
      expect((await orders.get('order_older'))?.billing).toBeNull();
    });

    it('the payment’s own write takes what it bought out of the cart (other lines stay); reported again, it leaves a cart filled since', async () => {
      const { docs } = current().storage;
      const orders = createOrdersRepository(docs);
      const lists = createSavedListsRepository(docs);
      await pendingOrder('order_cart');
      const desks = { id: 'desk', productName: 'Desk', imgUrl: '', price: 12000, quantity: 2, totalPrice: 24000 };
      const lamp = { id: 'lamp', productName: 'Lamp', imgUrl: '', price: 900, quantity: 1, totalPrice: 900 };
      await lists.putCart('asha', [desks, lamp]);
      // The settle's one write alone: a server that stops right after it leaves no paid cart full.
      await orders.settle('order_cart', { to: 'paid', by: 'provider', reason: 'paid', paymentId: 'pay_cart' });
      expect((await lists.getCart('asha')).items).toEqual([{ ...desks, quantity: 1, totalPrice: 12000 }, lamp]);
      await lists.putCart('asha', [desks, lamp]);
      await settlePaidOrder(docs, orders, 'order_cart', 'pay_cart', { log: silent });
      expect((await lists.getCart('asha')).items).toEqual([desks, lamp]);
    });

    it('two orders of one cart paid at once on two instances: exactly one is kept, the other is the double payment', async () => {
      const { storage, openAnother } = current();
      const another = await openAnother();
      await pendingOrder('order_tab_one');
      await pendingOrder('order_tab_two');
      // The worst interleaving: instance one has read the buyer's orders and is about to write when
      // instance two settles the other tab's order from start to end.
      let release = () => undefined as void;
      const held = heldFirstOrderWrite(storage.docs, new Promise<void>((resolve) => (release = resolve)));
      const doubles: Array<{ paid: string; first: string }> = [];
      const onDoublePayment = async (paid: OrderRecord, first: OrderRecord) => {
        doubles.push({ paid: paid.id, first: first.id });
      };
      const tabOne = settlePaidOrder(held, createOrdersRepository(held), 'order_tab_one', 'pay_one', {
        log: silent,
        onDoublePayment,
      });
      await held.waiting;
      await settlePaidOrder(another.docs, createOrdersRepository(another.docs), 'order_tab_two', 'pay_two', {
        log: silent,
        onDoublePayment,
      });
      release();
      await tabOne;

      expect(doubles).toEqual([{ paid: 'order_tab_one', first: 'order_tab_two' }]);
      const orders = createOrdersRepository(storage.docs);
      expect((await orders.get('order_tab_one'))?.status).toBe('paid');
      expect((await storage.docs.get('orders', 'order_tab_one'))?.doublePaymentOf).toBe('order_tab_two');
      expect((await storage.docs.get('orders', 'order_tab_two'))?.doublePaymentOf).toBeUndefined();
    });
    it('a double payment whose refund never ran (the server died) is refunded when the payment is reported again', async () => {
      const { docs } = current().storage;
      const orders = createOrdersRepository(docs);
      // Created a minute ago: the kept order's payment lands after it, never in the same millisecond.
      const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
      await pendingOrder('order_kept', true, aMinuteAgo);
      await pendingOrder('order_again', true, aMinuteAgo);
      await settlePaidOrder(docs, orders, 'order_kept', 'pay_kept', { log: silent });
      const refunded: string[] = [];
      const dying = async () => {
        throw new Error('the server died');
      };
      await expect(
        settlePaidOrder(docs, orders, 'order_again', 'pay_again', { log: silent, onDoublePayment: dying }),
      ).rejects.toThrow('the server died');
      const onDoublePayment = async (paid: OrderRecord, first: OrderRecord) => {
        refunded.push(`${paid.id} after ${first.id}`);
      };
      // The provider retries the webhook; a report of another order's payment refunds nothing.
      await settlePaidOrder(docs, orders, 'order_kept', 'pay_kept', { log: silent, onDoublePayment });
      await settlePaidOrder(docs, orders, 'order_again', 'pay_again', { log: silent, onDoublePayment });
      expect(refunded).toEqual(['order_again after order_kept']);
    });
  });
}

/** `docs` whose first write to an order waits for `gate` (`waiting` resolves once it does). */
function heldFirstOrderWrite(docs: DocumentStore, gate: Promise<void>): DocumentStore & { waiting: Promise<void> } {
  let reached = () => undefined as void;
  const waiting = new Promise<void>((resolve) => (reached = resolve));
  let held = false;
  const hold = async (collections: CollectionName[]) => {
    if (held || !collections.includes('orders')) return;
    held = true;
    reached();
    await gate;
  };
  return {
    ...docs,
    waiting,
    mutate: async (collection, id, change) => {
      await hold([collection]);
      return docs.mutate(collection, id, change);
    },
    mutateAll: async (refs, change) => {
      await hold(refs.map((ref) => ref.collection));
      return docs.mutateAll(refs, change);
    },
  };
}
