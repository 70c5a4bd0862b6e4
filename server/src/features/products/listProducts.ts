/**
 * GET /api/products (public): a ProductPage of active products (catalogue order unless sorted; a
 * search `q` without a sort: best match first) for `limit` (1–100, default 24), `offset`,
 * `category`, `q`, `sort`, the filters `minPricePaise`, `maxPricePaise`, `inStock=true`,
 * `minRating` (1–5), `onSale=true` (a compare-at price), `option=Name:Value` (once per value:
 * products offering one of each option's values) and, with `facets=true`, the facet counts of the
 * same query; from the in-memory view of the snapshot; no parameters is the first page.
 * `status=archived|all` is the admin's (a verified admin, else 403), answered private and never
 * stored, under ETags of their own. Pages are rendered once per snapshot version, gzipped for
 * clients that accept it, with an ETag (a digest of the page itself, so every server instance gives
 * the same page the same ETag) and a 304 for a matching If-None-Match. There is no whole-list form: no answer grows with the catalogue.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  OPTION_FILTER_LIMITS,
  parseOptionParams,
  PRODUCT_API_PATHS,
  PRODUCT_LIST_STATUSES,
  PRODUCT_PAGE_LIMITS,
  PRODUCT_SORTS,
  VARIANT_LIMITS,
  type ProductListStatus,
  type ProductSort,
} from 'shared-contracts/catalogue';
import { HttpError, httpError } from '../../http-errors';
import type { UsersRepository } from '../../storage/port';
import { ADMIN_ONLY_MESSAGE, adminOnly } from '../admin/require-admin';
import {
  catalogueView,
  createCatalogueSearches,
  productJson,
  type CatalogueQuery,
  type CatalogueView,
} from './catalogueView';
import type { ProductsRepository } from './productsRepository';
import { namedPlugin } from '../../plugins/named-plugin';

/** An option's name and value as long as a product's may be, and the colon between. */
const OPTION_PARAM_MAX = VARIANT_LIMITS.optionName + 1 + VARIANT_LIMITS.optionValue;

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    offset: { type: 'string', pattern: '^\\d{1,9}$' },
    limit: { type: 'string', pattern: '^\\d{1,9}$' },
    category: { type: 'string', maxLength: 100 },
    q: { type: 'string', maxLength: 200 },
    sort: { type: 'string', enum: [...PRODUCT_SORTS] },
    status: { type: 'string', enum: [...PRODUCT_LIST_STATUSES] },
    minPricePaise: { type: 'string', pattern: '^\\d{1,12}$' },
    maxPricePaise: { type: 'string', pattern: '^\\d{1,12}$' },
    inStock: { type: 'string', enum: ['true', 'false'] },
    minRating: { type: 'string', pattern: '^[1-5]$' },
    onSale: { type: 'string', enum: ['true', 'false'] },
    // Once per value (option=Finish:Teak&option=Finish:Walnut): a string, or a list when repeated.
    option: {
      anyOf: [
        { type: 'string', maxLength: OPTION_PARAM_MAX },
        {
          type: 'array',
          maxItems: OPTION_FILTER_LIMITS.values,
          items: { type: 'string', maxLength: OPTION_PARAM_MAX },
        },
      ],
    },
    facets: { type: 'string', enum: ['true', 'false'] },
  },
} as const;

export const STATUS_ADMIN_ONLY_MESSAGE =
  'Only a signed-in admin can list archived products (status=archived or status=all).';

interface ListQuery {
  offset?: string;
  limit?: string;
  category?: string;
  q?: string;
  sort?: ProductSort;
  status?: ProductListStatus;
  minPricePaise?: string;
  maxPricePaise?: string;
  inStock?: 'true' | 'false';
  minRating?: string;
  onSale?: 'true' | 'false';
  option?: string | string[];
  facets?: 'true' | 'false';
}

interface Rendering {
  etag: string;
  json: string;
  gzip: Buffer | null;
}

/** Below this, gzip is not worth its time. */
const GZIP_FROM_BYTES = 1024;
/** Pages kept rendered per snapshot version (the common ones: first pages, each category). */
const PAGE_CACHE_SIZE = 500;

const acceptsGzip = (request: FastifyRequest): boolean =>
  /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** `admin`: the answer depends on who asks, so no shared cache may keep it. */
function send(request: FastifyRequest, reply: FastifyReply, rendering: Rendering, admin = false) {
  reply
    .header('etag', rendering.etag)
    .header('vary', admin ? 'accept-encoding, authorization' : 'accept-encoding')
    .header('cache-control', admin ? 'private, no-store' : 'no-cache');
  if (request.headers['if-none-match'] === rendering.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (acceptsGzip(request) && rendering.json.length >= GZIP_FROM_BYTES) {
    rendering.gzip ??= gzipSync(rendering.json);
    return reply.header('content-encoding', 'gzip').send(rendering.gzip);
  }
  return reply.send(rendering.json);
}

function pageWindow(query: ListQuery): { limit: number; offset: number } {
  const limit = query.limit === undefined ? PRODUCT_PAGE_LIMITS.default : Number(query.limit);
  if (limit < 1 || limit > PRODUCT_PAGE_LIMITS.max) {
    throw httpError(400, `querystring/limit must be from 1 to ${PRODUCT_PAGE_LIMITS.max}, got ${query.limit}.`);
  }
  return { limit, offset: query.offset === undefined ? 0 : Number(query.offset) };
}

/** The query's filters as the view takes them; a price range that ends below its start is refused. */
function catalogueQuery(query: ListQuery, status: ProductListStatus): CatalogueQuery {
  const paise = (text: string | undefined): number | undefined => (text === undefined ? undefined : Number(text));
  const minPricePaise = paise(query.minPricePaise);
  const maxPricePaise = paise(query.maxPricePaise);
  if (minPricePaise !== undefined && maxPricePaise !== undefined && maxPricePaise < minPricePaise) {
    throw httpError(
      400,
      `querystring/maxPricePaise must not be below minPricePaise, got ${maxPricePaise} < ${minPricePaise}.`,
    );
  }
  const options = parseOptionParams(query.option === undefined ? [] : [query.option].flat());
  if ('problem' in options) throw httpError(400, `querystring/option ${options.problem}.`);
  return {
    options,
    category: query.category,
    q: query.q,
    sort: query.sort,
    status,
    minPricePaise,
    maxPricePaise,
    inStock: query.inStock === 'true',
    minRating: query.minRating === undefined ? undefined : Number(query.minRating),
    onSale: query.onSale === 'true',
  };
}

export interface ListProductsOptions {
  products: ProductsRepository;
  users: Pick<UsersRepository, 'get'>;
}

export const listProductsRoute: FastifyPluginAsync<ListProductsOptions> = namedPlugin(
  'listProductsRoute',
  async (app, { products, users }) => {
    const adminChecks = adminOnly(app, users);
    /** The checks of every admin route; "not an admin" (no token, or a shopper's) says what is refused. */
    const requireAdminForStatus = async (request: FastifyRequest): Promise<void> => {
      if (!request.headers.authorization) throw httpError(403, STATUS_ADMIN_ONLY_MESSAGE);
      try {
        for (const check of adminChecks) await check(request);
      } catch (error) {
        if (error instanceof HttpError && error.message === ADMIN_ONLY_MESSAGE)
          throw httpError(403, STATUS_ADMIN_ONLY_MESSAGE);
        throw error;
      }
    };

    let view: CatalogueView | null = null;
    const pages = new Map<string, Rendering>();
    const searches = createCatalogueSearches();

    const currentView = async (): Promise<CatalogueView> => {
      const snapshot = await products.snapshot();
      if (view?.version !== snapshot.version) {
        view = catalogueView(snapshot, searches);
        pages.clear();
      }
      return view;
    };

    // The search index is built once the server is up, not by the first shopper who searches.
    app.addHook('onReady', async () => {
      currentView()
        .then((current) => current.prepareSearch())
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'products: the search index waits for the first search'),
        );
    });

    app.get<{ Querystring: ListQuery }>(
      PRODUCT_API_PATHS.products,
      { schema: { querystring: listQuerySchema } },
      async (request, reply) => {
        const current = await currentView();
        const query = request.query;
        const status = query.status ?? 'active';
        const admin = status !== 'active';
        if (admin) await requireAdminForStatus(request);
        const { limit, offset } = pageWindow(query);
        const filters = catalogueQuery(query, status);
        const withFacets = query.facets === 'true';
        const key = JSON.stringify([
          limit,
          offset,
          query.category?.trim().toLowerCase() ?? '',
          query.q?.trim().toLowerCase() ?? '',
          query.sort ?? '',
          status,
          filters.minPricePaise ?? '',
          filters.maxPricePaise ?? '',
          filters.inStock,
          filters.minRating ?? '',
          filters.onSale,
          filters.options ?? [],
          withFacets,
        ]);
        let rendering = pages.get(key);
        if (!rendering) {
          const matching = current.select(filters);
          const slice = matching.slice(offset, offset + limit);
          const facets = withFacets ? `,"facets":${JSON.stringify(current.facets(filters))}` : '';
          const json = `{"products":[${slice.map(productJson).join(',')}],"total":${matching.length},"limit":${limit},"offset":${offset}${facets}}`;
          // From the content: instances behind a load balancer (and restarts) agree on a page's ETag.
          const digest = createHash('sha1').update(json).digest('base64url');
          rendering = { etag: `"${admin ? 'admin-' : ''}${digest}"`, json, gzip: null };
          if (pages.size >= PAGE_CACHE_SIZE) pages.clear();
          pages.set(key, rendering);
        }
        return send(request, reply, rendering, admin);
      },
    );
  },
);
