/**
 * Contract of the orders' mail outbox on each adapter: the settle (and an admin's ship or cancel)
 * owes the mails in its own write and sends none itself; the sender sends each mail once, retries a
 * failed one after its backoff, and two instances' senders at once still send each mail once.
 */
import type { MailMessage, Mailer } from '../../features/mail/mailer';
import { mailWake, type PaidOrderMail } from '../../features/orders/paid-mail';
import {
  MAIL_CLAIM_MS,
  mailRetryDelayMs,
  sendDueOrderMails,
  startMailOutbox,
} from '../../features/orders/paid-mail-outbox';
import { MAIL_DUE_AT } from '../../features/orders/mails-owed';
import { createOrdersRepository } from '../../features/orders/repository';
import { settlePaidOrder } from '../../features/orders/settle';
import type { OrderLog } from '../../features/orders/stock-moves';
import { eventually, type ContractContext } from './contract-context';
import { createPendingOrder } from './contract-paid-orders';

const silent: OrderLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const jobLog = { ...silent, debug: () => undefined };
const SHOPPER_AND_OWNER = ['asha@example.com', 'owner@shop.test'];
const SHIPMENT = { carrier: 'Delhivery', trackingNumber: 'DL77', shippedAt: '2026-11-20T10:00:00.000Z' };
const shipWithMail = { to: 'shipped', by: 'boss', reason: 'Shipped', shipment: SHIPMENT, mail: 'shipped' } as const;

function collectingMail(send?: Mailer['send']): { sent: MailMessage[]; mail: PaidOrderMail } {
  const sent: MailMessage[] = [];
  return {
    sent,
    mail: {
      mailer: {
        send: async (message) => {
          await send?.(message);
          sent.push(message);
        },
      },
      adminEmail: 'owner@shop.test',
      shop: { storeName: 'Furniture Store', siteUrl: 'https://shop.test' },
      wake: mailWake(),
    },
  };
}

export function mailOutboxContract({ current }: ContractContext): void {
  describe('paid order mail outbox', () => {
    it('settling owes the mails in its write; the sender sends each once, however many settles raced', async () => {
      const { docs } = current().storage;
      const orders = createOrdersRepository(docs);
      await createPendingOrder(docs, 'order_mail');
      const { sent, mail } = collectingMail();
      await Promise.all(
        [1, 2, 3].map(() => settlePaidOrder(docs, orders, 'order_mail', 'pay_mail', { log: silent, mail })),
      );
      await settlePaidOrder(docs, orders, 'order_mail', 'pay_mail', { log: silent, mail });
      expect(sent).toEqual([]);
      expect(typeof (await docs.get('orders', 'order_mail'))?.[MAIL_DUE_AT]).toBe('string');

      expect(await sendDueOrderMails(docs, mail, { log: silent })).toBe(1);
      expect(await sendDueOrderMails(docs, mail, { log: silent })).toBe(0);
      expect(sent.map((message) => message.to)).toEqual(SHOPPER_AND_OWNER);
      expect(sent.find((message) => message.to === 'owner@shop.test')?.text).toContain('pay_mail');
      expect((await docs.get('orders', 'order_mail'))?.[MAIL_DUE_AT]).toBeUndefined();
    });

    it('an order without billing is paid, sends no mail (nowhere to write) and leaves the outbox', async () => {
      const { docs } = current().storage;
      await createPendingOrder(docs, 'order_nomail', false);
      const { sent, mail } = collectingMail();
      const settled = await settlePaidOrder(docs, createOrdersRepository(docs), 'order_nomail', 'pay_2', {
        log: silent,
        mail,
      });
      expect(settled).toMatchObject({ changed: true });
      await sendDueOrderMails(docs, mail, { log: silent });
      expect(sent).toEqual([]);
      expect((await docs.get('orders', 'order_nomail'))?.[MAIL_DUE_AT]).toBeUndefined();
    });

    it('a mail server failing twice: the mail is retried after each backoff and sent once', async () => {
      const { docs } = current().storage;
      await createPendingOrder(docs, 'order_retry');
      await settlePaidOrder(docs, createOrdersRepository(docs), 'order_retry', 'pay_retry', { log: silent });
      let failures = 2;
      const { sent, mail } = collectingMail(async () => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('421 try again later');
        }
      });
      let clock = Date.now();
      const now = () => clock;
      expect(await sendDueOrderMails(docs, mail, { log: silent, now })).toBe(0);
      // Not due again before its backoff.
      expect(await sendDueOrderMails(docs, mail, { log: silent, now })).toBe(0);
      clock += mailRetryDelayMs(1);
      expect(await sendDueOrderMails(docs, mail, { log: silent, now })).toBe(0);
      clock += mailRetryDelayMs(2);
      expect(await sendDueOrderMails(docs, mail, { log: silent, now })).toBe(1);
      clock += mailRetryDelayMs(3);
      expect(await sendDueOrderMails(docs, mail, { log: silent, now })).toBe(0);
      expect(failures).toBe(0);
      expect(sent.map((message) => message.to)).toEqual(SHOPPER_AND_OWNER);
    });

    it("two instances' senders at once send each mail once", async () => {
      const { storage, openAnother } = current();
      const another = await openAnother();
      await createPendingOrder(storage.docs, 'order_both');
      await settlePaidOrder(storage.docs, createOrdersRepository(storage.docs), 'order_both', 'pay_both', {
        log: silent,
      });
      // The other instance's sender runs whole while this one is sending its first mail.
      const second = collectingMail();
      let secondRun: Promise<number> | null = null;
      const first = collectingMail(async () => {
        secondRun ??= sendDueOrderMails(another.docs, second.mail, { log: silent });
        await secondRun;
      });
      await sendDueOrderMails(storage.docs, first.mail, { log: silent });
      expect(secondRun).not.toBeNull();
      expect([...first.sent, ...second.sent].map((message) => message.to).sort()).toEqual(SHOPPER_AND_OWNER);
    });

    it('a claim left by a sender that died is taken over once it runs out', async () => {
      const { docs } = current().storage;
      await createPendingOrder(docs, 'order_dead');
      await settlePaidOrder(docs, createOrdersRepository(docs), 'order_dead', 'pay_dead', { log: silent });
      const clock = Date.now();
      await docs.mutate('orders', 'order_dead', (order) =>
        order
          ? { ...order, mailClaim: { owner: 'died', leaseUntil: new Date(clock + MAIL_CLAIM_MS).toISOString() } }
          : undefined,
      );
      const { sent, mail } = collectingMail();
      expect(await sendDueOrderMails(docs, mail, { log: silent, now: () => clock })).toBe(0);
      expect(sent).toEqual([]);
      expect(await sendDueOrderMails(docs, mail, { log: silent, now: () => clock + MAIL_CLAIM_MS })).toBe(1);
      expect(sent.map((message) => message.to)).toEqual(SHOPPER_AND_OWNER);
    });

    it("an admin's ship owes the shopper's mail in its write; a failed send is retried, the paid mails not sent again", async () => {
      const { docs } = current().storage;
      const orders = createOrdersRepository(docs);
      await createPendingOrder(docs, 'order_ship');
      await settlePaidOrder(docs, orders, 'order_ship', 'pay_ship', { log: silent });
      const { sent, mail } = collectingMail();
      expect(await sendDueOrderMails(docs, mail, { log: silent })).toBe(1);

      expect(await orders.move('order_ship', shipWithMail)).toMatchObject({ changed: true });
      expect(typeof (await docs.get('orders', 'order_ship'))?.[MAIL_DUE_AT]).toBe('string');
      // Shipping again is refused, and owes nothing more.
      expect(await orders.move('order_ship', shipWithMail)).toMatchObject({ changed: false });
      let clock = Date.now();
      const failing = collectingMail(async () => {
        throw new Error('421 try again later');
      });
      expect(await sendDueOrderMails(docs, failing.mail, { log: silent, now: () => clock })).toBe(0);
      clock += mailRetryDelayMs(1);
      expect(await sendDueOrderMails(docs, mail, { log: silent, now: () => clock })).toBe(1);
      expect(sent.map((message) => [message.to, message.subject])).toEqual([
        ...SHOPPER_AND_OWNER.map((to) => [to, expect.any(String)]),
        ['asha@example.com', expect.stringContaining('has shipped')],
      ]);
      expect(sent.at(-1)?.text).toContain('DL77');
      expect((await docs.get('orders', 'order_ship'))?.[MAIL_DUE_AT]).toBeUndefined();
    });

    it('a mail owed while the sender holds the order goes out in the same claim', async () => {
      const { docs } = current().storage;
      const orders = createOrdersRepository(docs);
      await createPendingOrder(docs, 'order_busy');
      await settlePaidOrder(docs, orders, 'order_busy', 'pay_busy', { log: silent });
      // The admin ships while the confirmation is being sent: the ship's own wake finds the order claimed.
      let shipped = false;
      const { sent, mail } = collectingMail(async () => {
        if (shipped) return;
        shipped = true;
        await orders.move('order_busy', shipWithMail);
        expect(await sendDueOrderMails(docs, collectingMail().mail, { log: silent })).toBe(0);
      });
      expect(await sendDueOrderMails(docs, mail, { log: silent })).toBe(1);
      expect(sent.map((message) => message.subject)).toEqual([
        expect.stringContaining('is confirmed'),
        expect.any(String),
        expect.stringContaining('has shipped'),
      ]);
      expect((await docs.get('orders', 'order_busy'))?.[MAIL_DUE_AT]).toBeUndefined();
    });

    it("the settle wakes its instance's sender: the mails do not wait for the sender's period", async () => {
      const { docs } = current().storage;
      await createPendingOrder(docs, 'order_woken');
      const { sent, mail } = collectingMail();
      const stop = startMailOutbox(docs, mail, { intervalMs: 60 * 60_000, log: jobLog });
      try {
        await settlePaidOrder(docs, createOrdersRepository(docs), 'order_woken', 'pay_woken', { log: silent, mail });
        await eventually(() => expect(sent.map((message) => message.to)).toEqual(SHOPPER_AND_OWNER), 30_000);
      } finally {
        await stop();
      }
    });
  });
}
