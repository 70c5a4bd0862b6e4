/** The order page of the admin as its tests mount it: one order served by a mocked API, the paths of its moves. */
import userEvent from '@testing-library/user-event';
import { adminOrderActionPath, adminOrderPath } from 'shared-contracts';
import { orderDetail } from '../../../../../shared-contracts/src/test/adminOrders';
import { mockApi } from '../../../test/mockApi';
import { SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { OrderDetail } from './OrderDetail';

export const PAID = orderDetail();
export const SHIPPED = orderDetail({
  status: 'shipped',
  shipment: { carrier: 'Delhivery', trackingNumber: 'DLV123', shippedAt: '2026-11-24T05:00:00.000Z' },
  history: [
    ...PAID.history,
    { from: 'paid', to: 'shipped', at: '2026-11-24T05:00:00.000Z', by: 'admin-1', reason: 'Shipped with Delhivery' },
  ],
});
export const GET = `GET ${adminOrderPath('ord_1001')}`;
export const SHIP = `POST ${adminOrderActionPath('ord_1001', 'ship')}`;
export const DELIVER = `POST ${adminOrderActionPath('ord_1001', 'deliver')}`;
export const CANCEL = `POST ${adminOrderActionPath('ord_1001', 'cancel')}`;

export function renderOrderDetail(order = PAID, routes: Record<string, { status?: number; body?: unknown }> = {}) {
  const api = mockApi({ [GET]: { body: order }, ...routes });
  renderAdmin(<OrderDetail id="ord_1001" />, {
    path: '/dashboard/orders/ord_1001',
    route: '/dashboard/orders/:id',
    auth: SIGNED_IN_ADMIN,
  });
  return { api, user: userEvent.setup() };
}
