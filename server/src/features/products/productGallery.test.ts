/** A product's gallery through the admin's writes: POST and PATCH /api/products with `images`. */
import { ADMIN_API_PATHS, type ApiErrorBody, type CatalogueProduct } from 'shared-contracts';
import { GALLERY_MESSAGES, MAX_PRODUCT_IMAGES, PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { asUser, seedAccounts } from '../admin/test-support';
import { FOREIGN_GALLERY_IMAGE_MESSAGE } from './productFields';
import { storedProduct } from './test-support';

const upload = (n: number): string => `http://localhost:4000/uploads/${String(n).padStart(32, '0')}.png`;
const pictures = (count: number): string[] => Array.from({ length: count }, (_, i) => upload(i + 1));

const valid = {
  productName: 'Sheesham Writing Desk',
  shortDesc: 'A compact desk in solid sheesham.',
  description: 'Hand-finished sheesham wood with one drawer.',
  category: 'Table',
  price: 18500,
  imgUrl: upload(1),
};

describe('product galleries (admin writes)', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = makeApp();
    await seedAccounts(fixture.storage);
    await fixture.storage.docs.put(
      'products',
      'stool',
      storedProduct({ imgUrl: upload(1), images: pictures(3), heldUnits: 0, stockTotal: 2 }),
    );
  });
  afterEach(() => fixture.close());

  const post = (payload: object) =>
    fixture.app.inject({ method: 'POST', url: ADMIN_API_PATHS.products, headers: asUser('admin'), payload });
  const patch = (payload: object) =>
    fixture.app.inject({
      method: 'PATCH',
      url: PRODUCT_API_PATHS.product('stool'),
      headers: asUser('admin'),
      payload,
    });
  const storedImages = async (id = 'stool') => (await fixture.storage.docs.get('products', id))?.images;

  it('creates a product with its pictures in order, the first its imgUrl, and claims every uploaded one', async () => {
    const response = await post({ ...valid, images: pictures(4) });
    expect(response.statusCode).toBe(201);
    const product = response.json<CatalogueProduct>();
    expect(product).toMatchObject({ imgUrl: upload(1), images: pictures(4) });
    expect(await storedImages(product.id)).toEqual(pictures(4));
    for (const url of pictures(4)) {
      const name = url.split('/').pop() ?? '';
      expect(await fixture.storage.docs.get('uploads', name)).toEqual({ productIds: [product.id], ordered: false });
    }
    // Left out: the gallery is the picture alone.
    expect((await post(valid)).json<CatalogueProduct>().images).toEqual([upload(1)]);
  });

  it(`refuses more than ${MAX_PRODUCT_IMAGES} pictures, none, a repeated or foreign one, or a first that is not imgUrl, storing nothing`, async () => {
    const before = (await fixture.storage.docs.list('products')).length;
    const cases: Array<[object, string]> = [
      [{ ...valid, images: pictures(MAX_PRODUCT_IMAGES + 1) }, `body/images: ${GALLERY_MESSAGES.tooMany}`],
      [{ ...valid, images: [] }, `body/images: ${GALLERY_MESSAGES.none}`],
      [{ ...valid, images: [upload(1), upload(2), upload(1)] }, `body/images: ${GALLERY_MESSAGES.repeated}`],
      [{ ...valid, images: [upload(1), 'https://evil.example/x.png'] }, FOREIGN_GALLERY_IMAGE_MESSAGE],
      [{ ...valid, images: [upload(2), upload(1)] }, `body/images: ${GALLERY_MESSAGES.firstIsImgUrl}`],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().message).toBe(message);
    }
    expect(await fixture.storage.docs.list('products')).toHaveLength(before);

    const refusedEdit = await patch({ images: [...pictures(MAX_PRODUCT_IMAGES), upload(99)] });
    expect(refusedEdit.statusCode).toBe(400);
    expect(refusedEdit.json<ApiErrorBody>().message).toBe(`body/images: ${GALLERY_MESSAGES.tooMany}`);
    expect(await storedImages()).toEqual(pictures(3));
  });

  it('reorders, adds and removes pictures by PATCH; the new first becomes imgUrl', async () => {
    const reordered = [upload(3), upload(1), upload(5)];
    const response = await patch({ images: reordered });
    expect(response.statusCode).toBe(200);
    expect(response.json<CatalogueProduct>()).toMatchObject({ imgUrl: upload(3), images: reordered });
    expect(await fixture.storage.docs.get('products', 'stool')).toMatchObject({ imgUrl: upload(3), images: reordered });
    // Given together, imgUrl must be the first picture.
    expect((await patch({ imgUrl: upload(3), images: [upload(3), upload(1)] })).statusCode).toBe(200);
    expect((await patch({ imgUrl: upload(1), images: [upload(3), upload(1)] })).statusCode).toBe(400);
  });

  it('a new imgUrl alone replaces the first picture and keeps the others (an editor that knows only imgUrl)', async () => {
    const response = await patch({ imgUrl: upload(7) });
    expect(response.statusCode).toBe(200);
    expect(response.json<CatalogueProduct>().images).toEqual([upload(7), upload(2), upload(3)]);
    // One of the others made the main picture moves to the front, shown once.
    expect((await patch({ imgUrl: upload(3) })).json<CatalogueProduct>().images).toEqual([upload(3), upload(2)]);
  });
});
