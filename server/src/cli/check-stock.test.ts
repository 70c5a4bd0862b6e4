/** `npm run check:stock` as run from a shell (the built CLI), and its second reading of what looked wrong. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { CatalogueProduct } from 'shared-contracts';
import { newProductDocument } from '../features/products/productRecord';
import { openSqliteStorage } from '../storage/sqlite';
import { SERVER_DIST, buildServer } from '../test/build';
import { localEnv } from '../test/config-env';
import { makeTempDir } from '../test/temp-dir';
import { checkStockSettled } from './check-stock';

const product = (id: string, stock: number): CatalogueProduct => ({
  id,
  productName: `Chair ${id}`,
  imgUrl: '',
  category: 'Chair',
  price: 4999,
  shortDesc: '',
  description: '',
  reviews: [],
  avgRating: 0,
  reviewCount: 0,
  stock,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('npm run check:stock (server/dist/cli/check-stock.js)', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeAll(() => buildServer(), 120000);
  beforeEach(() => {
    temp = makeTempDir('check-stock-cli');
  });
  afterEach(() => temp.remove());

  const run = () => {
    const env = { ...process.env, ...localEnv({ DATA_DIR: temp.dir, LOG_LEVEL: 'silent', NODE_ENV: 'development' }) };
    delete env.STORAGE;
    return spawnSync(process.execPath, [path.join(SERVER_DIST, 'cli', 'check-stock.js')], { env, encoding: 'utf8' });
  };

  it('passes a sound store (exit 0) and names each product that breaks the invariant (exit 1)', async () => {
    const storage = openSqliteStorage({ dataDir: temp.dir });
    await storage.docs.put('products', 'c1', newProductDocument(product('c1', 4)));
    await storage.docs.put('products', 'c2', newProductDocument(product('c2', 2)));
    await storage.close();
    const sound = run();
    expect([sound.status, sound.stdout.trim()]).toEqual([
      0,
      'Checked 2 products against 0 orders: stock + held = what the admin set on every product, and every hold is an order’s.',
    ]);

    const again = openSqliteStorage({ dataDir: temp.dir });
    await again.docs.put('products', 'c2', { ...newProductDocument(product('c2', 2)), stock: -1 });
    await again.close();
    const broken = run();
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain('Checked 2 products against 0 orders: 1 product(s) differ.');
    expect(broken.stdout).toContain(
      'c2: stock is -1, not a whole number of 0 or more; stock -1 + held 0 = -1, but the admin set 2 in all',
    );
  });

  it('reads again what looked wrong, and reports only what is still wrong', async () => {
    const storage = openSqliteStorage({ dataDir: temp.dir });
    try {
      await storage.docs.put('products', 'c1', { ...newProductDocument(product('c1', 4)), stock: 5 });
      await storage.docs.put('products', 'c2', { ...newProductDocument(product('c2', 2)), stock: 3 });
      // Right after the first reading of the products, c1 comes right (a move that reading saw half of).
      let productReads = 0;
      const docs = {
        scan: async (...args: Parameters<typeof storage.docs.scan>) => {
          const page = await storage.docs.scan(...args);
          if (args[0] === 'products' && ++productReads === 1)
            await storage.docs.put('products', 'c1', newProductDocument(product('c1', 4)));
          return page;
        },
      };
      const report = await checkStockSettled(docs, 10);
      expect(productReads).toBe(2);
      expect(report.differences.map((difference) => difference.productId)).toEqual(['c2']);
    } finally {
      await storage.close();
    }
  });
});
