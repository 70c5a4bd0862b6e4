/**
 * users/{uid}: the signup record and the caller's own record.
 *
 * POST /api/users   creates the caller's record (role always 'User'; an existing record keeps its
 *                   role and gets the new displayName). Needs a valid token, not a verified email:
 *                   signup calls it right after creating the account.
 * GET  /api/users/me the caller's record, emailVerified refreshed from the token.
 */
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, type CreateUserRequest, type UserRecord } from 'shared-contracts';
import { currentUser } from '../../plugins/auth';
import { httpError } from '../../http-errors';
import type { UsersRepository } from '../../storage/port';
import { createUserSchema, meSchema } from './schemas';
import { namedPlugin } from '../../plugins/named-plugin';

export interface UsersRoutesOptions {
  users: UsersRepository;
}

export const NO_RECORD_MESSAGE = 'No account record yet.';

export const usersRoutes: FastifyPluginAsync<UsersRoutesOptions> = namedPlugin(
  'usersRoutes',
  async (app, { users }) => {
    app.post<{ Body: CreateUserRequest }>(
      API_PATHS.users,
      { schema: createUserSchema, onRequest: app.requireUser },
      async (request, reply) => {
        const caller = currentUser(request);
        const { uid, displayName: rawName } = request.body;
        if (uid !== undefined && uid !== caller.uid) {
          throw httpError(403, 'You can only create your own account record.');
        }
        const displayName = rawName.trim();
        if (!displayName) throw httpError(400, 'body/displayName must not be blank');

        const fromToken = { email: caller.email ?? '', emailVerified: caller.emailVerified };
        const existing = await users.get(caller.uid);
        if (existing) {
          const updated = await users.update(caller.uid, { displayName, ...fromToken });
          return reply.status(200).send(updated ?? existing);
        }
        const record: UserRecord = { uid: caller.uid, displayName, ...fromToken, role: 'User' };
        const stored = await users.create(record);
        return reply.status(201).send(stored);
      },
    );

    app.get(API_PATHS.me, { schema: meSchema, onRequest: app.requireUser }, async (request) => {
      const caller = currentUser(request);
      const record = await users.get(caller.uid);
      if (!record) throw httpError(404, NO_RECORD_MESSAGE);
      const email = caller.email ?? record.email;
      if (record.emailVerified === caller.emailVerified && record.email === email) return record;
      const refreshed = await users.update(caller.uid, { emailVerified: caller.emailVerified, email });
      return refreshed ?? record;
    });
  },
);
