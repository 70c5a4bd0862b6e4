import type { ApiErrorBody } from 'shared-contracts';
import { FEATURED_OFFER_MESSAGES, FEATURED_OFFER_PATHS, type FeaturedOfferResponse } from 'shared-contracts/catalogue';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { asUser, seedAccounts } from '../admin/test-support';
import { storedProduct } from '../products/test-support';

const FUTURE = '2099-01-01T00:00:00.000Z';

describe('the featured offer', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = makeApp();
    await seedAccounts(fixture.storage);
    await fixture.storage.docs.put('products', 'couch', storedProduct({ price: 16000, compareAtPrice: 20000 }));
    await fixture.storage.docs.put('products', 'stool', storedProduct());
    await fixture.storage.docs.put(
      'products',
      'old',
      storedProduct({ price: 16000, compareAtPrice: 20000, status: 'archived' }),
    );
  });
  afterEach(() => fixture.close());

  const put = (payload: object) =>
    fixture.app.inject({ method: 'PUT', url: FEATURED_OFFER_PATHS.admin, headers: asUser('admin'), payload });
  const refused = async (payload: object): Promise<string> => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    return response.json<ApiErrorBody>().message;
  };
  const shown = async (): Promise<FeaturedOfferResponse> =>
    (await fixture.app.inject({ method: 'GET', url: FEATURED_OFFER_PATHS.public })).json<FeaturedOfferResponse>();

  it('is null until the admin chooses one: the home page keeps its default', async () => {
    expect(await shown()).toEqual({ offer: null });
    const admin = await fixture.app.inject({
      method: 'GET',
      url: FEATURED_OFFER_PATHS.admin,
      headers: asUser('admin'),
    });
    expect(admin.json()).toEqual({ offer: null });
  });

  it('stores a product on sale and a future end; everyone reads it; DELETE goes back to the default', async () => {
    const saved = await put({ productId: 'couch', endsAt: '2099-01-01T05:30:00+05:30' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ offer: { productId: 'couch', endsAt: FUTURE } });
    expect(await shown()).toEqual({ offer: { productId: 'couch', endsAt: FUTURE } });
    const cleared = await fixture.app.inject({
      method: 'DELETE',
      url: FEATURED_OFFER_PATHS.admin,
      headers: asUser('admin'),
    });
    expect(cleared.json()).toEqual({ offer: null });
    expect(await shown()).toEqual({ offer: null });
  });

  it('refuses a product that does not exist, is archived or is not on sale, and an end that is not a future time; nothing stored', async () => {
    expect(await refused({ productId: 'nope', endsAt: FUTURE })).toBe(
      `body/productId: ${FEATURED_OFFER_MESSAGES.productMissing}`,
    );
    expect(await refused({ productId: 'old', endsAt: FUTURE })).toBe(
      `body/productId: ${FEATURED_OFFER_MESSAGES.productArchived}`,
    );
    expect(await refused({ productId: 'stool', endsAt: FUTURE })).toBe(
      `body/productId: ${FEATURED_OFFER_MESSAGES.productNotOnSale}`,
    );
    expect(await refused({ productId: 'couch', endsAt: '2020-01-01T00:00:00.000Z' })).toBe(
      `body/endsAt: ${FEATURED_OFFER_MESSAGES.endsAtPast}`,
    );
    for (const endsAt of ['tomorrow', '2099-01-01', '2099-02-31T00:00:00Z'])
      expect(await refused({ productId: 'couch', endsAt })).toBe(
        `body/endsAt: ${FEATURED_OFFER_MESSAGES.endsAtInvalid}`,
      );
    expect(await refused({ productId: 'couch' })).toBe("body must have required property 'endsAt'");
    expect(await fixture.storage.docs.get('settings', 'featuredOffer')).toBeNull();
  });

  it('shows no offer once its product is archived or taken off sale', async () => {
    await put({ productId: 'couch', endsAt: FUTURE });
    const patch = (payload: object) =>
      fixture.app.inject({ method: 'PATCH', url: '/api/products/couch', headers: asUser('admin'), payload });
    expect((await patch({ compareAtPrice: null })).statusCode).toBe(200);
    expect(await shown()).toEqual({ offer: null });
    expect((await patch({ compareAtPrice: 20000 })).statusCode).toBe(200);
    expect((await shown()).offer?.productId).toBe('couch');
    expect((await patch({ status: 'archived' })).statusCode).toBe(200);
    expect(await shown()).toEqual({ offer: null });
  });
});
