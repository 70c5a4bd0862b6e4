/** Route patterns as Fastify registers them (the contract's path helpers fill in an id). */
import { ADMIN_ORDERS_API_PATHS, type AdminOrderAction } from 'shared-contracts';

export const ADMIN_ORDER_ROUTE = `${ADMIN_ORDERS_API_PATHS.orders}/:id`;
export const adminOrderRoute = (action: AdminOrderAction): string => `${ADMIN_ORDER_ROUTE}/${action}`;
