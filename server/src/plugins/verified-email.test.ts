/**
 * The server, not only the browser, requires a verified email for checkout, saved lists, orders
 * and admin routes; signing up and reading one's own record work before verification.
 */
import type { InjectOptions } from 'fastify';
import { ADMIN_API_PATHS, CHECKOUT_API_PATHS, SAVED_LIST_PATHS, API_PATHS, type ApiErrorBody } from 'shared-contracts';
import { makeApp, type AppFixture } from '../test/app-fixture';
import { VERIFY_EMAIL_MESSAGE } from './auth';

const unverified = { authorization: 'Bearer unverified-asha' };
const verified = { authorization: 'Bearer token-asha' };

const billing = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98450 12345',
  address: '12 MG Road',
  city: 'Bengaluru',
  postalCode: '560001',
  country: 'India',
  totalQty: 1,
  totalAmount: 12500,
};

const guarded: Array<{ name: string; request: InjectOptions }> = [
  { name: 'GET the cart', request: { method: 'GET', url: SAVED_LIST_PATHS.cart } },
  { name: 'PUT the cart', request: { method: 'PUT', url: SAVED_LIST_PATHS.cart, payload: { items: [] } } },
  { name: 'GET the wishlist', request: { method: 'GET', url: SAVED_LIST_PATHS.wishlist } },
  { name: 'PUT the wishlist', request: { method: 'PUT', url: SAVED_LIST_PATHS.wishlist, payload: { items: [] } } },
  { name: 'send the billing mail', request: { method: 'POST', url: CHECKOUT_API_PATHS.sendEmail, payload: billing } },
  { name: 'create an order', request: { method: 'POST', url: CHECKOUT_API_PATHS.createOrder, payload: { amount: 12500 } } },
  { name: 'GET an order', request: { method: 'GET', url: '/api/orders/some-order' } },
  { name: 'GET admin stats', request: { method: 'GET', url: ADMIN_API_PATHS.stats } },
];

describe('a verified email, checked by the server', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = makeApp();
    // An admin record too: the refusal must come from the email, not from the role.
    await fixture.storage.users.create({ uid: 'asha', displayName: 'Asha', email: 'asha@example.com', emailVerified: false, role: 'Admin' });
  });
  afterEach(() => fixture.close());

  it.each(guarded)('$name: an unverified account → 403 with a clear message, nothing stored', async ({ request }) => {
    const response = await fixture.app.inject({ ...request, headers: unverified });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().message).toBe(VERIFY_EMAIL_MESSAGE);
    expect(await fixture.storage.docs.list('carts')).toEqual([]);
    expect(await fixture.storage.docs.list('wishlists')).toEqual([]);
    expect(await fixture.storage.docs.list('orders')).toEqual([]);
  });

  it.each(guarded)('$name: the same account once verified gets past the check', async ({ request }) => {
    const response = await fixture.app.inject({ ...request, headers: verified });
    expect(response.statusCode).not.toBe(401);
    if (response.statusCode === 403) expect(response.json<ApiErrorBody>().message).not.toBe(VERIFY_EMAIL_MESSAGE);
  });

  it('signing up (POST /api/users) and reading one’s own record work before verification', async () => {
    const created = await fixture.app.inject({ method: 'POST', url: API_PATHS.users, headers: { authorization: 'Bearer unverified-ravi' }, payload: { displayName: 'Ravi' } });
    expect(created.statusCode).toBe(201);
    const me = await fixture.app.inject({ method: 'GET', url: API_PATHS.me, headers: { authorization: 'Bearer unverified-ravi' } });
    expect(me.statusCode).toBe(200);
  });
});
