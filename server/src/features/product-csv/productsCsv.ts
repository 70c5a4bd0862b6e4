/**
 * The admin's product file: every product as CSV (UTF-8 with BOM, RFC 4180, formula-safe: the
 * orders export's csvCell), one row per variant, or one row for a product without variants. Each
 * row repeats its product's fields, so a spreadsheet can sort or filter rows without losing them.
 * Pictures are one cell, separated by spaces (a picture's address holds none).
 */
import type { CatalogueProduct, ProductVariant } from 'shared-contracts';
import { MAX_PRODUCT_OPTIONS } from 'shared-contracts/catalogue';
import { csvRow, UTF8_BOM } from '../order-reports/csvCell';

const optionColumns = Array.from({ length: MAX_PRODUCT_OPTIONS }, (_, index) => [
  `Option ${index + 1} name`,
  `Option ${index + 1} value`,
]).flat();

export const PRODUCT_CSV_COLUMNS = [
  'Product id',
  'Name',
  'Category',
  'Short description',
  'Description',
  'Price (INR)',
  'Compare-at price (INR)',
  'Stock',
  'Max per order',
  'HSN',
  'GST rate (%)',
  'Status',
  'Pictures',
  ...optionColumns,
  'SKU',
  'Variant price (INR)',
  'Variant compare-at price (INR)',
  'Variant stock',
  'Variant status',
  'Variant pictures',
] as const;

/** Columns added since the first files: a file exported before them still imports (read as empty). */
export const LATER_PRODUCT_CSV_COLUMNS: ReadonlySet<string> = new Set(['Variant compare-at price (INR)']);

/** The start of the file: the BOM and the header row. */
export const PRODUCTS_CSV_HEAD = `${UTF8_BOM}${csvRow(PRODUCT_CSV_COLUMNS)}`;

export const PICTURE_SEPARATOR = ' ';

const numberCell = (value: number | undefined): string => (value === undefined ? '' : String(value));

function productCells(product: CatalogueProduct): string[] {
  const hasVariants = (product.variants ?? []).length > 0;
  return [
    product.id,
    product.productName,
    product.category,
    product.shortDesc,
    product.description,
    // With variants, the product's price and stock are theirs: the variant columns say them.
    hasVariants ? '' : String(product.price),
    numberCell(product.compareAtPrice),
    hasVariants ? '' : String(product.stock),
    numberCell(product.maxPerOrder),
    product.hsn ?? '',
    numberCell(product.gstRatePercent),
    product.status,
    (product.images ?? [product.imgUrl]).join(PICTURE_SEPARATOR),
  ];
}

function variantCells(product: CatalogueProduct, variant: ProductVariant | null): string[] {
  const options = product.options ?? [];
  const choices = Array.from({ length: MAX_PRODUCT_OPTIONS }, (_, index) =>
    variant && options[index] ? [options[index].name, variant.optionValues[index] ?? ''] : ['', ''],
  ).flat();
  if (!variant) return [...choices, '', '', '', '', '', ''];
  return [
    ...choices,
    variant.sku,
    String(variant.price),
    numberCell(variant.compareAtPrice),
    String(variant.stock),
    variant.status,
    (variant.images ?? []).join(PICTURE_SEPARATOR),
  ];
}

/** A product's rows: one per variant, or one for a product without variants. */
export function productCsvRows(product: CatalogueProduct): string {
  const own = productCells(product);
  const variants = product.variants ?? [];
  if (variants.length === 0) return csvRow([...own, ...variantCells(product, null)]);
  return variants.map((variant) => csvRow([...own, ...variantCells(product, variant)])).join('');
}

export const productsCsvFileName = (date: string): string => `products-${date}.csv`;
