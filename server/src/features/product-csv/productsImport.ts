/**
 * Reading the admin's product file (productsCsv.ts's columns) into a plan: which products it
 * creates, which it changes (and which fields), which it leaves as they are, and every bad row by
 * its line number. Rows are grouped by product id (a row without one is a new product, grouped by
 * name); a group's product fields are read from its first row. Each product is checked by the rules
 * of the product API (its body schema, checkProductFields, variantsAfter, the shop-wide SKU check),
 * so a file that plans cleanly is one the API accepts. Nothing here writes.
 */
import { isDeepStrictEqual } from 'node:util';
import Ajv from 'ajv';
import type { CatalogueProduct, CreateProductRequest, ProductStatus } from 'shared-contracts';
import { listingPrice, type ProductVariantInput, type UpdateProductRequest } from 'shared-contracts/catalogue';
import type { DocumentStore } from '../../storage/port';
import { createProductBodySchema } from '../products/createProduct';
import { checkCompareAtPrice, checkProductFields, type ImageHosts } from '../products/productFields';
import { refuseSkusOfOtherProducts, trimmedOptions, variantsAfter } from '../products/productVariants';
import { productOf, readRows, RowProblem, type FileProduct, type ImportProblem, type Row } from './productsCsvRows';

export interface ImportPreview {
  create: Array<{ line: number; name: string; variants: number }>;
  update: Array<{ line: number; id: string; name: string; fields: string[] }>;
  unchanged: Array<{ line: number; id: string; name: string }>;
  errors: ImportProblem[];
}

/** A product of the file, ready to send: the create body, or the id and the changes. */
export type PlannedWrite =
  | { kind: 'create'; line: number; body: CreateProductRequest; status: ProductStatus }
  | {
      kind: 'update';
      line: number;
      id: string;
      changes: UpdateProductRequest & { status?: ProductStatus };
      /** The product as the plan read it: what taking the write back returns it to. */
      before: CatalogueProduct;
    };

export interface ImportPlan {
  preview: ImportPreview;
  writes: PlannedWrite[];
}

export interface ImportDeps {
  imageHosts: ImageHosts;
  docs: Pick<DocumentStore, 'query'>;
  /** The stored product (storage itself, not a snapshot). */
  getProduct: (id: string) => Promise<CatalogueProduct | null>;
}

const ajv = new Ajv({ allErrors: false });
const validCreateBody = ajv.compile(createProductBodySchema);

/** The product API's checks, as messages instead of 400 answers. */
async function checkAsTheApiDoes(
  { body }: FileProduct,
  id: string,
  current: CatalogueProduct | null,
  deps: ImportDeps,
): Promise<void> {
  if (!validCreateBody(body)) {
    const [error] = validCreateBody.errors ?? [];
    throw new RowProblem(`body${error?.instancePath ?? ''} ${error?.message ?? 'is not a product'}`);
  }
  try {
    checkProductFields(body, deps.imageHosts);
    const sold = variantsAfter(
      trimmedOptions(body.options ?? []),
      body.variants ?? [],
      current?.variants ?? [],
      new Set(),
      deps.imageHosts,
    );
    checkCompareAtPrice(listingPrice({ price: body.price, variants: sold }), body.compareAtPrice);
    await refuseSkusOfOtherProducts(
      deps.docs,
      sold.map((variant) => variant.sku),
      id,
    );
  } catch (error) {
    throw new RowProblem((error as Error).message);
  }
}

/**
 * What an edit of `current` to the file's product changes. The file's variants replace the stored
 * ones with the same SKU; a stored variant the file leaves out stays as it is (and its option values).
 */
function changesOf(
  current: CatalogueProduct,
  { body, status, given }: FileProduct,
): UpdateProductRequest & { status?: ProductStatus } {
  const changes: UpdateProductRequest & { status?: ProductStatus } = {};
  const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);
  if (body.productName !== current.productName) changes.productName = body.productName;
  if (body.shortDesc !== current.shortDesc) changes.shortDesc = body.shortDesc;
  if (body.description !== current.description) changes.description = body.description;
  if (body.category !== current.category) changes.category = body.category;
  if (!same(body.images, current.images ?? [current.imgUrl])) changes.images = body.images;
  if (given.hsn && body.hsn !== current.hsn) changes.hsn = body.hsn;
  if (given.gstRatePercent && body.gstRatePercent !== current.gstRatePercent)
    changes.gstRatePercent = body.gstRatePercent;
  if (body.maxPerOrder !== current.maxPerOrder) changes.maxPerOrder = body.maxPerOrder ?? null;
  if (body.compareAtPrice !== current.compareAtPrice) changes.compareAtPrice = body.compareAtPrice ?? null;
  if (status !== current.status) changes.status = status;
  const fileVariants = body.variants ?? [];
  const storedVariants = current.variants ?? [];
  if (fileVariants.length === 0) {
    // A product the file sells without variants: its own price and stock (stored variants stay).
    if (storedVariants.length === 0) {
      if (body.price !== current.price) changes.price = body.price;
      if (given.stock && body.stock !== current.stock) changes.stock = body.stock;
    }
    return changes;
  }
  const options = (body.options ?? []).map((option) => {
    const stored = (current.options ?? []).find(({ name }) => name === option.name)?.values ?? [];
    return { name: option.name, values: [...stored, ...option.values.filter((value) => !stored.includes(value))] };
  });
  const variants: ProductVariantInput[] = [
    ...fileVariants.map((variant) => {
      const stored = storedVariants.find(({ sku }) => sku === variant.sku);
      return {
        ...variant,
        stock: variant.stock ?? stored?.stock ?? 0,
        status: variant.status ?? stored?.status ?? 'active',
      };
    }),
    ...storedVariants.filter(({ sku }) => !fileVariants.some((variant) => variant.sku === sku)),
  ];
  const normal = (list: readonly ProductVariantInput[]) =>
    list.map(({ images, ...variant }) => ({ ...variant, images: images ?? [] }));
  if (!same(options, current.options ?? []) || !same(normal(variants), normal(storedVariants))) {
    changes.options = options;
    changes.variants = variants;
  }
  return changes;
}

/**
 * The stored product a row without an id stands for, so importing a file of new products twice
 * adds them once: the product selling one of its SKUs, else the one with its name ('' for none).
 */
async function storedProductIdOf(group: readonly Row[], docs: Pick<DocumentStore, 'query'>): Promise<string> {
  const sku = group.map((row) => row.cell('SKU')).find(Boolean);
  const where = sku
    ? (['variantSkus', 'array-contains', sku] as const)
    : (['productName', '==', group[0]?.cell('Name') ?? ''] as const);
  const [found] = await docs.query('products', { where: [where], limit: 1 });
  return found?.id ?? '';
}

/** The plan for a file: the preview the admin sees, and the writes it makes when there are no errors. */
export async function planImport(text: string, deps: ImportDeps): Promise<ImportPlan> {
  const preview: ImportPreview = { create: [], update: [], unchanged: [], errors: [] };
  const writes: PlannedWrite[] = [];
  const rows = readRows(text);
  if (!Array.isArray(rows)) return { preview: { ...preview, errors: [rows] }, writes };
  const groups = new Map<string, [Row, ...Row[]]>();
  for (const row of rows) {
    const key = row.cell('Product id') ? `id:${row.cell('Product id')}` : `new:${row.cell('Name')}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const skuLines = new Map<string, number>();
  for (const group of groups.values()) {
    const line = group[0].line;
    try {
      const id = group[0].cell('Product id') || (await storedProductIdOf(group, deps.docs));
      for (const row of group) {
        const sku = row.cell('SKU');
        const earlier = skuLines.get(sku);
        if (sku && earlier !== undefined && earlier !== row.line)
          throw new RowProblem(`SKU ${sku} is also on line ${earlier}.`, row.line);
        skuLines.set(sku, row.line);
      }
      const product = productOf(group);
      const current = id ? await deps.getProduct(id) : null;
      if (id && !current) throw new RowProblem(`There is no product ${id}; leave the id blank to add a new one.`);
      await checkAsTheApiDoes(product, id, current, deps);
      const name = product.body.productName;
      if (!current) {
        preview.create.push({ line, name, variants: product.body.variants?.length ?? 0 });
        writes.push({ kind: 'create', line, body: product.body, status: product.status });
        continue;
      }
      const changes = changesOf(current, product);
      const fields = Object.keys(changes);
      if (fields.length === 0) preview.unchanged.push({ line, id, name });
      else {
        preview.update.push({ line, id, name, fields });
        writes.push({ kind: 'update', line, id, changes, before: current });
      }
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      preview.errors.push({ line: error.line ?? line, message: error.message });
    }
  }
  return { preview, writes };
}
