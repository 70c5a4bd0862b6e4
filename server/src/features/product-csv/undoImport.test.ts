import type { DocumentStore, StoragePort } from '../../storage/port';
import { ADAPTERS } from '../../storage/testing/harnesses';
import { createProductWriter } from '../products/productsRepository';
import { takeUnits } from '../products/stock';
import { PARTLY_UNDONE_MESSAGE, UNDONE_MESSAGE, type ImportResult } from './routes';
import { edited, fileOf, productCsvShop, rowsOf, storedProducts } from './test-support';
import { UNDO_MESSAGES } from './undoImport';
import { EDITED_SINCE_MESSAGE } from '../products/updateProduct';

type Meanwhile = (docs: DocumentStore) => Promise<void>;

describe.each(ADAPTERS)('a product file stopped during its apply, on %s', (_kind, makeHarness) => {
  /** What another admin or a shopper does just after the import's first product write lands. */
  let meanwhile: Meanwhile | null = null;
  const docsOf = (storage: StoragePort): DocumentStore =>
    new Proxy(storage.docs, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (key !== 'mutateAll') return typeof value === 'function' ? value.bind(target) : value;
        return async (...args: Parameters<DocumentStore['mutateAll']>) => {
          const stored = await target.mutateAll(...args);
          const step = meanwhile;
          if (step && args[0].some(({ collection }) => collection === 'products')) {
            meanwhile = null;
            await step(target);
          }
          return stored;
        };
      },
    });
  const { store, importCsv, exported } = productCsvShop(makeHarness, docsOf);
  afterEach(() => {
    meanwhile = null;
  });

  /** The export with the sofa renamed, SOFA-3 at 5 units, a new variant, and a new bench before the stool. */
  const importedFile = async (): Promise<string> => {
    const rows = rowsOf(
      edited(edited(await exported(), 'sofa', 'Name', 'Sofa II'), 'stool', 'Short description', 'Tall'),
    );
    const [header, threeSeater, fiveSeater, stool] = rows as [string[], string[], string[], string[]];
    const column = (name: string) => rows[0]!.indexOf(name);
    const withCell = (cells: string[], name: string, value: string) =>
      cells.map((cell, index) => (index === column(name) ? value : cell));
    const threeSeaterOf5 = withCell(threeSeater, 'Variant stock', '5');
    const walnut = withCell(withCell(threeSeater, 'SKU', 'SOFA-3W'), 'Option 2 value', 'Walnut');
    const bench = ['', 'Mango Bench', ...stool.slice(2)];
    return fileOf([header, threeSeaterOf5, walnut, fiveSeater, bench, stool]);
  };
  const deleteStool: Meanwhile = async (docs) => {
    expect(await createProductWriter(docs).delete('stool')).toBe(true);
  };
  const sellOneSofa3: Meanwhile = async (docs) => {
    await docs.mutate(
      'products',
      'sofa',
      (current) => takeUnits({ id: 'sofa', quantity: 1, variantSku: 'SOFA-3' }, current).next,
    );
  };
  const productNames = async (storage: StoragePort) =>
    (await storedProducts(storage)).map(({ data }) => data.productName);

  it('takes back every write made before the refused one, keeping the units sold meanwhile, and says which line', async () => {
    const csv = await importedFile();
    expect((await importCsv(csv, true)).json<ImportResult>()).toMatchObject({
      create: [{ line: 5, name: 'Mango Bench' }],
      update: [
        { line: 2, id: 'sofa' },
        { line: 7, id: 'stool' },
      ],
      errors: [],
    });
    const { storage } = store();
    const sofaBefore = (await createProductWriter(storage.docs).get('sofa'))!;
    meanwhile = async (docs) => {
      await sellOneSofa3(docs);
      await deleteStool(docs);
    };
    const response = await importCsv(csv, false);
    expect(response.statusCode).toBe(409);
    expect(response.json<ImportResult & { message: string }>()).toMatchObject({
      message: UNDONE_MESSAGE,
      applied: false,
      errors: [{ line: 7, message: "No product with id 'stool' is sold here." }],
    });
    expect(await productNames(storage)).toEqual(['Sheesham Sofa']);
    const sofa = (await createProductWriter(storage.docs).get('sofa'))!;
    // 3 units before, 5 imported, 1 sold since: taking the import back leaves 2.
    expect(sofa.variants?.map(({ sku, stock }) => [sku, stock])).toEqual([
      ['SOFA-3', 2],
      ['SOFA-5', 1],
    ]);
    expect({ ...sofa, variants: undefined, stock: 0, updatedAt: '' }).toEqual({
      ...sofaBefore,
      variants: undefined,
      stock: 0,
      updatedAt: '',
    });
    // The SKU the file added is free again.
    const writer = createProductWriter(storage.docs);
    expect(
      await writer.create({
        ...sofaBefore,
        id: 'other',
        productName: 'Other',
        variants: [{ ...sofa.variants![0]!, sku: 'SOFA-3W' }],
      }),
    ).toBe(true);
  });

  it('keeps an edit another admin made meanwhile, and lists its line as not taken back', async () => {
    const csv = await importedFile();
    const { storage } = store();
    meanwhile = async (docs) => {
      await createProductWriter(docs).update('sofa', (sofa) => ({
        ...sofa,
        productName: 'Sofa by Ravi',
        updatedAt: '2030-01-01T00:00:00.000Z',
      }));
      await deleteStool(docs);
    };
    const response = await importCsv(csv, false);
    expect(response.statusCode).toBe(409);
    expect(response.json<ImportResult & { message: string }>()).toMatchObject({
      message: PARTLY_UNDONE_MESSAGE,
      errors: [
        { line: 7, message: "No product with id 'stool' is sold here." },
        { line: 2, message: UNDO_MESSAGES.editedSince },
      ],
    });
    expect(await productNames(storage)).toEqual(['Sofa by Ravi']);
  });

  it('refuses a write onto a product an admin edited after the file was checked, and takes back the rest', async () => {
    const csv = await importedFile();
    const { storage } = store();
    meanwhile = async (docs) => {
      await createProductWriter(docs).update('stool', (stool) => ({
        ...stool,
        price: 2799,
        updatedAt: '2030-01-01T00:00:00.000Z',
      }));
    };
    const response = await importCsv(csv, false);
    expect(response.statusCode).toBe(409);
    expect(response.json<ImportResult>().errors).toEqual([{ line: 7, message: EDITED_SINCE_MESSAGE }]);
    const stored = await storedProducts(storage);
    expect(stored.map(({ data }) => [data.productName, data.price, data.shortDesc])).toEqual([
      ['Sheesham Sofa', 40000, 'Small'],
      ['=HYPERLINK("http://evil.example","Teak Stool")', 2799, 'Small'],
    ]);
  });

  it('goes on through a shopper’s order placed during the apply: units moved are not an edit', async () => {
    const csv = await importedFile();
    const { storage } = store();
    meanwhile = async (docs) => {
      await docs.mutate('products', 'stool', (current) => takeUnits({ id: 'stool', quantity: 1 }, current).next);
    };
    const response = await importCsv(csv, false);
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportResult>()).toMatchObject({ applied: true, errors: [] });
    const stool = (await createProductWriter(storage.docs).get('stool'))!;
    expect([stool.shortDesc, stool.stock]).toEqual(['Tall', 1]);
  });
});
