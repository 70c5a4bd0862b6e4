/**
 * The product file tests' shop (a stool without variants, a sofa with two) and the admin's calls:
 * export, import (dry run or not), and files edited as a spreadsheet would edit them.
 */
import { parse } from 'csv-parse/sync';
import type { CatalogueProduct } from 'shared-contracts';
import { csvRow } from '../order-reports/csvCell';
import type { StoragePort } from '../../storage/port';
import type { StorageHarness } from '../../storage/testing/contract-context';
import { storeForEachTest } from '../../storage/testing/harnesses';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { asUser, seedAccounts } from '../admin/test-support';
import { PRODUCT_CSV_PATHS } from './routes';
import { createProductWriter } from '../products/productsRepository';
import { PRODUCT_CSV_COLUMNS } from './productsCsv';
import { toProduct } from '../products/productRecord';
import { storedProduct } from '../products/test-support';

export const PICTURE = 'http://localhost:4000/uploads/s.png';
export const OTHER_PICTURE = 'http://localhost:4000/uploads/t.png';

/** The products tests' stool, as stored, with `fields` changed. */
const product = (id: string, fields: Partial<CatalogueProduct>): CatalogueProduct => ({
  ...toProduct(id, storedProduct()),
  ...fields,
});

export const STOOL = product('stool', {
  // A spreadsheet would run these as formulas, were they not guarded.
  productName: '=HYPERLINK("http://evil.example","Teak Stool")',
  description: 'Sturdy, -5° proof,\nand oiled "twice".',
  hsn: '9403',
  gstRatePercent: 18,
  compareAtPrice: 2999,
});
export const SOFA = product('sofa', {
  productName: 'Sheesham Sofa',
  category: 'Sofa',
  images: [PICTURE, OTHER_PICTURE],
  options: [
    { name: 'Size', values: ['3-seater', '5-seater'] },
    { name: 'Finish', values: ['Teak'] },
  ],
  variants: [
    { sku: 'SOFA-3', optionValues: ['3-seater', 'Teak'], price: 40000, stock: 3, status: 'active' },
    {
      sku: 'SOFA-5',
      optionValues: ['5-seater', 'Teak'],
      price: 52000,
      compareAtPrice: 60000,
      stock: 1,
      status: 'active',
      images: [OTHER_PICTURE],
    },
  ],
});

/** The products as stored, with every field the storage keeps. */
export const storedProducts = async (storage: StoragePort) =>
  (await storage.docs.list('products')).sort((a, b) => (a.id < b.id ? -1 : 1));

export type CsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The file's rows (header first) as cells, as a spreadsheet holds them. */
export const rowsOf = (csv: string): string[][] => parse(csv, { bom: true });
export const fileOf = (rows: readonly string[][]): string => rows.map(csvRow).join('');
/** The file with the cell in `column` of every row of product `id` replaced by `value`. */
export const edited = (csv: string, id: string, column: CsvColumn, value: string): string =>
  fileOf(
    rowsOf(csv).map((cells) =>
      cells[0] === id
        ? cells.map((cell, index) => (index === PRODUCT_CSV_COLUMNS.indexOf(column) ? value : cell))
        : cells,
    ),
  );

/**
 * Per test: a store, the app on it with the admin, a shopper, the stool and the sofa. `docsOf`
 * gives the app its documents (the store's own by default), for a test that steps in between writes.
 */
export function productCsvShop(
  makeHarness: () => StorageHarness,
  docsOf?: (storage: StoragePort) => StoragePort['docs'],
) {
  let fixture: AppFixture;
  // Before the store's own hooks: the app (its change feed) stops before the store closes.
  afterEach(async () => {
    await fixture.app.close();
  });
  const store = storeForEachTest(makeHarness);

  const exportCsv = async (uid = 'admin') =>
    fixture.app.inject({ method: 'GET', url: PRODUCT_CSV_PATHS.export, headers: asUser(uid) });
  const importCsv = async (csv: string, dryRun: boolean, uid = 'admin') =>
    fixture.app.inject({
      method: 'POST',
      url: `${PRODUCT_CSV_PATHS.import}${dryRun ? '?dryRun=1' : ''}`,
      headers: { ...asUser(uid), 'content-type': 'text/csv' },
      payload: csv,
    });
  const exported = async (): Promise<string> => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  beforeEach(async () => {
    const { storage } = store();
    fixture = makeApp({ storage: docsOf ? { ...storage, docs: docsOf(storage) } : storage });
    await seedAccounts(storage);
    const writer = createProductWriter(storage.docs);
    await writer.create(STOOL);
    await writer.create(SOFA);
  });
  return { store, app: () => fixture.app, exportCsv, importCsv, exported };
}
