/**
 * The several-instances test's shoppers: a shopper's visit through a round-robin load balancer
 * that moves on when an instance is gone, and the provider's webhook deliveries, sent again until
 * answered (what the test reads afterwards: several-instances-readers.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { CHECKOUT_API_PATHS, SAVED_LIST_PATHS, toPaise, type CatalogueProduct } from 'shared-contracts';
import type { DocumentStore } from '../../storage/port';
import type { ApiInstance } from '../../test/api-instance';
import { BILLING } from '../../test/billing';
import { toOrder } from '../orders/order-document';
import { REFUND_CLAIM_STALE_MS } from '../payment/gateway';
import { SANDBOX_PATHS } from '../payment/sandbox-routes';
import { paidEvent, signWebhook } from '../payment/webhook-event';
import { WEBHOOK_PATH } from '../payment/webhook-routes';

export interface Shopper {
  index: number;
  token: string;
  lines: CatalogueProduct[];
  /** The instance the load balancer sends this shopper to (moves on when it is gone). */
  instance: number;
  closesTab: boolean;
  chargedTwice: boolean;
}

export type Outcome = 'paid' | 'sold out' | 'left unpaid' | 'payment taken by the dead instance';

export interface ShopperResult {
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

/** The provider's webhook retries, compressed: the next delivery after a pause, for as long as a refund claim can hold. */
const WEBHOOK_RETRY_MS = 500;
const WEBHOOK_RETRY_LIMIT_MS = REFUND_CLAIM_STALE_MS + 30_000;

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

const amountOf = (lines: readonly CatalogueProduct[]) => lines.reduce((sum, product) => sum + product.price, 0);

function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** What the shoppers need of the run: its instances, its store, its webhook secret and whom to kill when. */
export interface ShoppingRun {
  instances: readonly ApiInstance[];
  docs: () => DocumentStore;
  webhookSecret: string;
  /** The instance to kill once it has taken the payment of a shopper from `killAtShopper` on, and when it was killed. */
  kill: { victim: ApiInstance | null; at: number };
  killAtShopper: number;
}

/** A shopper's whole visit through the load balancer: save the cart, create the order, pay, verify. */
export function shoppingRun(run: ShoppingRun): (shopper: Shopper) => Promise<ShopperResult> {
  const { instances, docs, kill } = run;
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

  /** As if the shopper's 15 minutes had passed: the reservation is overdue for the expiry sweep. */
  async function makeOverdue(orderId: string): Promise<void> {
    const past = new Date(Date.now() - 60_000).toISOString();
    await docs().mutate('orders', orderId, (current) => (current ? { ...current, expiresAt: past } : undefined));
  }

  /**
   * The provider reports a second captured payment of an order already paid (a popup retried at the
   * provider), one webhook event delivered to every live instance at once. As the provider does, a
   * delivery that got no 200 (the instance died, or answered that another one is refunding the
   * payment) is sent again, to the next live instance, until one answers 200.
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
    const { body, headers } = signWebhook(
      paidEvent('payment.captured', payment, eventOrder, new Date()),
      run.webhookSecret,
    );
    const deliver = async (first: number): Promise<void> => {
      const deadline = Date.now() + WEBHOOK_RETRY_LIMIT_MS;
      for (let attempt = 0; ; attempt += 1) {
        const instance = instances[(first + attempt) % instances.length];
        if (instance?.alive()) {
          try {
            const answer = await call(instance, WEBHOOK_PATH, { method: 'POST', headers, body });
            if (answer.status === 200) return;
            expectStatus(answer, 503, `webhook of ${paymentId}`);
          } catch (error) {
            if (!(error instanceof InstanceGone)) throw error;
          }
        }
        if (Date.now() > deadline) throw new Error(`webhook of ${paymentId}: no 200 in ${WEBHOOK_RETRY_LIMIT_MS} ms`);
        // The provider's pause before it delivers again (compressed: the test waits for it).
        await sleep(WEBHOOK_RETRY_MS);
      }
    };
    const live = instances.flatMap((instance, index) => (instance.alive() ? [index] : []));
    await Promise.all(live.map(deliver));
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
    if (kill.at === 0 && paid.instance === kill.victim && shopper.index >= run.killAtShopper) {
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

  return shop;
}
