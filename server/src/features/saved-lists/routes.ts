/**
 * The caller's own saved cart and wishlist. Only "/me" routes exist: the uid is the token's, so
 * no request can name another shopper's list.
 *
 * GET /api/carts/me       → { items, revision } (empty when nothing is saved yet), ETag "<revision>"
 * PUT /api/carts/me       { items: [{id, productName, imgUrl, price, quantity}] } → the stored cart;
 *                         line totals are computed here (price × quantity), a differing one is refused.
 *                         If-Match "<revision>": stored only at that revision, else 409 with the
 *                         current list (SavedListConflict) and nothing written. Without If-Match the
 *                         save is stored as before: older clients, and checkout's save of the cart on
 *                         screen right before pricing it, must keep working. A save of the list
 *                         exactly as stored writes nothing and answers 200 at its revision, If-Match
 *                         or not: it overwrites no one's change.
 * GET /api/wishlists/me   → { items, revision }, ETag
 * PUT /api/wishlists/me   { items: [{id, productName, imgUrl, price}] } → the stored wishlist, If-Match as above
 * A cart or wishlist line of a product with variants also carries `variantSku` (and `variantLabel`,
 * its option values as shown): two variants of one product are two lines. A SKU the product does
 * not sell, or no longer sells, is a 400.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  IF_MATCH_HEADER,
  parseRevisionETag,
  revisionETag,
  SAVED_LIST_CONFLICT_MESSAGE,
  SAVED_LIST_PATHS,
  type CartItem,
  type SaveCartRequest,
  type SavedListConflict,
  type SaveWishlistRequest,
} from 'shared-contracts';
import { errorBody, httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import type { DocumentStore } from '../../storage/port';
import { createSavedListsRepository, lineTotal, type SaveResult } from './repository';
import { createProductWriter } from '../products/productsRepository';
import { unknownProductMessage } from '../orders/pricing';
import { VARIANT_LINE_MESSAGES, findVariant, hasVariants, sameLine, variantLineName } from 'shared-contracts/catalogue';
import { getCartSchema, getWishlistSchema, putCartSchema, putWishlistSchema } from './schemas';
import { namedPlugin } from '../../plugins/named-plugin';

export interface SavedListsRoutesOptions {
  docs: DocumentStore;
}

/** A PUT body line may carry totalPrice (a client's copy of a CartItem): it must agree. */
type CartLineBody = SaveCartRequest['items'][number] & { totalPrice?: number };

type ListLine = { id: string; variantSku?: string };

/** One line per product, or per variant of a product with variants. */
function refuseDuplicates(items: ReadonlyArray<ListLine>): void {
  items.forEach((item, index) => {
    if (items.slice(0, index).some((earlier) => sameLine(earlier, item)))
      throw httpError(
        400,
        item.variantSku === undefined
          ? `body/items/${index}/id '${item.id}' appears twice; one line per product`
          : `body/items/${index}/variantSku '${item.variantSku}' of '${item.id}' appears twice; one line per variant`,
      );
  });
}

/**
 * A line naming a variant must name one its product sells: an unknown SKU, an archived one, or a
 * SKU on a product without variants is a 400 that says so. (Whether a product with variants has a
 * line without one is the checkout's to refuse: a list saved by an older page stays readable.)
 */
async function refuseUnsoldVariants(docs: DocumentStore, items: ReadonlyArray<ListLine>): Promise<void> {
  const products = createProductWriter(docs);
  for (const [index, { id, variantSku }] of items.entries()) {
    if (variantSku === undefined) continue;
    const product = await products.get(id);
    if (!product) throw httpError(400, `body/items/${index}: ${unknownProductMessage(id)}`);
    if (!hasVariants(product))
      throw httpError(400, `body/items/${index}/variantSku: ${VARIANT_LINE_MESSAGES.noVariants(product.productName)}`);
    const variant = findVariant(product, variantSku);
    if (!variant)
      throw httpError(
        400,
        `body/items/${index}/variantSku: ${VARIANT_LINE_MESSAGES.unknownSku(product.productName, variantSku)}`,
      );
    if (variant.status !== 'active' || product.status !== 'active')
      throw httpError(
        400,
        `body/items/${index}/variantSku: ${VARIANT_LINE_MESSAGES.archivedSku(variantLineName(product, variant))}`,
      );
  }
}

function toCartItems(lines: CartLineBody[]): CartItem[] {
  return lines.map(({ id, productName, imgUrl, price, quantity, totalPrice, variantSku, variantLabel }, index) => {
    const computed = lineTotal(price, quantity);
    if (totalPrice !== undefined && Math.abs(totalPrice - computed) > 0.005) {
      throw httpError(400, `body/items/${index}/totalPrice must equal price × quantity (${computed})`);
    }
    const variant = variantSku ? { variantSku, ...(variantLabel ? { variantLabel } : {}) } : {};
    return { id, productName, imgUrl, price, quantity, totalPrice: computed, ...variant };
  });
}

/** The revision an If-Match names; undefined without the header. */
function expectedRevision(request: FastifyRequest): number | undefined {
  const header = request.headers[IF_MATCH_HEADER];
  if (header === undefined) return undefined;
  const revision = typeof header === 'string' ? parseRevisionETag(header) : null;
  if (revision === null) throw httpError(400, 'If-Match must be the list\'s revision as an ETag, like "3".');
  return revision;
}

interface List<Item> {
  items: Item[];
  revision: number;
}

function withETag<Item>(reply: FastifyReply, list: List<Item>): List<Item> {
  reply.header('etag', revisionETag(list.revision));
  return list;
}

function answerSave<Item>(reply: FastifyReply, result: SaveResult<List<Item>>): List<Item> | SavedListConflict<Item> {
  if (result.stored) return withETag(reply, result.list);
  reply.code(409);
  withETag(reply, result.current);
  return { ...errorBody(409, SAVED_LIST_CONFLICT_MESSAGE), ...result.current };
}

export const savedListsRoutes: FastifyPluginAsync<SavedListsRoutesOptions> = namedPlugin(
  'savedListsRoutes',
  async (app, { docs }) => {
    const lists = createSavedListsRepository(docs);
    const guard = { onRequest: app.requireVerifiedUser };

    app.get(SAVED_LIST_PATHS.cart, { ...guard, schema: getCartSchema }, async (request, reply) =>
      withETag(reply, await lists.getCart(currentUser(request).uid)),
    );

    app.put<{ Body: { items: CartLineBody[] } }>(
      SAVED_LIST_PATHS.cart,
      { ...guard, schema: putCartSchema },
      async (request, reply) => {
        const { uid } = currentUser(request);
        const expected = expectedRevision(request);
        refuseDuplicates(request.body.items);
        await refuseUnsoldVariants(docs, request.body.items);
        return answerSave(reply, await lists.putCart(uid, toCartItems(request.body.items), expected));
      },
    );

    app.get(SAVED_LIST_PATHS.wishlist, { ...guard, schema: getWishlistSchema }, async (request, reply) =>
      withETag(reply, await lists.getWishlist(currentUser(request).uid)),
    );

    app.put<{ Body: SaveWishlistRequest }>(
      SAVED_LIST_PATHS.wishlist,
      { ...guard, schema: putWishlistSchema },
      async (request, reply) => {
        const { uid } = currentUser(request);
        const expected = expectedRevision(request);
        refuseDuplicates(request.body.items);
        await refuseUnsoldVariants(docs, request.body.items);
        return answerSave(reply, await lists.putWishlist(uid, request.body.items, expected));
      },
    );
  },
);
