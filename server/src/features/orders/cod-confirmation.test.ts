/**
 * Cash on delivery where the seller asks shoppers to confirm (the delivery table's
 * confirmCashOnDelivery), on both storage adapters: the order waits 24 hours for its shopper, the
 * mail asks for the confirmation, the admin cannot ship it meanwhile, and the expiry sweep cancels
 * it once (stock back, shopper told) when the deadline passes unconfirmed.
 */
import {
  adminOrderPath,
  COD_CONFIRMATION_HOURS,
  COD_CONFIRMATION_MESSAGES,
  formatConfirmBy,
  ORDERS_API_PATHS,
  type AdminOrderDetail,
  type CreateOrderResponse,
  type OrderDetailResponse,
} from 'shared-contracts';
import { DEFAULT_DELIVERY_TABLE } from 'shared-contracts/delivery';
import { ADMIN, adminAction, adminGet, mailsMatching } from '../admin-orders/test-support';
import { builtIn, makeOverdue, post, setStock, stockOf } from '../checkout/test-support';
import { ADAPTERS } from '../../storage/testing/harnesses';
import { shopWithDeliveryTable } from '../../test/delivery-table-shop';
import { placeCashOrderFor, shopperOrderView } from './cod-test-support';
import { NOTHING_TO_CONFIRM } from './confirm-order';
import { expireOverdueOrders } from './expire';
import { mailWake } from './paid-mail';
import type { OrderLog } from './stock-moves';

const chair = builtIn('01');
// The Firestore emulator is slow on a busy machine.
jest.setTimeout(60_000);
const silent: OrderLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(ADAPTERS)('cash-on-delivery confirmation on %s', (_kind, makeHarness) => {
  const shop = shopWithDeliveryTable(makeHarness, { ...DEFAULT_DELIVERY_TABLE, confirmCashOnDelivery: true }, [chair]);
  beforeEach(async () => {
    await setStock(shop().fixture, chair.id, 5);
  });
  const placeCashOrder = (quantity = 1) => placeCashOrderFor(shop(), chair, quantity);
  const shopperView = (orderId: string) => shopperOrderView(shop(), orderId);
  const confirm = (orderId: string, uid = 'asha') => post(shop().fixture, uid, ORDERS_API_PATHS.confirm(orderId), {});

  it('the order waits for its shopper: the mail asks, the admin cannot ship it, the shopper confirms once', async () => {
    const placedAt = Date.now();
    const { id } = (await placeCashOrder(1)).json<CreateOrderResponse>();
    const { confirmBy } = await shopperView(id);
    const deadline = Date.parse(confirmBy ?? '');
    expect(deadline - placedAt).toBeGreaterThanOrEqual(COD_CONFIRMATION_HOURS * 3_600_000 - 1_000);
    expect(deadline - placedAt).toBeLessThanOrEqual(COD_CONFIRMATION_HOURS * 3_600_000 + 60_000);
    expect((await adminGet(shop().fixture, adminOrderPath(id))).json<AdminOrderDetail>().confirmBy).toBe(confirmBy);
    const [asking] = await mailsMatching(shop().dataDir, (mail) => mail.includes('Subject: Please confirm'));
    // Quoted-printable folds long lines with a soft break ('=' at a line's end).
    expect(asking?.replace(/=\r?\n/g, '')).toContain(formatConfirmBy(confirmBy ?? ''));

    const early = await adminAction(shop().fixture, id, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL1' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(COD_CONFIRMATION_MESSAGES.notYet);
    expect(await confirm(id, ADMIN).then((answer) => answer.statusCode)).toBe(403);
    expect(await confirm('cod_nosuchorder').then((answer) => answer.statusCode)).toBe(404);

    const confirmed = await confirm(id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<OrderDetailResponse>()).toMatchObject({ status: 'placed', confirmBy: null });
    expect((await confirm(id)).json<OrderDetailResponse>()).toMatchObject({ status: 'placed', confirmBy: null });
    // Confirmed, it is no longer the sweep's: not even a day later.
    expect(await expireOverdueOrders(shop().fixture.storage.docs, new Date(deadline + 60_000), silent)).toBe(0);
    const shipped = await adminAction(shop().fixture, id, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL1' });
    expect(shipped.statusCode).toBe(200);
  });

  it('an order not confirmed in time is cancelled once, its stock back and its shopper told; confirming is then 409', async () => {
    const { id } = (await placeCashOrder(1)).json<CreateOrderResponse>();
    expect(await stockOf(shop().fixture, chair.id)).toBe(4);
    const deadline = Date.parse((await shopperView(id)).confirmBy ?? '');
    const docs = shop().fixture.storage.docs;
    expect(await expireOverdueOrders(docs, new Date(deadline - 60_000), silent)).toBe(0);
    // Two instances' sweeps at once: one cancel, the stock back once, its mail's sender woken once.
    const woken: string[] = [];
    const wake = mailWake();
    wake.listener = (orderId) => void woken.push(orderId);
    const swept = await Promise.all([1, 2].map(() => expireOverdueOrders(docs, new Date(deadline + 1), silent, wake)));
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(woken).toEqual([id]);
    expect(await stockOf(shop().fixture, chair.id)).toBe(5);
    const order = await shopperView(id);
    expect(order).toMatchObject({ status: 'cancelled', confirmBy: null });
    expect(order.history.at(-1)).toMatchObject({ status: 'cancelled', by: 'system' });
    expect(await mailsMatching(shop().dataDir, (mail) => mail.includes('you owe nothing'))).toHaveLength(1);

    const late = await confirm(id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(NOTHING_TO_CONFIRM);
  });

  it('a confirmation after the deadline but before the sweep is refused, and the sweep still cancels', async () => {
    const { id } = (await placeCashOrder(1)).json<CreateOrderResponse>();
    await makeOverdue(shop().fixture, id);
    const late = await confirm(id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(COD_CONFIRMATION_MESSAGES.tooLate);
    expect(await expireOverdueOrders(shop().fixture.storage.docs, new Date(), silent)).toBe(1);
    expect((await shopperView(id)).status).toBe('cancelled');
  });
});
