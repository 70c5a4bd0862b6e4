/**
 * GET /api/admin/sales → the dashboard's figures (order-reports/salesSummary: revenue and paid
 * orders for today, 7 and 30 days in India time, the 30-day series, orders waiting to ship) and the
 * active products with at most LOW_STOCK_AT units, fewest first (at most LOW_STOCK_LISTED).
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_ORDERS_API_PATHS, type AdminSalesResponse, type LowStockProduct } from 'shared-contracts';
import { LOW_STOCK_AT } from 'shared-contracts/catalogue';
import type { DocumentStore } from '../../storage/port';
import { indiaDayNumber, indiaDayStart } from '../order-reports/indiaTime';
import { SALES_SERIES_DAYS, salesSummary } from '../order-reports/salesSummary';
import { toProduct } from '../products/productRecord';
import type { AdminOrdersDeps } from './deps';

/** At most this many low-stock products are listed (the fewest units first). */
export const LOW_STOCK_LISTED = 100;

/** One indexed query (status, stock): the reads are the products listed, not the catalogue. */
export async function lowStockProducts(docs: Pick<DocumentStore, 'query'>): Promise<LowStockProduct[]> {
  const rows = await docs.query('products', {
    where: [
      ['status', '==', 'active'],
      ['stock', '<=', LOW_STOCK_AT],
    ],
    orderBy: { field: 'stock', direction: 'asc' },
    limit: LOW_STOCK_LISTED,
  });
  return rows
    .map(({ id, data }) => toProduct(id, data))
    .sort((a, b) => a.stock - b.stock || a.productName.localeCompare(b.productName))
    .map(({ id, productName, stock }) => ({ id, productName, stock }));
}

/** The first instant the figures count: midnight (India) starting the 30-day series. */
export const salesWindowStart = (now: Date): Date => indiaDayStart(indiaDayNumber(now) - (SALES_SERIES_DAYS - 1));

export function registerSales(app: FastifyInstance, { docs, orders, onRequest }: AdminOrdersDeps): void {
  app.get(
    ADMIN_ORDERS_API_PATHS.sales,
    { onRequest, schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } } },
    async (): Promise<AdminSalesResponse> => {
      const now = new Date();
      return {
        // The figures sum the 30 days' orders; the orders waiting to ship (any age) are counted apart.
        ...salesSummary(await orders.forSales(salesWindowStart(now)), now),
        // Paid online or placed for cash on delivery; a collected cash-on-delivery order is delivered already.
        waitingToShip:
          (await orders.countWithStatus('paid')) -
          (await orders.countWithStatus('paid', 'cod')) +
          (await orders.countWithStatus('placed')),
        lowStock: await lowStockProducts(docs),
      };
    },
  );
}
