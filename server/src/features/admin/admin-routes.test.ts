import type { Auth } from 'firebase-admin/auth';
import {
  ADMIN_API_PATHS,
  adminUserPath,
  adminUsersPath,
  type AdminMeResponse,
  type AdminStatsResponse,
  type AdminUsersResponse,
  type ApiErrorBody,
} from 'shared-contracts';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { firebaseAccountDeleter, type AuthAccountDeleter } from './auth-accounts';
import { AUTH_UNAVAILABLE_MESSAGE, LAST_ADMIN_MESSAGE, NO_SUCH_USER_MESSAGE, SELF_DELETE_MESSAGE } from './delete-user';
import { asUser, seedAccounts } from './test-support';

describe('admin routes', () => {
  let fixture: AppFixture;
  const deleteAuthAccount = jest.fn<ReturnType<AuthAccountDeleter>, Parameters<AuthAccountDeleter>>();
  const asAdmin = asUser('admin');

  beforeEach(async () => {
    deleteAuthAccount.mockResolvedValue('deleted');
    fixture = makeApp({ deleteAuthAccount });
    await seedAccounts(fixture.storage);
  });
  afterEach(() => fixture.close());

  const get = (url: string) => fixture.app.inject({ method: 'GET', url, headers: asAdmin });
  const remove = (uid: string, headers = asAdmin) =>
    fixture.app.inject({ method: 'DELETE', url: adminUserPath(uid), headers });

  it('GET /api/admin/stats counts users: total, admins, regular', async () => {
    const response = await get(ADMIN_API_PATHS.stats);
    expect(response.json<AdminStatsResponse>()).toEqual({ total: 3, admins: 1, regular: 2 });
  });

  it('GET /api/admin/users lists the records with name, email, role and verified, the last page saying so', async () => {
    const { users, next } = (await get(ADMIN_API_PATHS.users)).json<AdminUsersResponse>();
    expect(users.map((u) => [u.uid, u.displayName, u.email, u.role, u.emailVerified])).toEqual([
      ['admin', 'Asha Admin', 'admin@example.com', 'Admin', true],
      ['shopper', 'Ravi Shopper', 'shopper@example.com', 'User', true],
      ['victim', 'Vik Victim', 'victim@example.com', 'User', true],
    ]);
    expect(next).toBeNull();
  });

  it('GET /api/admin/users pages by uid: limit, then after the next it answered', async () => {
    const first = (await get(adminUsersPath({ limit: 2 }))).json<AdminUsersResponse>();
    expect(first.users.map((u) => u.uid)).toEqual(['admin', 'shopper']);
    expect(first.next).toBe('shopper');
    const second = (await get(adminUsersPath({ after: 'shopper', limit: 2 }))).json<AdminUsersResponse>();
    expect(second).toMatchObject({ users: [{ uid: 'victim' }], next: null });
  });

  it.each([
    ['a limit of 0', '?limit=0'],
    ['a limit above the largest page', '?limit=101'],
    ['an empty cursor', '?after='],
    ['an unknown parameter', '?offset=5'],
  ])('GET /api/admin/users refuses %s with 400', async (_what, search) => {
    const response = await get(`${ADMIN_API_PATHS.users}${search}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().message).toEqual(expect.any(String));
  });

  it('GET /api/admin/me creates admins/{uid} on the first visit (201), then returns it (200)', async () => {
    const expected: AdminMeResponse = {
      name: 'Asha Admin',
      email: 'admin@example.com',
      id: 'admin',
      role: 'Admin',
      linkedCollections: ['users', 'products', 'carts'],
    };
    const first = await get(ADMIN_API_PATHS.me);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual(expected);
    expect(await fixture.storage.admins.get('admin')).toEqual(expected);

    const again = await get(ADMIN_API_PATHS.me);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(expected);
  });

  it('GET /api/admin/me keeps an existing record as it is', async () => {
    const stored: AdminMeResponse = {
      name: 'Old name',
      email: 'old@example.com',
      id: 'admin',
      role: 'Admin',
      linkedCollections: ['users'],
    };
    await fixture.storage.admins.put(stored);
    const response = await get(ADMIN_API_PATHS.me);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(stored);
  });

  it('DELETE removes the auth account, users/{uid}, carts/{uid} and wishlists/{uid}', async () => {
    const response = await remove('victim');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ uid: 'victim', authAccountDeleted: true });
    expect(deleteAuthAccount).toHaveBeenCalledWith('victim');
    expect(await fixture.storage.users.get('victim')).toBeNull();
    expect(await fixture.storage.docs.get('carts', 'victim')).toBeNull();
    expect(await fixture.storage.docs.get('wishlists', 'victim')).toBeNull();
    // others untouched
    expect(await fixture.storage.users.get('shopper')).not.toBeNull();
    expect((await get(ADMIN_API_PATHS.stats)).json()).toEqual({ total: 2, admins: 1, regular: 1 });
  });

  it('refuses to delete the caller’s own account (403) and removes nothing', async () => {
    const response = await remove('admin');
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().message).toBe(SELF_DELETE_MESSAGE);
    expect(deleteAuthAccount).not.toHaveBeenCalled();
    expect(await fixture.storage.users.get('admin')).not.toBeNull();
  });

  it('deletes another admin while one admin remains', async () => {
    await fixture.storage.users.setRole('victim', 'Admin');
    const response = await remove('victim');
    expect(response.statusCode).toBe(200);
    expect(await fixture.storage.users.counts()).toMatchObject({ admins: 1 });
  });

  it('never deletes the last admin: two admins deleting each other at once leave one (409 for the second)', async () => {
    await fixture.storage.users.setRole('victim', 'Admin');
    const [first, second] = await Promise.all([remove('victim', asAdmin), remove('admin', asUser('victim'))]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 409]);
    expect(second.json<ApiErrorBody>().message).toBe(LAST_ADMIN_MESSAGE);
    expect(await fixture.storage.users.counts()).toMatchObject({ admins: 1 });
    expect((await fixture.storage.users.get('admin'))?.role).toBe('Admin');
    expect(deleteAuthAccount).toHaveBeenCalledTimes(1);
  });

  it('removes the records of a user whose auth account is already gone', async () => {
    deleteAuthAccount.mockResolvedValue('not-found');
    const response = await remove('victim');
    expect(response.json()).toEqual({ uid: 'victim', authAccountDeleted: false });
    expect(await fixture.storage.users.get('victim')).toBeNull();
  });

  it('answers 404 when neither an account nor a record exists', async () => {
    deleteAuthAccount.mockResolvedValue('not-found');
    const response = await remove('ghost');
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().message).toBe(NO_SUCH_USER_MESSAGE);
  });

  it('keeps the records when Auth cannot be reached (503), so the admin can retry', async () => {
    deleteAuthAccount.mockRejectedValue(new Error('ECONNREFUSED'));
    const response = await remove('victim');
    expect(response.statusCode).toBe(503);
    expect(response.json<ApiErrorBody>().message).toBe(AUTH_UNAVAILABLE_MESSAGE);
    expect(await fixture.storage.users.get('victim')).not.toBeNull();
    expect(await fixture.storage.docs.get('carts', 'victim')).not.toBeNull();
  });
});

describe('firebaseAccountDeleter', () => {
  const authWith = (deleteUser: (uid: string) => Promise<void>) => () => ({ deleteUser }) as unknown as Auth;

  it('deletes through firebase-admin', async () => {
    const deleteUser = jest.fn(async () => undefined);
    await expect(firebaseAccountDeleter(authWith(deleteUser))('u1')).resolves.toBe('deleted');
    expect(deleteUser).toHaveBeenCalledWith('u1');
  });

  it('reads auth/user-not-found as not-found and passes other failures on', async () => {
    const missing = Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
    await expect(firebaseAccountDeleter(authWith(() => Promise.reject(missing)))('u1')).resolves.toBe('not-found');
    await expect(firebaseAccountDeleter(authWith(() => Promise.reject(new Error('down'))))('u1')).rejects.toThrow(
      'down',
    );
  });
});
