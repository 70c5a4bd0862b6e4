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
import { getCartSchema, getWishlistSchema, putCartSchema, putWishlistSchema } from './schemas';

export interface SavedListsRoutesOptions {
  docs: DocumentStore;
}

/** A PUT body line may carry totalPrice (a client's copy of a CartItem): it must agree. */
type CartLineBody = SaveCartRequest['items'][number] & { totalPrice?: number };

function refuseDuplicates(items: ReadonlyArray<{ id: string }>): void {
  const seen = new Set<string>();
  items.forEach(({ id }, index) => {
    if (seen.has(id)) throw httpError(400, `body/items/${index}/id '${id}' appears twice; one line per product`);
    seen.add(id);
  });
}

function toCartItems(lines: CartLineBody[]): CartItem[] {
  return lines.map(({ id, productName, imgUrl, price, quantity, totalPrice }, index) => {
    const computed = lineTotal(price, quantity);
    if (totalPrice !== undefined && Math.abs(totalPrice - computed) > 0.005) {
      throw httpError(400, `body/items/${index}/totalPrice must equal price × quantity (${computed})`);
    }
    return { id, productName, imgUrl, price, quantity, totalPrice: computed };
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

export const savedListsRoutes: FastifyPluginAsync<SavedListsRoutesOptions> = async (app, { docs }) => {
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
      return answerSave(reply, await lists.putWishlist(uid, request.body.items, expected));
    },
  );
};
