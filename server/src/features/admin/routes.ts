/**
 * The admin API. Every route: 401 signed out, 403 for a non-admin (role read from users/{uid}).
 *
 * GET    /api/admin/stats       user counts {total, admins, regular}
 * GET    /api/admin/users       users/{uid} records a page at a time (?after=<next>&limit=), in uid order
 * DELETE /api/admin/users/{uid} the account and the user's records (never the caller's own)
 * GET    /api/admin/me          the caller's admins/{uid}, created on the first visit (201)
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_API_PATHS,
  ADMIN_USERS_MAX_PAGE,
  ADMIN_USERS_PAGE_SIZE,
  type AdminRecord,
  type AdminUsersResponse,
} from 'shared-contracts';
import { pageLimit, type PageRequest } from '../../http-pages';
import { currentUser } from '../../plugins/auth';
import type { StoragePort } from '../../storage/port';
import { fromAdminRecord, toAdminRecord } from '../../storage/records';
import type { AuthAccountDeleter } from './auth-accounts';
import { deleteUser } from './delete-user';
import { adminOnly } from './require-admin';
import { adminMeSchema, deleteUserSchema, listUsersSchema, statsSchema } from './schemas';
import { namedPlugin } from '../../plugins/named-plugin';

export interface AdminRoutesOptions {
  storage: Pick<StoragePort, 'users' | 'docs'>;
  deleteAuthAccount: AuthAccountDeleter;
}

export const LINKED_COLLECTIONS: AdminRecord['linkedCollections'] = ['users', 'products', 'carts'];

export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = namedPlugin(
  'adminRoutes',
  async (app, { storage, deleteAuthAccount }) => {
    const { users, docs } = storage;
    const onRequest = adminOnly(app, users);

    app.get(ADMIN_API_PATHS.stats, { schema: statsSchema, onRequest }, () => users.counts());

    app.get<{ Querystring: PageRequest }>(
      ADMIN_API_PATHS.users,
      { schema: listUsersSchema, onRequest },
      (request): Promise<AdminUsersResponse> => {
        const { after, limit } = request.query;
        return users.page({
          after,
          limit: pageLimit(limit, { size: ADMIN_USERS_PAGE_SIZE, max: ADMIN_USERS_MAX_PAGE }),
        });
      },
    );

    app.delete<{ Params: { uid: string } }>(
      `${ADMIN_API_PATHS.users}/:uid`,
      { schema: deleteUserSchema, onRequest },
      async (request) => {
        const deleted = await deleteUser(currentUser(request).uid, request.params.uid, {
          docs,
          users,
          deleteAuthAccount,
        });
        app.forgetSessions(deleted.uid);
        return deleted;
      },
    );

    app.get(ADMIN_API_PATHS.me, { schema: adminMeSchema, onRequest }, async (request, reply) => {
      const caller = currentUser(request);
      const existing = await docs.get('admins', caller.uid);
      if (existing) return toAdminRecord(caller.uid, existing);
      const user = await users.get(caller.uid);
      const email = user?.email || caller.email || '';
      const record: AdminRecord = {
        name: user?.displayName || email.split('@')[0] || 'Admin',
        email,
        id: caller.uid,
        role: 'Admin',
        linkedCollections: [...LINKED_COLLECTIONS],
      };
      // create() inserts only if absent: two first visits at once still leave one record.
      const stored = await docs.create('admins', caller.uid, fromAdminRecord(record));
      return reply.status(201).send(toAdminRecord(caller.uid, stored));
    });
  },
);
