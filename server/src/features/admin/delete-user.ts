/**
 * Deleting a user (clarifications): the sign-in account, users/{uid}, carts/{uid},
 * wishlists/{uid} and admins/{uid} if any. Orders stay: they are the shop's records of sales.
 */
import type { DeleteUserResponse } from 'shared-contracts';
import { httpError } from '../../http-errors';
import type { CollectionName, DocumentStore } from '../../storage/port';
import type { AuthAccountDeleter } from './auth-accounts';

export const SELF_DELETE_MESSAGE = 'You cannot delete your own account.';
export const NO_SUCH_USER_MESSAGE = 'No user with this id.';
export const AUTH_UNAVAILABLE_MESSAGE = 'Could not delete the sign-in account right now. Please try again.';

/** The user's own documents, removed with the account. */
export const USER_COLLECTIONS: readonly CollectionName[] = ['users', 'carts', 'wishlists', 'admins'];

export interface DeleteUserDeps {
  docs: Pick<DocumentStore, 'delete'>;
  deleteAuthAccount: AuthAccountDeleter;
}

export async function deleteUser(callerUid: string, uid: string, { docs, deleteAuthAccount }: DeleteUserDeps): Promise<DeleteUserResponse> {
  if (uid === callerUid) throw httpError(403, SELF_DELETE_MESSAGE);

  // The account first: if Auth is unreachable nothing is removed, so the admin can simply retry.
  let account: Awaited<ReturnType<AuthAccountDeleter>>;
  try {
    account = await deleteAuthAccount(uid);
  } catch (error) {
    const failure = httpError(503, AUTH_UNAVAILABLE_MESSAGE);
    failure.cause = error;
    throw failure;
  }

  const removed = await Promise.all(USER_COLLECTIONS.map((collection) => docs.delete(collection, uid)));
  const hadRecord = removed[0] === true;
  if (account === 'not-found' && !hadRecord) throw httpError(404, NO_SUCH_USER_MESSAGE);
  return { uid, authAccountDeleted: account === 'deleted' };
}
