/**
 * Role check for admin-only routes: `onRequest: adminOnly(app, storage.users)` (a verified
 * email, then the Admin role). The role is read from users/{uid}
 * on every request (never from the token or the body), so granting or removing Admin takes effect
 * at once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import type { UsersRepository } from '../../storage/port';

export const ADMIN_ONLY_MESSAGE = 'Only admins can do this.';

export function requireAdmin(users: Pick<UsersRepository, 'get'>): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const caller = currentUser(request);
    const record = await users.get(caller.uid);
    if (record?.role !== 'Admin') throw httpError(403, ADMIN_ONLY_MESSAGE);
  };
}

/**
 * The onRequest hooks of every admin-only route: signed in with a verified email (revocation
 * asked afresh, not from the cache), then role Admin.
 */
export function adminOnly(
  app: FastifyInstance,
  users: Pick<UsersRepository, 'get'>,
): Array<(request: FastifyRequest) => Promise<void>> {
  return [app.requireFreshVerifiedUser, requireAdmin(users)];
}
