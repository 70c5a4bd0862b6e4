import { PRODUCT_API_PATHS, averageRating, type ProductPage } from 'shared-contracts/catalogue';
import { listingPrice, listingStock, variantLineName, variantsProblem } from 'shared-contracts/catalogue';
import { SEED_PRODUCTS } from './products';
import { makeApp, type AppFixture } from '../../../test/app-fixture';
import { createProductWriter } from '../productsRepository';
import { SEED_GALLERIES, describeSeed, seedCatalogue, seedOnStart, seedProducts } from './seedCatalogue';
import { SEED_VARIANTS } from './seedVariants';

const BASE = 'http://localhost:4000/seed-art/';
const SEED_REVIEW_COUNT = SEED_PRODUCTS.reduce((sum, product) => sum + product.reviews.length, 0);

describe('seed products', () => {
  const seeds = seedProducts(BASE, '2026-11-23T00:00:00.000Z');

  it('are the 62 built-in products, in order, with their reviews, a seed picture, active, dated in catalogue order', () => {
    expect(seeds.map((p) => p.id)).toEqual(SEED_PRODUCTS.map((p) => p.id));
    seeds.forEach((seed, i) => {
      const { imgUrl: _builtInArt, ...builtIn } = SEED_PRODUCTS[i]!;
      expect(seed).toMatchObject({ ...builtIn, status: 'active', updatedAt: '2026-11-23T00:00:00.000Z' });
      expect(seed.imgUrl).toMatch(new RegExp(`^${BASE}${seed.id}-[a-f0-9]{10}\\.svg$`));
      if (i > 0) expect(seed.createdAt > seeds[i - 1]!.createdAt).toBe(true);
    });
    expect(seeds.some((p) => p.reviews.length > 0)).toBe(true);
  });

  it('show their picture first; a few show 3 or 4 seed pictures of their category, each served by the seed art', () => {
    const galleries = seeds.filter((p) => (p.images ?? []).length > 1);
    expect(galleries.map((p) => p.id).sort()).toEqual(Object.keys(SEED_GALLERIES).sort());
    for (const seed of seeds) {
      const images = seed.images ?? [];
      expect(images[0]).toBe(seed.imgUrl);
      expect(new Set(images).size).toBe(images.length);
      const shown = images.map((url) => seeds.find((other) => other.imgUrl === url));
      expect(shown.every((other) => other?.category === seed.category)).toBe(true);
    }
    expect(galleries.every((p) => [3, 4].includes(p.images?.length ?? 0))).toBe(true);
  });

  it('have a plausible, fixed stock: whole numbers, some sold out, some at 5 or fewer', () => {
    const stock = seeds.map((p) => p.stock);
    expect(stock.every((n) => Number.isInteger(n) && n >= 0 && n <= 50)).toBe(true);
    expect(stock.filter((n) => n === 0).length).toBeGreaterThanOrEqual(3);
    expect(stock.filter((n) => n > 0 && n <= 5).length).toBeGreaterThanOrEqual(5);
    expect(seedProducts(BASE, 'later').map((p) => p.stock)).toEqual(stock);
  });

  it('carry GST at 18 % with the HSN heading of their kind: 9401 seats, 9404 mattresses, 9403 the rest', () => {
    const headings = new Map(seeds.map((p) => [p.category, p.hsn]));
    expect(Object.fromEntries(headings)).toEqual({
      Chair: '9401',
      Sofa: '9401',
      Bench: '9401',
      Mattress: '9404',
      Cabinet: '9403',
      'Study Table': '9403',
      'Laptop Table': '9403',
      'Single Door Cupboard': '9403',
      'Double Door Cupboard': '9403',
      'Single Sized Bed': '9403',
      'Double Sized Bed': '9403',
    });
    expect(seeds.every((p) => p.gstRatePercent === 18 && headings.get(p.category) === p.hsn)).toBe(true);
  });
});

describe('seeding storage', () => {
  let fixture: AppFixture;
  beforeEach(() => {
    fixture = makeApp();
  });
  afterEach(() => fixture.close());
  const writer = () => createProductWriter(fixture.storage.docs);

  it('on first start fills an empty store; running the seed again adds nothing and keeps the owner’s edits', async () => {
    const first = await seedOnStart(fixture.storage.docs, BASE);
    expect(first).toEqual({ total: 62, added: 62, present: 0, reviewsAdded: SEED_REVIEW_COUNT, skipped: false });
    expect(describeSeed(first)).toBe(
      `62 products: 62 added, 0 already present; ${SEED_REVIEW_COUNT} seed reviews added`,
    );
    expect((await fixture.storage.docs.list('products')).map((row) => row.id)).toEqual(SEED_PRODUCTS.map((p) => p.id));

    await writer().update('07', (product) => ({ ...product, price: 1, stock: 99, status: 'archived' }));
    const again = await seedCatalogue(fixture.storage.docs, BASE);
    expect(describeSeed(again)).toBe('62 products: 0 added, 62 already present');
    expect(await writer().get('07')).toMatchObject({ price: 1, stock: 99, status: 'archived' });
  });

  it('start-up leaves a seeded store alone (a deleted seed product stays deleted); npm run seed brings it back', async () => {
    await seedCatalogue(fixture.storage.docs, BASE);
    await writer().delete('12');
    const onStart = await seedOnStart(fixture.storage.docs, BASE);
    expect(onStart).toEqual({ total: 62, added: 0, present: 61, reviewsAdded: 0, skipped: true });
    expect(describeSeed(onStart)).toMatch(/already seeded, nothing written/);
    expect(await writer().get('12')).toBeNull();
    expect(describeSeed(await seedCatalogue(fixture.storage.docs, BASE))).toBe(
      '62 products: 1 added, 61 already present',
    );
    expect(await writer().get('12')).not.toBeNull();
  });

  it('puts the seed products first in catalogue order, then newer ones, even when those were stored before the seed', async () => {
    await fixture.storage.docs.put('products', 'owners', {
      productName: 'Owner Stool',
      category: 'Chair',
      price: 100,
      status: 'active',
      createdAt: '2026-06-01T00:00:00.000Z',
    });
    await seedOnStart(fixture.storage.docs, BASE);
    const whole = await fixture.app.inject({ method: 'GET', url: `${PRODUCT_API_PATHS.products}?limit=100` });
    const ids = whole.json<ProductPage>().products.map((p) => p.id);
    expect(ids).toEqual([...SEED_PRODUCTS.map((p) => p.id), 'owners']);
    const newest = await fixture.app.inject({
      method: 'GET',
      url: `${PRODUCT_API_PATHS.products}?sort=newest&limit=2`,
    });
    expect(newest.json<ProductPage>().products.map((p) => p.id)).toEqual(['owners', '62']);
  });

  it('writes the built-in reviews as seed review documents, once: a seed review the admin deleted stays deleted', async () => {
    await seedCatalogue(fixture.storage.docs, BASE);
    const rows = await fixture.storage.docs.list('reviews');
    expect(rows).toHaveLength(SEED_REVIEW_COUNT);
    const chair = SEED_PRODUCTS.find((p) => p.id === '03')!;
    const chairReviews = rows.filter((row) => row.data.productId === '03');
    expect(chairReviews.map((row) => row.id)).toEqual(['seed-03-1', 'seed-03-2', 'seed-03-3']);
    expect(chairReviews.map((row) => row.data)).toEqual(
      chair.reviews.map((review) =>
        expect.objectContaining({
          name: review.name,
          rating: review.rating,
          text: review.text,
          uid: null,
          seed: true,
          hidden: false,
          verifiedPurchase: false,
        }),
      ),
    );
    // Dated at the launch, the first one written down is the newest (it shows first).
    const dates = chairReviews.map((row) => String(row.data.createdAt));
    expect(dates.every((date) => date.startsWith('2025-01-01T00:00:'))).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);

    await fixture.storage.docs.delete('reviews', 'seed-03-2');
    expect((await seedCatalogue(fixture.storage.docs, BASE)).reviewsAdded).toBe(0);
    expect(await fixture.storage.docs.get('reviews', 'seed-03-2')).toBeNull();
  });

  it('gives each seed product the average, count and preview of its seed reviews', async () => {
    await seedCatalogue(fixture.storage.docs, BASE);
    for (const seed of SEED_PRODUCTS) {
      const stored = await writer().get(seed.id);
      expect(stored).toMatchObject({
        avgRating: averageRating(seed.reviews),
        reviewCount: seed.reviews.length,
        reviews: seed.reviews.slice(0, 3),
      });
    }
  });
});

describe('seed variants', () => {
  const seeds = seedProducts(BASE, '2026-11-23T00:00:00.000Z');

  it('at least 10 seed products come in versions that keep every rule, listed at their own price and stock', () => {
    const withVariants = seeds.filter((seed) => (seed.variants?.length ?? 0) > 0);
    expect(withVariants.length).toBeGreaterThanOrEqual(10);
    const skus = withVariants.flatMap((seed) => seed.variants!.map((variant) => variant.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const seed of withVariants) {
      expect(variantsProblem(seed.options ?? [], seed.variants ?? [])).toBeNull();
      expect(listingPrice(seed)).toBe(seed.price);
      expect(listingStock(seed)).toBe(seed.stock);
    }
  });

  it('are stored with each variant and named by it', async () => {
    const fixture: AppFixture = makeApp();
    try {
      const writer = createProductWriter(fixture.storage.docs);
      const sofa = seeds.find((seed) => seed.id === '09');
      if (!sofa) throw new Error('no seed product 09');
      await writer.create(sofa);
      const stored = await writer.get('09');
      expect(stored?.variants?.map((variant) => variantLineName(stored, variant))).toContain(
        'Chettinad Teak Three-Seater Sofa — 3+1+1 set, Walnut',
      );
      expect(stored?.price).toBe(74999);
    } finally {
      await fixture.close();
    }
  });

  it('are seeded with their product, every variant with its share of the stock', async () => {
    const fixture: AppFixture = makeApp();
    try {
      await seedCatalogue(fixture.storage.docs, BASE);
      const writer = createProductWriter(fixture.storage.docs);
      for (const [id, versions] of Object.entries(SEED_VARIANTS)) {
        const stored = await writer.get(id);
        const seed = seeds.find((product) => product.id === id);
        expect(stored?.variants?.map((variant) => variant.sku)).toEqual(versions.variants.map(([sku]) => sku));
        expect(stored && listingStock(stored)).toBe(seed?.stock);
      }
    } finally {
      await fixture.close();
    }
  });
});
