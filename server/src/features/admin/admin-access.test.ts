/** Route × role matrix: every admin route and POST /api/products, signed out / user / admin. */
import type { InjectOptions } from 'fastify';
import { ADMIN_API_PATHS, adminUserPath, type ApiErrorBody } from 'shared-contracts';
import { SIGN_IN_MESSAGE, VERIFY_EMAIL_MESSAGE } from '../../plugins/auth';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { ADMIN_ONLY_MESSAGE } from './require-admin';
import { PRODUCT_BODY } from '../../security/route-access';
import { asUser, seedAccounts } from './test-support';

interface Case {
  name: string;
  request: () => Omit<InjectOptions, 'headers'>;
  adminStatus: number;
}

const cases: Case[] = [
  { name: 'GET stats', request: () => ({ method: 'GET', url: ADMIN_API_PATHS.stats }), adminStatus: 200 },
  { name: 'GET users', request: () => ({ method: 'GET', url: ADMIN_API_PATHS.users }), adminStatus: 200 },
  { name: 'GET me', request: () => ({ method: 'GET', url: ADMIN_API_PATHS.me }), adminStatus: 201 },
  { name: 'DELETE a user', request: () => ({ method: 'DELETE', url: adminUserPath('victim') }), adminStatus: 200 },
  {
    name: 'POST a product',
    request: () => ({ method: 'POST', url: ADMIN_API_PATHS.products, payload: PRODUCT_BODY }),
    adminStatus: 201,
  },
];

describe('admin access: 401 signed out, 403 for a user, 2xx for an admin', () => {
  let fixture: AppFixture;
  const deleteAuthAccount = jest.fn(async () => 'deleted' as const);

  beforeEach(async () => {
    fixture = makeApp({ deleteAuthAccount });
    await seedAccounts(fixture.storage);
  });
  afterEach(() => fixture.close());

  describe.each(cases)('$name', ({ request, adminStatus }) => {
    it('signed out → 401, nothing changes', async () => {
      const response = await fixture.app.inject(request());
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiErrorBody>().message).toBe(SIGN_IN_MESSAGE);
      expect(await fixture.storage.users.get('victim')).not.toBeNull();
      expect(await fixture.storage.docs.list('products')).toEqual([]);
    });

    it('a bad token → 401', async () => {
      const response = await fixture.app.inject({ ...request(), headers: { authorization: 'Bearer forged' } });
      expect(response.statusCode).toBe(401);
    });

    it('a user → 403, nothing changes', async () => {
      const response = await fixture.app.inject({ ...request(), headers: asUser('shopper') });
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiErrorBody>().message).toBe(ADMIN_ONLY_MESSAGE);
      expect(deleteAuthAccount).not.toHaveBeenCalled();
      expect(await fixture.storage.users.get('victim')).not.toBeNull();
      expect(await fixture.storage.docs.list('products')).toEqual([]);
      expect(await fixture.storage.admins.get('shopper')).toBeNull();
    });

    it('a signed-in caller with no users record → 403', async () => {
      const response = await fixture.app.inject({ ...request(), headers: asUser('stranger') });
      expect(response.statusCode).toBe(403);
    });

    it('an admin whose email is not verified → 403, nothing changes (the server checks, not only the browser)', async () => {
      const response = await fixture.app.inject({
        ...request(),
        headers: { authorization: 'Bearer unverified-admin' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiErrorBody>().message).toBe(VERIFY_EMAIL_MESSAGE);
      expect(deleteAuthAccount).not.toHaveBeenCalled();
      expect(await fixture.storage.users.get('victim')).not.toBeNull();
      expect(await fixture.storage.docs.list('products')).toEqual([]);
    });

    it(`an admin → ${adminStatus}`, async () => {
      const response = await fixture.app.inject({ ...request(), headers: asUser('admin') });
      expect(response.statusCode).toBe(adminStatus);
    });
  });

  it('the role is read from the record on each request: a demoted admin is refused at once', async () => {
    expect(
      (await fixture.app.inject({ method: 'GET', url: ADMIN_API_PATHS.stats, headers: asUser('admin') })).statusCode,
    ).toBe(200);
    await fixture.storage.users.setRole('admin', 'User');
    expect(
      (await fixture.app.inject({ method: 'GET', url: ADMIN_API_PATHS.stats, headers: asUser('admin') })).statusCode,
    ).toBe(403);
  });

  it('a user is refused before the body is even looked at (an invalid body is still 403)', async () => {
    const response = await fixture.app.inject({
      method: 'POST',
      url: ADMIN_API_PATHS.products,
      headers: asUser('shopper'),
      payload: { role: 'Admin' },
    });
    expect(response.statusCode).toBe(403);
  });
});
