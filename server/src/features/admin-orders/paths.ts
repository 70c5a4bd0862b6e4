/** Route patterns as Fastify registers them (the contract's path helpers fill in an id). */
import { ADMIN_ORDERS_API_PATHS } from 'shared-contracts';

export const ADMIN_ORDER_ROUTE = `${ADMIN_ORDERS_API_PATHS.orders}/:id`;
export const adminOrderRoute = (action: 'ship' | 'deliver' | 'cancel'): string => `${ADMIN_ORDER_ROUTE}/${action}`;
