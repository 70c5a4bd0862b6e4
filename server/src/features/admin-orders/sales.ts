/**
 * GET /api/admin/sales → the dashboard's figures (order-reports/salesSummary: revenue and paid
 * orders for today, 7 and 30 days in India time, the 30-day series, orders waiting to ship) and the
 * first page of the low-stock list; GET /api/admin/low-stock?after&limit → its later pages (active
 * products with at most LOW_STOCK_AT units, fewest first, ties by id).
 */
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ORDERS_API_PATHS,
  LOW_STOCK_MAX_PAGE,
  LOW_STOCK_PAGE_SIZE,
  type AdminLowStockResponse,
  type AdminSalesResponse,
} from 'shared-contracts';
import { LOW_STOCK_AT } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import { pageLimit, pageQuerystringSchema, type PageRequest } from '../../http-pages';
import type { DocumentStore } from '../../storage/port';
import { indiaDayNumber, indiaDayStart } from '../order-reports/indiaTime';
import { SALES_SERIES_DAYS, salesSummary } from '../order-reports/salesSummary';
import { toProduct } from '../products/productRecord';
import type { AdminOrdersDeps } from './deps';

/**
 * A page of the low-stock list: one indexed query on (status, stock) in (stock, id) order, starting
 * after the cursor; the reads are the products of the page (and one more, to know whether another
 * page follows), never the catalogue. The cursor is the last product's units and id, "3:p_desk".
 */
export async function lowStockPage(
  docs: Pick<DocumentStore, 'query'>,
  { after, limit }: { after?: LowStockCursor; limit: number },
): Promise<AdminLowStockResponse> {
  const rows = await docs.query('products', {
    where: [
      ['status', '==', 'active'],
      ['stock', '<=', LOW_STOCK_AT],
    ],
    orderBy: { field: 'stock', direction: 'asc' },
    limit: limit + 1,
    ...(after ? { startAfter: { value: after.stock, id: after.id } } : {}),
  });
  const products = rows
    .slice(0, limit)
    .map(({ id, data }) => toProduct(id, data))
    .map(({ id, productName, stock }) => ({ id, productName, stock }));
  const last = products[products.length - 1];
  return { products, next: rows.length > limit && last ? `${last.stock}:${last.id}` : null };
}

export interface LowStockCursor {
  stock: number;
  id: string;
}

/** The cursor `next` gave, or null when `after` is not one ("units:id"). */
export function parseLowStockCursor(after: string): LowStockCursor | null {
  const match = /^(\d{1,6}):(.+)$/.exec(after);
  return match?.[1] && match[2] ? { stock: Number(match[1]), id: match[2] } : null;
}

/** The first instant the figures count: midnight (India) starting the 30-day series. */
export const salesWindowStart = (now: Date): Date => indiaDayStart(indiaDayNumber(now) - (SALES_SERIES_DAYS - 1));

export function registerSales(app: FastifyInstance, { docs, orders, onRequest }: AdminOrdersDeps): void {
  app.get(
    ADMIN_ORDERS_API_PATHS.sales,
    { onRequest, schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } } },
    async (): Promise<AdminSalesResponse> => {
      const now = new Date();
      const lowStock = await lowStockPage(docs, { limit: LOW_STOCK_PAGE_SIZE });
      return {
        // The figures sum the 30 days' orders; the orders waiting to ship (any age) are counted apart.
        ...salesSummary(await orders.forSales(salesWindowStart(now)), now),
        // Paid online or placed for cash on delivery; a collected cash-on-delivery order is delivered already.
        waitingToShip:
          (await orders.countWithStatus('paid')) -
          (await orders.countWithStatus('paid', 'cod')) +
          (await orders.countWithStatus('placed')),
        lowStock: lowStock.products,
        lowStockNext: lowStock.next,
      };
    },
  );

  app.get<{ Querystring: PageRequest }>(
    ADMIN_ORDERS_API_PATHS.lowStock,
    // A cursor: up to 6 digits, ':' and a document id (at most 1500 bytes).
    { onRequest, schema: { querystring: pageQuerystringSchema(1507) } },
    async (request): Promise<AdminLowStockResponse> => {
      const { after, limit } = request.query;
      const cursor = after === undefined ? undefined : parseLowStockCursor(after);
      if (cursor === null) throw httpError(400, `after must be the next of a page before, got '${after}'.`);
      return lowStockPage(docs, {
        after: cursor,
        limit: pageLimit(limit, { size: LOW_STOCK_PAGE_SIZE, max: LOW_STOCK_MAX_PAGE }),
      });
    },
  );
}
