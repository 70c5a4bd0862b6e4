import { ADAPTERS } from '../../storage/testing/harnesses';
import { PRODUCT_CSV_PATHS, BAD_ROWS_MESSAGE, type ImportResult } from './routes';
import { createProductWriter } from '../products/productsRepository';
import { PRODUCT_CSV_COLUMNS } from './productsCsv';
import { asUser } from '../admin/test-support';
import { edited, fileOf, OTHER_PICTURE, productCsvShop, rowsOf, STOOL, storedProducts } from './test-support';

describe.each(ADAPTERS)('the admin’s product CSV on %s', (_kind, makeHarness) => {
  const { store, app, exportCsv, importCsv, exported } = productCsvShop(makeHarness);
  it('exports one row per variant (one for a product without), formula-safe, to admins only', async () => {
    expect((await exportCsv('shopper')).statusCode).toBe(403);
    const response = await exportCsv();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(PRODUCT_CSV_COLUMNS.join(','));
    expect(lines.filter((line) => line.startsWith('sofa,'))).toEqual([
      expect.stringContaining(',Size,3-seater,Finish,Teak,,,SOFA-3,40000,,3,active,'),
      expect.stringContaining(`,Size,5-seater,Finish,Teak,,,SOFA-5,52000,60000,1,active,${OTHER_PICTURE}`),
    ]);
    // The name that is a formula starts with a quote, so a spreadsheet shows it as text.
    expect(response.body).toContain(`stool,"'=HYPERLINK(""http://evil.example"",""Teak Stool"")",Chair`);
    expect(response.body).toContain(`"Sturdy,' -5° proof,\nand oiled ""twice""."`);
  });

  it('reads back its own export as unchanged, and importing it changes nothing', async () => {
    const csv = await exported();
    const before = await storedProducts(store().storage);
    const preview = await importCsv(csv, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<ImportResult>()).toEqual({
      create: [],
      update: [],
      unchanged: [
        { line: 2, id: 'sofa', name: 'Sheesham Sofa' },
        { line: 4, id: 'stool', name: STOOL.productName },
      ],
      errors: [],
      applied: false,
    });
    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(200);
    expect(applied.json<ImportResult>()).toMatchObject({ update: [], create: [], errors: [], applied: true });
    expect(await storedProducts(store().storage)).toEqual(before);
  });

  it('reports a bad row by its line and applies nothing, not even the good rows', async () => {
    const csv = edited(
      edited(await exported(), 'sofa', 'Variant price (INR)', 'lots'),
      'stool',
      'Short description',
      'Taller',
    );
    const before = await storedProducts(store().storage);
    const preview = await importCsv(csv, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<ImportResult>()).toMatchObject({
      update: [{ line: 4, id: 'stool', fields: ['shortDesc'] }],
      errors: [{ line: 2, message: 'Variant price (INR) must be a number (it is "lots").' }],
    });
    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(400);
    expect(applied.json<ImportResult & { message: string }>()).toMatchObject({
      message: BAD_ROWS_MESSAGE,
      applied: false,
      errors: [{ line: 2 }],
    });
    expect(await storedProducts(store().storage)).toEqual(before);
  });

  it('checks rows by the product API’s rules (a GST rate it refuses, a category it does not know)', async () => {
    const csv = edited(edited(await exported(), 'stool', 'GST rate (%)', '7'), 'sofa', 'Category', 'Spaceship');
    const { errors } = (await importCsv(csv, true)).json<ImportResult>();
    expect(errors).toEqual([
      { line: 2, message: expect.stringContaining('category') },
      { line: 4, message: expect.stringContaining('gstRatePercent') },
    ]);
  });

  it('applies a change (a variant’s price, a new variant, a product’s name), keeps the variants left out, and a second import changes nothing', async () => {
    const [header, threeSeater] = rowsOf(await exported());
    const at = (column: (typeof PRODUCT_CSV_COLUMNS)[number]) => PRODUCT_CSV_COLUMNS.indexOf(column);
    const withCells = (cells: string[], changes: Array<[(typeof PRODUCT_CSV_COLUMNS)[number], string]>) =>
      cells.map((cell, index) => changes.find(([column]) => at(column) === index)?.[1] ?? cell);
    // The file names SOFA-3 (repriced) and the new SOFA-3W, not SOFA-5, which stays as it is.
    const csv = fileOf([
      header!,
      withCells(threeSeater!, [
        ['Name', 'Sheesham Sofa II'],
        ['Variant price (INR)', '39000'],
        ['Variant compare-at price (INR)', '45000'],
      ]),
      withCells(threeSeater!, [
        ['Name', 'Sheesham Sofa II'],
        ['Option 2 value', 'Walnut'],
        ['SKU', 'SOFA-3W'],
        ['Variant price (INR)', '41000'],
        ['Variant stock', '2'],
      ]),
    ]);
    const preview = (await importCsv(csv, true)).json<ImportResult>();
    expect(preview).toMatchObject({
      update: [{ line: 2, id: 'sofa', fields: ['productName', 'options', 'variants'] }],
      errors: [],
    });
    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(200);
    const stored = (await createProductWriter(store().storage.docs).get('sofa'))!;
    expect(stored.productName).toBe('Sheesham Sofa II');
    expect(stored.options).toEqual([
      { name: 'Size', values: ['3-seater', '5-seater'] },
      { name: 'Finish', values: ['Teak', 'Walnut'] },
    ]);
    expect(
      stored.variants?.map(({ sku, price, compareAtPrice, stock }) => [sku, price, compareAtPrice, stock]),
    ).toEqual([
      ['SOFA-3', 39000, 45000, 3],
      ['SOFA-3W', 41000, undefined, 2],
      ['SOFA-5', 52000, 60000, 1],
    ]);
    const after = await storedProducts(store().storage);
    expect((await importCsv(csv, false)).json<ImportResult>()).toMatchObject({ update: [], errors: [] });
    expect(await storedProducts(store().storage)).toEqual(after);
  });

  it('still reads a file exported before the variant compare-at column', async () => {
    const column = PRODUCT_CSV_COLUMNS.indexOf('Variant compare-at price (INR)');
    const rows = rowsOf(await exported()).map((cells) => cells.filter((_, index) => index !== column));
    const preview = (await importCsv(fileOf(rows), true)).json<ImportResult>();
    expect(preview.errors).toEqual([]);
    expect(preview.update.map(({ id }) => id)).toEqual(['sofa']);
  });

  it('adds a product from a row without an id, once however often the file is imported', async () => {
    const rows = rowsOf(await exported());
    const stoolRow = rows.find((cells) => cells[0] === 'stool')!;
    const csv = fileOf([rows[0]!, ['', 'Mango Bench', ...stoolRow.slice(2)]]);
    expect((await importCsv(csv, true)).json<ImportResult>()).toMatchObject({
      create: [{ line: 2, name: 'Mango Bench', variants: 0 }],
    });
    expect((await importCsv(csv, false)).statusCode).toBe(200);
    expect((await importCsv(csv, false)).json<ImportResult>()).toMatchObject({
      create: [],
      unchanged: [{ line: 2, name: 'Mango Bench' }],
    });
    const names = (await storedProducts(store().storage)).map(({ data }) => data.productName);
    expect(names.filter((name) => name === 'Mango Bench')).toHaveLength(1);
  });

  it('refuses a shopper, and a body that is not CSV', async () => {
    expect((await importCsv(await exported(), true, 'shopper')).statusCode).toBe(403);
    const json = await app().inject({
      method: 'POST',
      url: PRODUCT_CSV_PATHS.import,
      headers: asUser('admin'),
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(400);
  });
});
