import type { ApiErrorBody } from 'shared-contracts';
import { PRODUCT_API_PATHS, type ProductPage } from 'shared-contracts/catalogue';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { storedProduct } from './test-support';

const product = (name: string, category: string, price: number, stock: number, avgRating: number, day: number) => {
  const at = new Date(Date.UTC(2026, 0, day)).toISOString();
  return storedProduct({ productName: name, category, price, stock, avgRating, createdAt: at, updatedAt: at });
};

describe('GET /api/products filtered by price, stock and rating, with facet counts', () => {
  let fixture: AppFixture;
  const get = (query: string) => fixture.app.inject({ method: 'GET', url: `${PRODUCT_API_PATHS.products}?${query}` });
  const page = async (query: string): Promise<ProductPage> => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return response.json<ProductPage>();
  };
  const ids = async (query: string) => (await page(query)).products.map((p) => p.id);

  beforeAll(async () => {
    fixture = makeApp();
    const { docs } = fixture.storage;
    await docs.put('products', 'stool', product('Teak Stool', 'Chair', 2599, 4, 4.5, 1));
    await docs.put('products', 'chair', product('Cane Chair', 'Chair', 8999.5, 0, 4, 2));
    await docs.put('products', 'sofa', {
      ...product('Teak Sofa', 'Sofa', 74999, 2, 3.5, 3),
      compareAtPrice: 90000,
      // Sold in two finishes, one size; the 5-seater is archived, so not on offer.
      options: [
        { name: 'Finish', values: ['Teak', 'Walnut'] },
        { name: 'Size', values: ['3-seater', '5-seater'] },
      ],
      variants: [
        { sku: 'SOFA-T3', optionValues: ['Teak', '3-seater'], price: 74999, stock: 1, status: 'active' },
        { sku: 'SOFA-W3', optionValues: ['Walnut', '3-seater'], price: 79999, stock: 1, status: 'active' },
        { sku: 'SOFA-W5', optionValues: ['Walnut', '5-seater'], price: 99999, stock: 0, status: 'archived' },
      ],
    });
    await docs.put('products', 'bench', product('Garden Bench', 'Bench', 12000, 9, 0, 4));
    await docs.put('products', 'old', {
      ...product('Old Sofa', 'Sofa', 100, 5, 5, 5),
      status: 'archived',
      compareAtPrice: 200,
    });
  });
  afterAll(() => fixture.close());

  it('filters by a price range in paise (both ends included), in stock only and rating, combined with category and search', async () => {
    expect(await ids('minPricePaise=259900&maxPricePaise=1200000')).toEqual(['stool', 'chair', 'bench']);
    expect(await ids('maxPricePaise=899949')).toEqual(['stool']);
    expect(await ids('minPricePaise=899950&maxPricePaise=899950')).toEqual(['chair']);
    expect(await ids('inStock=true')).toEqual(['stool', 'sofa', 'bench']);
    expect(await ids('inStock=false')).toEqual(['stool', 'chair', 'sofa', 'bench']);
    expect(await ids('minRating=4')).toEqual(['stool', 'chair']);
    expect(await ids('minRating=4&inStock=true&category=Chair')).toEqual(['stool']);
    expect(await ids('q=teek&minPricePaise=1000000')).toEqual(['sofa']);
    expect(await ids('inStock=true&sort=price-desc')).toEqual(['sofa', 'bench', 'stool']);
    expect((await page('inStock=true&limit=1')).total).toBe(3);
  });

  it('lists only the active products on sale (with a compare-at price) with onSale=true, combined with the others', async () => {
    expect(await ids('onSale=true')).toEqual(['sofa']);
    expect((await page('onSale=true&limit=1')).total).toBe(1);
    expect(await ids('onSale=true&category=Chair')).toEqual([]);
    expect(await ids('onSale=true&inStock=true&q=teak')).toEqual(['sofa']);
    expect(await ids('onSale=false')).toEqual(['stool', 'chair', 'sofa', 'bench']);
  });

  it('filters by option values (option=Name:Value, once per value): any value of an option, every option given', async () => {
    expect(await ids('option=Finish:Walnut')).toEqual(['sofa']);
    expect(await ids('option=Finish:Walnut&option=Finish:Oak')).toEqual(['sofa']);
    expect(await ids('option=Finish:Walnut&option=Size:3-seater')).toEqual(['sofa']);
    // An archived variant's value is not on offer, nor is a value of another option's name.
    expect(await ids('option=Size:5-seater')).toEqual([]);
    expect(await ids('option=Size:Walnut')).toEqual([]);
    expect(await ids('option=Finish:Walnut&category=Chair')).toEqual([]);
    const facets = (await page('facets=true&option=Finish:Walnut&option=Size:3-seater')).facets;
    // Finish's counts apply Size's filter but not its own, and the other way round.
    expect(facets?.options).toEqual([
      {
        name: 'Finish',
        values: [
          { value: 'Teak', count: 1 },
          { value: 'Walnut', count: 1 },
        ],
      },
      { name: 'Size', values: [{ value: '3-seater', count: 1 }] },
    ]);
    expect(facets?.categories).toEqual({ Sofa: 1 });
  });

  it('answers facet counts only when asked, each applying every filter but its own', async () => {
    expect(await page('limit=1')).not.toHaveProperty('facets');
    expect((await page('facets=true')).facets).toEqual({
      price: { minPaise: 259900, maxPaise: 7499900 },
      inStock: 3,
      ratedAtLeast4: 2,
      categories: { Chair: 2, Sofa: 1, Bench: 1 },
      options: [
        {
          name: 'Finish',
          values: [
            { value: 'Teak', count: 1 },
            { value: 'Walnut', count: 1 },
          ],
        },
        { name: 'Size', values: [{ value: '3-seater', count: 1 }] },
      ],
    });
    expect((await page('facets=true&category=Chair&inStock=true&minPricePaise=500000')).facets).toEqual({
      // Price: chairs in stock at any price; stock: chairs from ₹5,000; categories: in stock from ₹5,000.
      price: { minPaise: 259900, maxPaise: 259900 },
      inStock: 0,
      ratedAtLeast4: 0,
      categories: { Sofa: 1, Bench: 1 },
      options: [],
    });
    expect((await page('facets=true&q=zzzz')).facets).toEqual({
      price: null,
      inStock: 0,
      ratedAtLeast4: 0,
      categories: {},
      options: [],
    });
  });

  it('refuses malformed filters and a range that ends below its start with a clear 400, and changes nothing', async () => {
    for (const query of [
      'minPricePaise=-1',
      'maxPricePaise=12.5',
      'inStock=yes',
      'minRating=6',
      'minRating=4.5',
      'facets=1',
      'onSale=1',
      'option=Finish',
      'option=:Teak',
      'option=Finish:',
      'option=A:1&option=B:1&option=C:1&option=D:1',
      Array.from({ length: 31 }, (_, i) => `option=Finish:${i}`).join('&'),
      `option=Finish:${'x'.repeat(200)}`,
    ]) {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().message).toMatch(/querystring/);
    }
    const backwards = await get('minPricePaise=500&maxPricePaise=100');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<ApiErrorBody>().message).toBe(
      'querystring/maxPricePaise must not be below minPricePaise, got 100 < 500.',
    );
  });
});
