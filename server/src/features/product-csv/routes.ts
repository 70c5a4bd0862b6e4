/**
 * The admin's product file (admin only):
 * - GET /api/admin/products.csv: every product, one row per variant (productsCsv.ts), read from
 *   storage a page at a time and streamed;
 * - POST /api/admin/products/import (text/csv body): the file's plan (productsImport.ts). With
 *   `?dryRun=1` it answers the preview and writes nothing; otherwise, when no row is bad, it makes
 *   the writes through the product API itself (POST and PATCH /api/products, as the caller), so an
 *   import obeys every rule an edit does; any bad row: 400 with the preview, and nothing written.
 *   A product is never deleted, and importing the same file again changes nothing.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CatalogueProduct } from 'shared-contracts';
import { PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import { errorBody, httpError } from '../../http-errors';
import type { DocumentStore, UsersRepository } from '../../storage/port';
import { adminOnly } from '../admin/require-admin';
import type { ImageHosts } from '../products/productFields';
import { toProduct } from '../products/productRecord';
import type { ProductsRepository } from '../products/productsRepository';
import { PRODUCTS_CSV_HEAD, productCsvRows, productsCsvFileName } from './productsCsv';
import { planImport, type ImportPreview, type PlannedWrite } from './productsImport';
import { namedPlugin } from '../../plugins/named-plugin';

export const PRODUCT_CSV_PATHS = {
  export: '/api/admin/products.csv',
  import: '/api/admin/products/import',
} as const;

/** The most a product file may weigh: 10,000 products with variants fit well within it. */
export const PRODUCT_CSV_BODY_LIMIT = 8 * 1024 * 1024;
const EXPORT_PAGE = 200;

export const NOT_CSV_MESSAGE = 'Send the product file as text/csv.';
export const BAD_ROWS_MESSAGE = 'Nothing was imported: fix the rows listed and try again.';

export interface ImportResult extends ImportPreview {
  applied: boolean;
}

export interface ProductCsvOptions {
  users: Pick<UsersRepository, 'get'>;
  products: Pick<ProductsRepository, 'get'>;
  docs: Pick<DocumentStore, 'scan' | 'query'>;
  imageHosts: ImageHosts;
}

/** The caller's credentials, for the product API calls an import makes on their behalf. */
const callerHeaders = (request: FastifyRequest): Record<string, string> => {
  const { authorization, cookie } = request.headers;
  return { ...(authorization ? { authorization } : {}), ...(cookie ? { cookie } : {}) };
};

export const productCsvRoutes: FastifyPluginAsync<ProductCsvOptions> = namedPlugin(
  'productCsvRoutes',
  async (app, { users, products, docs, imageHosts }) => {
    const onRequest = adminOnly(app, users);

    app.get(PRODUCT_CSV_PATHS.export, { onRequest }, async (_request, reply) => {
      async function* file(): AsyncGenerator<string> {
        yield PRODUCTS_CSV_HEAD;
        let after: string | undefined;
        for (;;) {
          const page = await docs.scan('products', { after, limit: EXPORT_PAGE });
          for (const { id, data } of page) yield productCsvRows(toProduct(id, data));
          if (page.length < EXPORT_PAGE) return;
          after = page[page.length - 1]?.id;
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${productsCsvFileName(new Date().toISOString().slice(0, 10))}"`,
        )
        .header('cache-control', 'no-store')
        .send(Readable.from(file()));
    });

    // Scoped to this plugin: the import reads its body as text.
    app.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: PRODUCT_CSV_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    const send = async (request: FastifyRequest, write: PlannedWrite): Promise<string | null> => {
      const headers = callerHeaders(request);
      if (write.kind === 'update') {
        const response = await app.inject({
          method: 'PATCH',
          url: PRODUCT_API_PATHS.product(write.id),
          headers,
          payload: write.changes,
        });
        return response.statusCode === 200 ? null : response.json<{ message: string }>().message;
      }
      const created = await app.inject({
        method: 'POST',
        url: PRODUCT_API_PATHS.products,
        headers,
        payload: write.body,
      });
      if (created.statusCode !== 201) return created.json<{ message: string }>().message;
      if (write.status === 'active') return null;
      const { id } = created.json<CatalogueProduct>();
      const archived = await app.inject({
        method: 'PATCH',
        url: PRODUCT_API_PATHS.product(id),
        headers,
        payload: { status: write.status },
      });
      return archived.statusCode === 200 ? null : archived.json<{ message: string }>().message;
    };

    app.post<{ Body: unknown; Querystring: { dryRun?: string } }>(
      PRODUCT_CSV_PATHS.import,
      {
        onRequest,
        bodyLimit: PRODUCT_CSV_BODY_LIMIT,
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { dryRun: { type: 'string', enum: ['0', '1', 'true', 'false'] } },
          },
        },
      },
      async (request, reply) => {
        if (typeof request.body !== 'string') throw httpError(400, NOT_CSV_MESSAGE);
        const dryRun = request.query.dryRun === '1' || request.query.dryRun === 'true';
        const { preview, writes } = await planImport(request.body, {
          imageHosts,
          docs,
          getProduct: (id) => products.get(id),
        });
        if (preview.errors.length > 0 && !dryRun)
          return reply.status(400).send({ ...errorBody(400, BAD_ROWS_MESSAGE), ...preview, applied: false });
        if (dryRun) return { ...preview, applied: false } satisfies ImportResult;
        // Checked above as the API checks; a write the API still refuses (another edit meanwhile) is reported by its line.
        const failed: ImportPreview['errors'] = [];
        for (const write of writes) {
          const message = await send(request, write);
          if (message) failed.push({ line: write.line, message });
        }
        return { ...preview, errors: failed, applied: true } satisfies ImportResult;
      },
    );
  },
);
