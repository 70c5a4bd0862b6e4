/**
 * Deleting a user (clarifications), by an admin or by the shopper themselves: the sign-in account,
 * users/{uid}, carts/{uid}, wishlists/{uid}, addresses/{uid} and admins/{uid} if any. Orders stay:
 * they are the shop's records of sales, reduced to what their invoices need (forget-shopper.ts).
 * The shop always keeps one admin: the last one cannot be deleted. Deletions run one at a time
 * (in this process), so two admins deleting each other at once cannot both succeed.
 */
import type { DeleteUserResponse } from 'shared-contracts';
import { httpError } from '../../http-errors';
import type { CollectionName, DocumentStore, UsersRepository } from '../../storage/port';
import { forgetShopperOnOrders } from '../orders/forget-shopper';
import type { AuthAccountDeleter } from './auth-accounts';

export const SELF_DELETE_MESSAGE = 'You cannot delete your own account.';
export const NO_SUCH_USER_MESSAGE = 'No user with this id.';
export const AUTH_UNAVAILABLE_MESSAGE = 'Could not delete the sign-in account right now. Please try again.';
export const LAST_ADMIN_MESSAGE = 'You cannot delete the last admin: make another account an Admin first.';

/** The user's own documents, removed with the account. */
export const USER_COLLECTIONS: readonly CollectionName[] = ['users', 'carts', 'wishlists', 'addresses', 'admins'];

export interface DeleteUserDeps {
  docs: Pick<DocumentStore, 'deleteAll' | 'query' | 'mutate'>;
  users: Pick<UsersRepository, 'get' | 'counts'>;
  deleteAuthAccount: AuthAccountDeleter;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs deletions one after another, whatever each one's outcome. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export interface DeletedUser extends DeleteUserResponse {
  /** The user's orders, kept with their personal data reduced. */
  ordersKept: number;
}

export function deleteUser(callerUid: string, uid: string, deps: DeleteUserDeps): Promise<DeletedUser> {
  if (uid === callerUid) return Promise.reject(httpError(403, SELF_DELETE_MESSAGE));
  return oneAtATime(() => deleteUnlessLastAdmin(uid, deps));
}

/** The caller's own account ("Delete my account"); the last admin cannot leave the shop without one. */
export function deleteOwnAccount(uid: string, deps: DeleteUserDeps): Promise<DeletedUser> {
  return oneAtATime(() => deleteUnlessLastAdmin(uid, deps));
}

async function deleteUnlessLastAdmin(
  uid: string,
  { docs, users, deleteAuthAccount }: DeleteUserDeps,
): Promise<DeletedUser> {
  const target = await users.get(uid);
  if (target?.role === 'Admin' && (await users.counts()).admins <= 1) throw httpError(409, LAST_ADMIN_MESSAGE);

  // The account first: if Auth is unreachable nothing is removed, so the admin can simply retry.
  let account: Awaited<ReturnType<AuthAccountDeleter>>;
  try {
    account = await deleteAuthAccount(uid);
  } catch (error) {
    const failure = httpError(503, AUTH_UNAVAILABLE_MESSAGE);
    failure.cause = error;
    throw failure;
  }

  // One transaction: a crash part-way never leaves a cart without its user, or the other way round.
  const removed = await docs.deleteAll(USER_COLLECTIONS.map((collection) => ({ collection, id: uid })));
  const hadRecord = removed[0] === true;
  if (account === 'not-found' && !hadRecord) throw httpError(404, NO_SUCH_USER_MESSAGE);
  const ordersKept = await forgetShopperOnOrders(docs, uid);
  return { uid, authAccountDeleted: account === 'deleted', ordersKept };
}
