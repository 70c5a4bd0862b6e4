/**
 * The home page's featured offer:
 *
 * GET    /api/featured-offer                   anyone: the offer while its product is active and on
 *                                              sale, else null (the page's default couch and date)
 * GET    /api/admin/settings/featured-offer    admin: the stored choice, or null
 * PUT    /api/admin/settings/featured-offer    admin: { productId, endsAt } → the product must exist, be
 *                                              active and on sale, the end in the future; else a 400
 *                                              saying which, nothing stored
 * DELETE /api/admin/settings/featured-offer    admin: back to the default
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  FEATURED_OFFER_MESSAGES,
  isOnSale,
  FEATURED_OFFER_PATHS,
  type FeaturedOffer,
  type FeaturedOfferResponse,
} from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import type { DocumentStore, StoragePort } from '../../storage/port';
import { adminOnly } from '../admin/require-admin';
import { toProduct } from '../products/productRecord';
import { createFeaturedOfferRepository } from './repository';
import { namedPlugin } from '../../plugins/named-plugin';

export interface FeaturedOfferRoutesOptions {
  storage: Pick<StoragePort, 'docs' | 'users'>;
  now?: () => Date;
}

const offerSchema = {
  type: 'object',
  required: ['productId', 'endsAt'],
  additionalProperties: false,
  properties: {
    productId: { type: 'string', minLength: 1, maxLength: 200 },
    endsAt: { type: 'string', maxLength: 40 },
  },
} as const;

const responseSchema = {
  type: 'object',
  required: ['offer'],
  additionalProperties: false,
  properties: { offer: { anyOf: [{ type: 'null' }, offerSchema] } },
} as const;

/** An ISO date and time with its zone (what <input type="datetime-local"> becomes once the browser adds it). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The time `text` names, or null unless it is an ISO time with its zone on a real calendar day (not 31 February). */
function isoTime(text: string): number | null {
  if (!ISO_TIME.test(text)) return null;
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
}

/** Why the product cannot be the offer, or null when it is active and on sale. */
async function productProblem(docs: Pick<DocumentStore, 'get'>, productId: string): Promise<string | null> {
  const data = await docs.get('products', productId);
  if (!data) return FEATURED_OFFER_MESSAGES.productMissing;
  const product = toProduct(productId, data);
  if (product.status !== 'active') return FEATURED_OFFER_MESSAGES.productArchived;
  if (!isOnSale(product)) return FEATURED_OFFER_MESSAGES.productNotOnSale;
  return null;
}

export const featuredOfferRoutes: FastifyPluginAsync<FeaturedOfferRoutesOptions> = namedPlugin(
  'featuredOfferRoutes',
  async (app, { storage, now = () => new Date() }) => {
    const offers = createFeaturedOfferRepository(storage.docs, { now });
    const onRequest = adminOnly(app, storage.users);
    const response = { 200: responseSchema };

    app.get(
      FEATURED_OFFER_PATHS.public,
      { schema: { response } },
      async (_request, reply): Promise<FeaturedOfferResponse> => {
        reply.header('cache-control', 'no-cache');
        const offer = await offers.get();
        // A product archived or taken off sale since it was chosen is no offer: the default shows.
        if (!offer || (await productProblem(storage.docs, offer.productId))) return { offer: null };
        return { offer };
      },
    );

    app.get(
      FEATURED_OFFER_PATHS.admin,
      { schema: { response }, onRequest },
      async (): Promise<FeaturedOfferResponse> => ({ offer: await offers.get() }),
    );

    app.put<{ Body: FeaturedOffer }>(
      FEATURED_OFFER_PATHS.admin,
      { schema: { body: offerSchema, response }, onRequest },
      async (request): Promise<FeaturedOfferResponse> => {
        const { productId, endsAt } = request.body;
        const problem = await productProblem(storage.docs, productId);
        if (problem) throw httpError(400, `body/productId: ${problem}`);
        const ends = isoTime(endsAt);
        if (ends === null) throw httpError(400, `body/endsAt: ${FEATURED_OFFER_MESSAGES.endsAtInvalid}`);
        if (ends <= now().getTime()) throw httpError(400, `body/endsAt: ${FEATURED_OFFER_MESSAGES.endsAtPast}`);
        return { offer: await offers.replace({ productId, endsAt: new Date(ends).toISOString() }) };
      },
    );

    app.delete(
      FEATURED_OFFER_PATHS.admin,
      { schema: { response }, onRequest },
      async (): Promise<FeaturedOfferResponse> => {
        await offers.clear();
        return { offer: null };
      },
    );
  },
);
