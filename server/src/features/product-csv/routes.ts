/**
 * The admin's product file (admin only):
 * - GET /api/admin/products.csv: every product, one row per variant (productsCsv.ts), read from
 *   storage a page at a time and streamed;
 * - POST /api/admin/products/import (text/csv body): the file's plan (productsImport.ts). With
 *   `?dryRun=1` it answers the preview and writes nothing; otherwise, when no row is bad, it makes
 *   the writes by the product API itself (POST /api/products as the caller; a change through the
 *   PATCH's own write, editStoredProduct, onto the product only as the plan read it), so an import
 *   obeys every rule an edit does; any bad row: 400 with the preview, and nothing written. A write
 *   refused during the apply (an admin changed a product after the check) stops it: the writes
 *   before it are taken back (undoImport.ts) and the answer is 409, naming the line. Shoppers'
 *   orders meanwhile stop nothing. A product the file names is never deleted, and importing the
 *   same file again changes nothing.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest, LightMyRequestResponse } from 'fastify';
import type { CatalogueProduct } from 'shared-contracts';
import { PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import { errorBody, httpError, HttpError } from '../../http-errors';
import type { DocumentStore, UsersRepository } from '../../storage/port';
import { adminOnly } from '../admin/require-admin';
import type { ImageHosts } from '../products/productFields';
import { editStoredProduct, type ProductEditDeps } from '../products/updateProduct';
import type { UploadClaims } from '../uploads/upload-claims';
import { toProduct } from '../products/productRecord';
import type { ProductsRepository } from '../products/productsRepository';
import { PRODUCTS_CSV_HEAD, productCsvRows, productsCsvFileName } from './productsCsv';
import { planImport, type ImportPreview, type PlannedWrite } from './productsImport';
import { undoImport, type AppliedWrite } from './undoImport';
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
export const UNDONE_MESSAGE =
  'Nothing was imported: a product changed while the file was being applied, and the changes already made were taken back. Check the line listed, then import the file again.';
export const PARTLY_UNDONE_MESSAGE =
  'The import stopped: a product changed while the file was being applied. The changes already made were taken back, except on the lines listed as not taken back.';

export interface ImportResult extends ImportPreview {
  applied: boolean;
}

export interface ProductCsvOptions {
  users: Pick<UsersRepository, 'get'>;
  products: ProductsRepository;
  docs: Pick<DocumentStore, 'scan' | 'query'>;
  imageHosts: ImageHosts;
  uploadClaims: UploadClaims;
}

/** The caller's credentials, for the product API calls an import makes on their behalf. */
const callerHeaders = (request: FastifyRequest): Record<string, string> => {
  const { authorization, cookie } = request.headers;
  return { ...(authorization ? { authorization } : {}), ...(cookie ? { cookie } : {}) };
};

export const productCsvRoutes: FastifyPluginAsync<ProductCsvOptions> = namedPlugin(
  'productCsvRoutes',
  async (app, { users, products, docs, imageHosts, uploadClaims }) => {
    const onRequest = adminOnly(app, users);
    const edits: ProductEditDeps = { products, imageHosts, uploadClaims, docs };

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

    const inject = (request: FastifyRequest, method: 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: callerHeaders(request), ...(payload ? { payload } : {}) });
    const refusal = (response: LightMyRequestResponse): string => response.json<{ message: string }>().message;

    /** One planned write, by the product API's rules: how it landed, or why it was refused. */
    const send = async (request: FastifyRequest, write: PlannedWrite): Promise<AppliedWrite | string> => {
      try {
        if (write.kind === 'update') {
          // Only onto the product as the plan read it, so that taking the write back restores exactly that.
          const { before, after } = await editStoredProduct(edits, write.id, write.changes, write.before.updatedAt);
          return { line: write.line, before, after };
        }
        const created = await inject(request, 'POST', PRODUCT_API_PATHS.products, write.body);
        if (created.statusCode !== 201) return refusal(created);
        const product = created.json<CatalogueProduct>();
        if (write.status === 'active') return { line: write.line, before: null, after: product };
        // Added, then archived as the file says (one added but not archived is taken back with the rest).
        const { after } = await editStoredProduct(edits, product.id, { status: write.status });
        return { line: write.line, before: null, after };
      } catch (error) {
        if (error instanceof HttpError) return error.message;
        throw error;
      }
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
        // Checked above as the API checks; a write the API still refuses (an edit made meanwhile) stops
        // the import, and the writes made before it are taken back.
        const applied: AppliedWrite[] = [];
        for (const write of writes) {
          const landed = await send(request, write);
          if (typeof landed !== 'string') {
            applied.push(landed);
            continue;
          }
          const kept = await undoImport(applied, {
            products,
            deleteAdded: async (id) => {
              const response = await inject(request, 'DELETE', PRODUCT_API_PATHS.product(id));
              return response.statusCode === 204 || response.statusCode === 404 ? null : refusal(response);
            },
          });
          const errors = [{ line: write.line, message: landed }, ...kept];
          return reply.status(409).send({
            ...errorBody(409, kept.length > 0 ? PARTLY_UNDONE_MESSAGE : UNDONE_MESSAGE),
            ...preview,
            errors,
            applied: false,
          });
        }
        return { ...preview, applied: true } satisfies ImportResult;
      },
    );
  },
);
