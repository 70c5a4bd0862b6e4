/**
 * The route × role matrix: every route of the API, called as a visitor, an account whose email is
 * not verified, a user, another user and an admin. Each role gets exactly the access the route's
 * class allows (route-access.ts), and the table must name every route the app registers.
 */
import type { InjectOptions } from 'fastify';
import type { ApiErrorBody } from 'shared-contracts';
import { ADMIN_ONLY_MESSAGE } from '../features/admin/require-admin';
import { builtIn, createOrder, post, saveCart, seedShop } from '../features/checkout/test-support';
import { SIGN_IN_MESSAGE, VERIFY_EMAIL_MESSAGE } from '../plugins/auth';
import { makeApp, type AppFixture } from '../test/app-fixture';
import {
  NOT_INJECTED,
  OWNED_ORDER_ID,
  OWNED_REVIEW_ID,
  REVIEW_BODY,
  ROUTES,
  type Access,
  type RouteCase,
} from './route-access';
import { SECURITY_ENV } from './security-env';

type Role = 'visitor' | 'unverified' | 'user' | 'other user' | 'admin';

const TOKENS: Record<Role, string | null> = {
  visitor: null,
  unverified: 'unverified-newbie',
  user: 'token-asha',
  'other user': 'token-ravi',
  admin: 'token-boss',
};

/** What each class of route answers each role: 'allowed' means neither 401 nor 403 (nor 404 where another user gets 404). */
const EXPECTED: Record<Access, Record<Role, 401 | 403 | 404 | 'allowed'>> = {
  public: { visitor: 'allowed', unverified: 'allowed', user: 'allowed', 'other user': 'allowed', admin: 'allowed' },
  anyone: { visitor: 'allowed', unverified: 403, user: 'allowed', 'other user': 'allowed', admin: 'allowed' },
  'signed-in': { visitor: 401, unverified: 'allowed', user: 'allowed', 'other user': 'allowed', admin: 'allowed' },
  verified: { visitor: 401, unverified: 403, user: 'allowed', 'other user': 'allowed', admin: 'allowed' },
  owner: { visitor: 401, unverified: 403, user: 'allowed', 'other user': 403, admin: 'allowed' },
  'owner-hidden': { visitor: 401, unverified: 403, user: 'allowed', 'other user': 404, admin: 'allowed' },
  'owner-only': { visitor: 401, unverified: 403, user: 'allowed', 'other user': 403, admin: 403 },
  admin: { visitor: 401, unverified: 403, user: 403, 'other user': 403, admin: 'allowed' },
};

const MESSAGES: Partial<Record<Role, string>> = { visitor: SIGN_IN_MESSAGE, unverified: VERIFY_EMAIL_MESSAGE };

/** An app with the seed catalogue, the five roles' accounts, an order of `user`'s and their review of product 01. */
async function securityApp(): Promise<{ fixture: AppFixture; orderId: string }> {
  const fixture = makeApp({ env: SECURITY_ENV, deleteAuthAccount: async () => 'deleted' });
  await seedShop(fixture);
  const account = (uid: string, role: 'User' | 'Admin', emailVerified = true) =>
    fixture.storage.users.create({ uid, displayName: uid, email: `${uid}@example.com`, emailVerified, role });
  await account('asha', 'User');
  await account('ravi', 'User');
  await account('victim', 'User');
  await account('newbie', 'User', false);
  await account('boss', 'Admin');
  const chair = builtIn('01');
  await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
  const orderId = await createOrder(fixture, 'asha', chair.price);
  const reviewed = await post(fixture, 'asha', '/api/products/01/reviews', REVIEW_BODY);
  if (reviewed.statusCode !== 201) throw new Error(`posting the review failed: ${reviewed.body}`);
  return { fixture, orderId };
}

function requestFor(route: RouteCase, role: Role, orderId: string): InjectOptions {
  const token = TOKENS[role];
  const request = route.request;
  const swap = (value: unknown): unknown =>
    typeof value === 'string' ? value.replace(OWNED_ORDER_ID, orderId) : value;
  const payload =
    request.payload && typeof request.payload === 'object' && !Buffer.isBuffer(request.payload)
      ? Object.fromEntries(Object.entries(request.payload).map(([key, value]) => [key, swap(value)]))
      : request.payload;
  return {
    ...request,
    url: String(swap(request.url)),
    payload,
    headers: { ...(request.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  } as InjectOptions;
}

describe('security: the route × role matrix', () => {
  it('names every route the app registers, and only those', async () => {
    const fixture = makeApp();
    const registered: string[] = [];
    fixture.app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    });
    await fixture.app.ready();
    await fixture.close();
    const classified = [...ROUTES.map((route) => route.route), ...NOT_INJECTED];
    expect(registered.filter((route) => !classified.includes(route))).toEqual([]);
    expect(classified.filter((route) => !registered.includes(route))).toEqual([]);
  });

  describe.each(ROUTES.map((route) => [route.route, route] as const))('%s', (_name, route) => {
    let fixture: AppFixture;
    let orderId: string;
    beforeAll(async () => {
      ({ fixture, orderId } = await securityApp());
    });
    afterAll(() => fixture.close());

    it.each(['visitor', 'unverified', 'user', 'other user', 'admin'] as const)(`as %s`, async (role) => {
      const response = await fixture.app.inject(requestFor(route, role, orderId));
      const expected = EXPECTED[route.access][role];
      expect(response.statusCode).toBeLessThan(500);
      if (expected === 'allowed') {
        expect([401, 403]).not.toContain(response.statusCode);
        return;
      }
      expect(response.statusCode).toBe(expected);
      const message = response.json<ApiErrorBody>().message;
      if (MESSAGES[role]) expect(message).toBe(MESSAGES[role]);
      if (route.access === 'admin' && (role === 'user' || role === 'other user'))
        expect(message).toBe(ADMIN_ONLY_MESSAGE);
    });
  });

  it('a refused caller changes nothing: the order stays pending, the victim, the products and the reviews stay', async () => {
    const { fixture, orderId } = await securityApp();
    try {
      const products = (await fixture.storage.docs.list('products')).length;
      const reviews = await fixture.storage.docs.list('reviews');
      for (const route of ROUTES.filter((candidate) => candidate.access !== 'public')) {
        for (const role of ['visitor', 'unverified', 'other user'] as const) {
          const allowed = EXPECTED[route.access][role] === 'allowed';
          if (!allowed) await fixture.app.inject(requestFor(route, role, orderId));
        }
      }
      expect(await fixture.storage.users.get('victim')).not.toBeNull();
      expect((await fixture.storage.docs.list('products')).length).toBe(products);
      expect((await fixture.storage.docs.get('orders', orderId))?.status).toBe('pending');
      expect(await fixture.storage.docs.get('carts', 'ravi')).toBeNull();
      expect(await fixture.storage.docs.list('reviews')).toEqual(reviews);
      expect((await fixture.storage.docs.get('reviews', OWNED_REVIEW_ID))?.rating).toBe(REVIEW_BODY.rating);
    } finally {
      await fixture.close();
    }
  });
});
