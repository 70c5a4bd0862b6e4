/**
 * Helpers for the checkout tests: the seeded catalogue (orders are priced from storage alone), a
 * signed-in shopper's saved cart, and calls as that shopper.
 */
import { findSeedProduct } from '../products/seed/products';
import type { BillingDetails, Product } from 'shared-contracts';
import { seedArtBaseUrl } from '../products/seed/seedArt';
import { seedCatalogue } from '../products/seed/seedCatalogue';
import type { AppFixture } from '../../test/app-fixture';
import { BILLING } from '../../test/billing';

/** Writes the 62 seed products into the fixture's storage, as the server does on first start. */
export async function seedShop(fixture: AppFixture): Promise<void> {
  await seedCatalogue(fixture.storage.docs, seedArtBaseUrl('http://localhost:4000/uploads/'));
}

export const as = (uid: string) => ({ authorization: `Bearer token-${uid}` });

/** A built-in product as the seed has it (prices as stored; the picture differs). */
export function builtIn(id: string): Product {
  const product = findSeedProduct(id);
  if (!product) throw new Error(`no built-in product ${id}`);
  return product;
}

/** Saves a cart for `uid` through the API, with the given (possibly wrong) price per line. */
export async function saveCart(
  fixture: AppFixture,
  uid: string,
  lines: Array<{ product: Product; quantity: number; price?: number }>,
) {
  const items = lines.map(({ product, quantity, price }) => ({
    id: product.id,
    productName: product.productName,
    imgUrl:
      product.imgUrl.startsWith('data:') || product.imgUrl.startsWith('/') || product.imgUrl.startsWith('http')
        ? product.imgUrl
        : '/x.svg',
    price: price ?? product.price,
    quantity,
  }));
  const response = await fixture.app.inject({
    method: 'PUT',
    url: '/api/carts/me',
    headers: as(uid),
    payload: { items },
  });
  if (response.statusCode !== 200) throw new Error(`saving the cart failed: ${response.body}`);
}

export { BILLING };

/** A create-order body: the amount the browser shows, and the billing details. */
export const orderBody = (amount: number, billing: BillingDetails = BILLING) => ({ amount, billing });

export async function post(fixture: AppFixture, uid: string | null, url: string, payload: object) {
  return fixture.app.inject({ method: 'POST', url, headers: uid ? as(uid) : {}, payload });
}

/** Creates an order for `uid`'s saved cart and has the sandbox pay it: the handler's body. */
export async function orderAndPay(fixture: AppFixture, uid: string, amount: number, billing: BillingDetails = BILLING) {
  const id = await createOrder(fixture, uid, amount, billing);
  const paid = await fixture.app.inject({ method: 'POST', url: '/sandbox/pay', payload: { order_id: id } });
  if (paid.statusCode !== 200) throw new Error(`sandbox pay failed: ${paid.body}`);
  return {
    orderId: id,
    handlerBody: paid.json<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>(),
  };
}

/** A product's stock as stored now. */
export async function stockOf(fixture: AppFixture, id: string): Promise<number> {
  return Number((await fixture.storage.docs.get('products', id))?.stock);
}

/** Sets a product's stock (the seed's number is not what a test needs). */
export async function setStock(fixture: AppFixture, id: string, stock: number): Promise<void> {
  await fixture.storage.docs.mutate('products', id, (doc) => (doc ? { ...doc, stock } : undefined));
}

/** Moves an order's reservation deadline into the past, as if 15 minutes had gone by. */
export async function makeOverdue(fixture: AppFixture, orderId: string): Promise<void> {
  const past = new Date(Date.now() - 60_000).toISOString();
  await fixture.storage.docs.mutate('orders', orderId, (doc) => (doc ? { ...doc, expiresAt: past } : undefined));
}

/** Creates an order for `uid`'s saved cart; answers its id. */
export async function createOrder(
  fixture: AppFixture,
  uid: string,
  amount: number,
  billing: BillingDetails = BILLING,
): Promise<string> {
  const created = await post(fixture, uid, '/api/checkout/create-order', orderBody(amount, billing));
  if (created.statusCode !== 200) throw new Error(`create-order failed: ${created.body}`);
  return created.json<{ id: string }>().id;
}
