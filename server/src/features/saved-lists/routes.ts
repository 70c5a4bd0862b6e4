/**
 * The caller's own saved cart and wishlist. Only "/me" routes exist: the uid is the token's, so
 * no request can name another shopper's list.
 *
 * GET /api/carts/me       → { items, revision } (empty when nothing is saved yet)
 * PUT /api/carts/me       { items: [{id, productName, imgUrl, price, quantity}] } → the stored cart;
 *                         line totals are computed here (price × quantity), a differing one is refused
 * GET /api/wishlists/me   → { items, revision }
 * PUT /api/wishlists/me   { items: [{id, productName, imgUrl, price}] } → the stored wishlist
 */
import type { FastifyPluginAsync } from 'fastify';
import { SAVED_LIST_PATHS, type CartItem, type SaveCartRequest, type SaveWishlistRequest } from 'shared-contracts';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import type { DocumentStore } from '../../storage/port';
import { createSavedListsRepository, lineTotal } from './repository';
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

export const savedListsRoutes: FastifyPluginAsync<SavedListsRoutesOptions> = async (app, { docs }) => {
  const lists = createSavedListsRepository(docs);
  const guard = { onRequest: app.requireVerifiedUser };

  app.get(SAVED_LIST_PATHS.cart, { ...guard, schema: getCartSchema }, (request) => lists.getCart(currentUser(request).uid));

  app.put<{ Body: { items: CartLineBody[] } }>(SAVED_LIST_PATHS.cart, { ...guard, schema: putCartSchema }, (request) => {
    const { uid } = currentUser(request);
    refuseDuplicates(request.body.items);
    return lists.putCart(uid, toCartItems(request.body.items));
  });

  app.get(SAVED_LIST_PATHS.wishlist, { ...guard, schema: getWishlistSchema }, (request) =>
    lists.getWishlist(currentUser(request).uid),
  );

  app.put<{ Body: SaveWishlistRequest }>(SAVED_LIST_PATHS.wishlist, { ...guard, schema: putWishlistSchema }, (request) => {
    const { uid } = currentUser(request);
    refuseDuplicates(request.body.items);
    return lists.putWishlist(uid, request.body.items);
  });
};
