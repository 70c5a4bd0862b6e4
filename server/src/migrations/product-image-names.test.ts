/** The products' imageNames backfill: the uploads a stored product shows, from its picture, gallery and variants. */
import { sqliteHarness, storeForEachTest } from '../storage/testing/harnesses';
import { productImageNames } from './product-image-names';

const upload = (digit: string) => `http://localhost:4000/uploads/${digit.repeat(32)}.webp`;

describe('the products’ imageNames migration', () => {
  const store = storeForEachTest(sqliteHarness);

  it('writes every stored upload a product shows, and leaves a product that has them', async () => {
    const { docs } = store().storage;
    await docs.put('products', 'bed', {
      productName: 'Bed',
      imgUrl: upload('a'),
      images: [upload('a'), upload('b'), 'http://localhost:4000/seed-art/bed.svg'],
      variants: [{ sku: 'BED-W', images: [upload('c')] }],
    });
    await docs.put('products', 'stool', { productName: 'Stool', imgUrl: upload('d'), imageNames: ['kept'] });
    const progress = { cursor: null, save: async () => undefined, stopped: () => false };
    expect(await productImageNames.run(docs, progress)).toBe('done');
    expect((await docs.get('products', 'bed'))?.imageNames).toEqual([
      `${'a'.repeat(32)}.webp`,
      `${'b'.repeat(32)}.webp`,
      `${'c'.repeat(32)}.webp`,
    ]);
    expect((await docs.get('products', 'stool'))?.imageNames).toEqual(['kept']);
  });
});
