/**
 * GET /api/admin/orders/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD → the orders created on those India
 * dates (both included) as a CSV attachment; 400 for a malformed or backwards range.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_ORDERS_API_PATHS } from 'shared-contracts';
import { httpError } from '../../http-errors';
import { indiaDateRange } from '../order-reports/indiaTime';
import { ordersCsv, ordersCsvFileName } from '../order-reports/ordersCsv';
import type { AdminOrdersDeps } from './deps';

export const BAD_EXPORT_RANGE = 'Choose the dates as YYYY-MM-DD, the first on or before the last.';

const exportSchema = {
  querystring: {
    type: 'object',
    required: ['from', 'to'],
    additionalProperties: false,
    properties: { from: { type: 'string', maxLength: 10 }, to: { type: 'string', maxLength: 10 } },
  },
} as const;

export function registerExportCsv(app: FastifyInstance, { orders, onRequest }: AdminOrdersDeps): void {
  app.get<{ Querystring: { from: string; to: string } }>(
    ADMIN_ORDERS_API_PATHS.exportCsv,
    { onRequest, schema: exportSchema },
    async (request, reply) => {
      const { from, to } = request.query;
      const range = indiaDateRange(from, to);
      if (!range) throw httpError(400, BAD_EXPORT_RANGE);
      const csv = ordersCsv(await orders.createdBetween(range.from, range.to), range);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ordersCsvFileName(from, to)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
