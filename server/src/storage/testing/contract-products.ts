/**
 * Contract of the products repository on each adapter: CRUD as the admin routes use it, the seed's
 * insert-if-absent, the live snapshot (writes and deletions through the change feed) and paging
 * and filters over it.
 */
import type { CatalogueProduct } from 'shared-contracts';
import { productTaxFacts } from 'shared-contracts/gst';
import { catalogueView, createCatalogueSearches } from '../../features/products/catalogueView';
import { createProductsRepository, type ProductsRepository } from '../../features/products/productsRepository';
import { seedCatalogue } from '../../features/products/seed/seedCatalogue';
import { lowStockPage, parseLowStockCursor } from '../../features/admin-orders/sales';
import { fromProduct } from '../../features/products/productRecord';
import { productImages } from '../../migrations/product-images';
import { productStockFields } from '../../migrations/product-stock-fields';
import { eventually, type ContractContext } from './contract-context';
import { refusingWholeReads } from './refusing-scans';

const product = (id: string, name: string, price: number, extra: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  id,
  productName: name,
  imgUrl: 'http://localhost:4000/uploads/a.png',
  images: ['http://localhost:4000/uploads/a.png'],
  category: 'Chair',
  price,
  shortDesc: 'short',
  description: 'long',
  reviews: [{ name: 'Meera', rating: 4, text: 'Good.' }],
  avgRating: 4,
  reviewCount: 1,
  stock: 3,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

export function productsContract({ current }: ContractContext): void {
  describe('products repository', () => {
    let repo: ProductsRepository | null = null;
    const open = (): ProductsRepository => {
      repo = createProductsRepository(current().storage.docs);
      return repo;
    };
    afterEach(() => repo?.close());

    it("keeps a product's HSN code and GST rate; one stored without them reads the shop's default", async () => {
      const products = open();
      const taxed = product('taxed', 'Teak Stool', 2599, { hsn: '940161', gstRatePercent: 12 });
      await products.create(taxed);
      expect(await products.get('taxed')).toEqual(taxed);
      await products.create(product('older', 'Old Stool', 999));
      const older = await products.get('older');
      expect(older).not.toHaveProperty('hsn');
      expect(productTaxFacts(older as CatalogueProduct)).toEqual({ hsn: '9403', gstRatePercent: 18 });
    });

    it('keeps a compare-at price, clears it, and an edit that throws changes nothing', async () => {
      const products = open();
      const onSale = product('sale', 'Teak Couch', 16000, { compareAtPrice: 20000 });
      await products.create(onSale);
      expect(await products.get('sale')).toEqual(onSale);
      const { compareAtPrice: _ended, ...withoutSale } = onSale;
      expect(await products.update('sale', () => withoutSale)).toEqual(withoutSale);
      expect(await current().storage.docs.get('products', 'sale')).not.toHaveProperty('compareAtPrice');
      await products.update('sale', (p) => ({ ...p, compareAtPrice: 18000 }));
      await expect(
        products.update('sale', () => {
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await products.get('sale')).toEqual({ ...onSale, compareAtPrice: 18000 });
    });

    it('keeps a gallery in order; one stored before galleries reads as its picture alone and gets it written by its migration', async () => {
      const products = open();
      const pictures = ['a', 'c', 'b'].map((name) => `http://localhost:4000/uploads/${name}.png`);
      const gallery = product('gallery', 'Teak Couch', 16000, { imgUrl: pictures[0], images: pictures });
      await products.create(gallery);
      expect(await products.get('gallery')).toEqual(gallery);
      const reordered = [pictures[2]!, pictures[0]!];
      expect(await products.update('gallery', (p) => ({ ...p, imgUrl: reordered[0]!, images: reordered }))).toEqual({
        ...gallery,
        imgUrl: reordered[0],
        images: reordered,
      });

      const { docs } = current().storage;
      const { images: _images, ...old } = fromProduct(product('old', 'Old Stool', 999));
      await docs.put('products', 'old', old);
      expect((await products.get('old'))?.images).toEqual(['http://localhost:4000/uploads/a.png']);
      const saved: string[] = [];
      const outcome = await productImages.run(docs, {
        cursor: null,
        save: async (cursor) => void saved.push(cursor),
        stopped: () => false,
      });
      expect(outcome).toBe('done');
      expect(await docs.get('products', 'old')).toEqual({ ...old, images: ['http://localhost:4000/uploads/a.png'] });
      expect((await docs.get('products', 'gallery'))?.images).toEqual(reordered);
    });

    it('create once (never overwrites), get, update atomically, delete', async () => {
      const products = open();
      const stool = product('stool', 'Teak Stool', 2599);
      expect(await products.create(stool)).toBe(true);
      expect(await products.create({ ...stool, price: 1, updatedAt: '2026-02-01T00:00:00.000Z' })).toBe(false);
      expect(await products.get('stool')).toEqual(stool);
      expect(await products.get('nope')).toBeNull();

      const updated = await products.update('stool', (p) => ({ ...p, stock: p.stock - 1, status: 'archived' }));
      expect(updated).toEqual({ ...stool, stock: 2, status: 'archived' });
      expect(await products.get('stool')).toEqual(updated);
      expect(await products.update('nope', (p) => p)).toBeNull();
      expect(await products.get('nope')).toBeNull();

      expect(await products.delete('stool')).toBe(true);
      expect(await products.delete('stool')).toBe(false);
      expect(await products.get('stool')).toBeNull();
    });

    it('the snapshot follows creates, updates and deletes; watchers hear each', async () => {
      const products = open();
      await products.create(product('a', 'A', 100));
      expect((await products.snapshot()).products.map((p) => p.id)).toEqual(['a']);
      const heard: string[] = [];
      products.watch(({ id, product: p }) => heard.push(p ? `${id}:${p.price}` : `${id}:deleted`));
      await products.create(product('b', 'B', 200));
      await products.update('a', (p) => ({ ...p, price: 150 }));
      await products.delete('b');
      await eventually(() => expect(heard).toEqual(expect.arrayContaining(['b:200', 'a:150', 'b:deleted'])));
      const snapshot = await products.snapshot();
      expect(snapshot.products.map((p) => [p.id, p.price])).toEqual([['a', 150]]);
    });

    it('pages and filters the active products of the snapshot', async () => {
      const products = open();
      const seeded = await seedCatalogue(current().storage.docs, 'http://localhost:4000/seed-art/');
      expect(seeded).toMatchObject({ total: 62, added: 62 });
      await products.create(product('new', 'Zebrawood Chair', 999, { createdAt: '2026-05-01T00:00:00.000Z' }));
      await products.update('01', (p) => ({ ...p, status: 'archived' }));
      // The first snapshot reads storage itself: everything written above is in it.
      const view = catalogueView(await products.snapshot());
      expect(view.active.map((p) => p.id)).toEqual([
        ...Array.from({ length: 61 }, (_, i) => String(i + 2).padStart(2, '0')),
        'new',
      ]);
      const chairs = view.select({ category: 'Chair', sort: 'price-asc' });
      expect(chairs.length).toBeGreaterThan(1);
      expect(chairs.every((p) => p.category === 'Chair' && p.id !== '01')).toBe(true);
      expect(chairs.map((p) => p.price)).toEqual([...chairs.map((p) => p.price)].sort((x, y) => x - y));
      expect(view.select({ q: '  zebrawood ' }).map((p) => p.id)).toEqual(['new']);
    });

    it('filters the snapshot by price, stock, rating and option values and counts the facets', async () => {
      const products = open();
      await products.create(product('stool', 'Teak Stool', 2599, { stock: 0, avgRating: 4.5 }));
      await products.create(
        product('sofa', 'Teak Sofa', 74999, {
          category: 'Sofa',
          avgRating: 3,
          options: [{ name: 'Finish', values: ['Teak', 'Walnut'] }],
          variants: [
            { sku: 'CS-SOFA-T', optionValues: ['Teak'], price: 74999, stock: 2, status: 'active' },
            { sku: 'CS-SOFA-W', optionValues: ['Walnut'], price: 79999, stock: 1, status: 'archived' },
          ],
        }),
      );
      await products.create(product('bench', 'Oak Bench', 12000, { category: 'Bench', avgRating: 4 }));
      const view = catalogueView(await products.snapshot());
      const query = { inStock: true, minPricePaise: 1_000_000, maxPricePaise: 7_499_900 };
      expect(view.select(query).map((p) => p.id)).toEqual(['sofa', 'bench']);
      expect(view.select({ ...query, minRating: 4 }).map((p) => p.id)).toEqual(['bench']);
      expect(view.facets({ ...query, category: 'Sofa' })).toEqual({
        price: { minPaise: 7_499_900, maxPaise: 7_499_900 },
        inStock: 1,
        ratedAtLeast4: 0,
        categories: { Sofa: 1, Bench: 1 },
        // The archived variant's finish is not on offer.
        options: [{ name: 'Finish', values: [{ value: 'Teak', count: 1 }] }],
      });
      expect(view.select({ options: [{ name: 'Finish', values: ['Teak'] }] }).map((p) => p.id)).toEqual(['sofa']);
      expect(view.select({ options: [{ name: 'Finish', values: ['Walnut'] }] })).toEqual([]);
    });

    it('searches the snapshot with typos and keeps the index current through the change feed', async () => {
      const products = open();
      const searches = createCatalogueSearches();
      await products.create(product('sofa', 'Teak Sofa', 40000, { category: 'Sofa' }));
      await products.create(product('almirah', 'Sheesham Almirah', 30000, { category: 'Single Door Cupboard' }));
      const before = catalogueView(await products.snapshot(), searches);
      expect(before.select({ q: 'sofaa' }).map((p) => p.id)).toEqual(['sofa']);
      expect(before.select({ q: 'shisham almira' }).map((p) => p.id)).toEqual(['almirah']);
      const heard: string[] = [];
      products.watch(({ id, product: p }) => heard.push(`${id}:${p?.productName}:${p?.status}`));
      await products.update('sofa', (p) => ({ ...p, productName: 'Teak Diwan', category: 'Bench' }));
      await products.update('almirah', (p) => ({ ...p, status: 'archived' }));
      await eventually(() =>
        expect(heard).toEqual(expect.arrayContaining(['sofa:Teak Diwan:active', 'almirah:Sheesham Almirah:archived'])),
      );
      const after = catalogueView(await products.snapshot(), searches);
      expect(after.select({ q: 'divan' }).map((p) => p.id)).toEqual(['sofa']);
      expect(after.select({ q: 'sofaa' }).map((p) => p.id)).toEqual([]);
      expect(after.select({ q: 'almira' })).toEqual([]);
      expect(after.select({ q: 'almira', status: 'archived' }).map((p) => p.id)).toEqual(['almirah']);
    });
  });

  it("the admin's low-stock list is one indexed query, never a read of every product; old products are found after their migration", async () => {
    const { storage } = current();
    const { docs } = refusingWholeReads(storage, 'products');
    const lowStock = async () => (await lowStockPage(docs, { limit: 10 })).products;
    await docs.put('products', 'p_many', fromProduct(product('p_many', 'Many', 100, { stock: 40 })));
    await docs.put('products', 'p_two', fromProduct(product('p_two', 'Two', 100, { stock: 2 })));
    await docs.put('products', 'p_none', fromProduct(product('p_none', 'None', 100, { stock: 0 })));
    await docs.put('products', 'p_gone', fromProduct(product('p_gone', 'Gone', 100, { stock: 1, status: 'archived' })));
    // Stored before stock and status existed: it reads as active with 0 units.
    const { stock: _stock, status: _status, ...old } = fromProduct(product('p_old', 'Old', 100));
    await docs.put('products', 'p_old', old);
    expect(await lowStock()).toEqual([
      { id: 'p_none', productName: 'None', stock: 0 },
      { id: 'p_two', productName: 'Two', stock: 2 },
    ]);
    const saved: string[] = [];
    const outcome = await productStockFields.run(docs, {
      cursor: null,
      save: async (cursor) => void saved.push(cursor),
      stopped: () => false,
    });
    expect(outcome).toBe('done');
    expect(await lowStock()).toEqual([
      { id: 'p_none', productName: 'None', stock: 0 },
      { id: 'p_old', productName: 'Old', stock: 0 },
      { id: 'p_two', productName: 'Two', stock: 2 },
    ]);
    expect(await docs.get('products', 'p_old')).toMatchObject({ ...old, stock: 0, status: 'active' });
  });

  it('the low-stock list pages by a cursor: fewest units first, ties by id, each page read alone', async () => {
    const { storage } = current();
    const { docs } = refusingWholeReads(storage, 'products');
    const units: Array<[string, number]> = [
      ['p_e', 1],
      ['p_a', 3],
      ['p_d', 0],
      ['p_c', 1],
      ['p_b', 5],
      ['p_f', 6],
      ['p_g', 1],
    ];
    for (const [id, stock] of units) await docs.put('products', id, fromProduct(product(id, id, 100, { stock })));
    const seen: string[][] = [];
    const cursors: Array<string | null> = [];
    let page = await lowStockPage(docs, { limit: 2 });
    for (;;) {
      seen.push(page.products.map(({ id, stock }) => `${id}:${stock}`));
      cursors.push(page.next);
      const cursor = page.next === null ? null : parseLowStockCursor(page.next);
      if (!cursor) break;
      page = await lowStockPage(docs, { after: cursor, limit: 2 });
    }
    expect(seen).toEqual([
      ['p_d:0', 'p_c:1'],
      ['p_e:1', 'p_g:1'],
      ['p_a:3', 'p_b:5'],
    ]);
    expect(cursors).toEqual(['1:p_c', '1:p_g', null]);
    // A product that sold units between two pages is listed where its new units put it.
    await docs.mutate('products', 'p_b', (current) => (current ? { ...current, stock: 2 } : undefined));
    const rest = await lowStockPage(docs, { after: { stock: 1, id: 'p_g' }, limit: 5 });
    expect(rest).toEqual({
      products: [
        { id: 'p_b', productName: 'p_b', stock: 2 },
        { id: 'p_a', productName: 'p_a', stock: 3 },
      ],
      next: null,
    });
  });
}
