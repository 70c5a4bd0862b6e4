import type { ApiErrorBody } from 'shared-contracts';
import { PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import { appRefusingWholeReads } from '../../storage/testing/refusing-scans';
import type { AppFixture } from '../../test/app-fixture';
import { asUser, seedAccounts } from '../admin/test-support';
import { inOrdersMessage } from './deleteProduct';

const stored = {
  productName: 'Teak Stool',
  imgUrl: 'http://localhost:4000/uploads/s.png',
  images: ['http://localhost:4000/uploads/s.png'],
  category: 'Chair',
  price: 2599,
  status: 'active',
  stock: 1,
  heldUnits: 0,
  stockTotal: 1,
  // As the product writes store it: the stored uploads it shows (this picture is not one).
  imageNames: [],
};
const orderLine = (id: string) => ({
  id,
  productName: 'Teak Stool',
  imgUrl: '',
  price: 2599,
  quantity: 1,
  totalPrice: 2599,
});

describe('DELETE /api/products/{id} (admin)', () => {
  let fixture: AppFixture;
  const remove = (id: string, uid = 'admin') =>
    fixture.app.inject({ method: 'DELETE', url: PRODUCT_API_PATHS.product(id), headers: asUser(uid) });

  beforeEach(async () => {
    // "Is the product in an order" is a query: listing every order is refused.
    fixture = appRefusingWholeReads('orders');
    await seedAccounts(fixture.storage);
    await fixture.storage.docs.put('products', 'unsold', stored);
    await fixture.storage.docs.put('products', 'sold', stored);
    await fixture.storage.docs.put('orders', 'order_1', {
      uid: 'shopper',
      status: 'paid',
      items: [orderLine('x'), orderLine('sold')],
      productIds: ['x', 'sold'],
    });
  });
  afterEach(() => fixture.close());

  it('deletes a product no order mentions (204): gone from storage and the shop', async () => {
    const response = await remove('unsold');
    expect(response.statusCode).toBe(204);
    expect(await fixture.storage.docs.get('products', 'unsold')).toBeNull();
    expect((await fixture.app.inject({ method: 'GET', url: PRODUCT_API_PATHS.product('unsold') })).statusCode).toBe(
      404,
    );
  });

  it('refuses (409) to delete a product an order mentions, saying to archive it instead', async () => {
    const response = await remove('sold');
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>().message).toBe(inOrdersMessage(1));
    await fixture.storage.docs.put('orders', 'order_2', {
      uid: 'other',
      status: 'pending',
      items: [orderLine('sold')],
      productIds: ['sold'],
    });
    expect((await remove('sold')).json<ApiErrorBody>().message).toBe(inOrdersMessage(2));
    expect(response.json<ApiErrorBody>().message).toMatch(/Archive it instead/);
    expect(await fixture.storage.docs.get('products', 'sold')).toEqual(stored);
  });

  it('is admin only and a 404 for an unknown product', async () => {
    expect((await fixture.app.inject({ method: 'DELETE', url: PRODUCT_API_PATHS.product('unsold') })).statusCode).toBe(
      401,
    );
    expect((await remove('unsold', 'shopper')).statusCode).toBe(403);
    expect((await remove('nope')).statusCode).toBe(404);
    expect(await fixture.storage.docs.get('products', 'unsold')).toEqual(stored);
  });
});
