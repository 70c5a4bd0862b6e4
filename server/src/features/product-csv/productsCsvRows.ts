/**
 * The admin's product file (productsCsv.ts's columns) read into products: its rows with their line
 * numbers, each cell un-guarded (plainCell), and one product of a group of rows, its fields from the
 * first row and a variant from each row naming a SKU. A cell that cannot be read is a RowProblem
 * naming its line; the API's own rules are checked afterwards (productsImport.ts).
 */
import { parse } from 'csv-parse/sync';
import type { CreateProductRequest, ProductOption, ProductStatus } from 'shared-contracts';
import type { ProductVariantInput } from 'shared-contracts/catalogue';
import type { GstRate } from 'shared-contracts/gst';
import { plainCell } from '../order-reports/csvCell';
import { LATER_PRODUCT_CSV_COLUMNS, PICTURE_SEPARATOR, PRODUCT_CSV_COLUMNS } from './productsCsv';

type Column = (typeof PRODUCT_CSV_COLUMNS)[number];

export interface ImportProblem {
  line: number;
  message: string;
}

export interface Row {
  line: number;
  cell: (column: Column) => string;
}

/** A reason a product of the file cannot be imported, and the line it is on (else its first). */
export class RowProblem extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/** The file's rows with their first line numbers, or the problem that stops reading it. */
export function readRows(text: string): Row[] | ImportProblem {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // One kind of line break: csv-parse counts the lines of a CRLF file unevenly.
    records = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { line, message: `This is not a CSV file the shop can read: ${(error as Error).message}` };
  }
  const [head, ...body] = records;
  if (!head) return { line: 1, message: 'The file is empty.' };
  const at = new Map(head.record.map((name, index) => [name.trim(), index]));
  const missing = PRODUCT_CSV_COLUMNS.filter((column) => !at.has(column) && !LATER_PRODUCT_CSV_COLUMNS.has(column));
  if (missing.length > 0) return { line: 1, message: `The header lacks the columns ${missing.join(', ')}.` };
  return body.map(({ record, info }) => {
    // csv-parse counts to the record's last line; a quoted cell may span several.
    const spanned = record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);
    return { line: info.lines - spanned, cell: (column) => plainCell((record[at.get(column) ?? -1] ?? '').trim()) };
  });
}

const NUMBER = /^\d+(?:\.\d+)?$/;

function numberIn(row: Row, column: Column): number | undefined {
  const cell = row.cell(column);
  if (cell === '') return undefined;
  if (!NUMBER.test(cell)) throw new RowProblem(`${column} must be a number (it is "${cell}").`, row.line);
  return Number(cell);
}

function statusIn(row: Row, column: Column): ProductStatus | undefined {
  const cell = row.cell(column).toLowerCase();
  if (cell === '') return undefined;
  if (cell !== 'active' && cell !== 'archived') throw new RowProblem(`${column} must be active or archived.`, row.line);
  return cell;
}

const picturesIn = (row: Row, column: Column): string[] => row.cell(column).split(PICTURE_SEPARATOR).filter(Boolean);

const optionColumns = (index: number) =>
  [`Option ${index + 1} name`, `Option ${index + 1} value`] as unknown as [Column, Column];

export interface FileProduct {
  body: CreateProductRequest;
  status: ProductStatus;
  /** Whether the file gave these (a blank cell leaves the stored value as it is). */
  given: { stock: boolean; hsn: boolean; gstRatePercent: boolean };
}

export function productOf(rows: readonly [Row, ...Row[]]): FileProduct {
  const [first] = rows;
  const variantRows = rows.filter((row) => row.cell('SKU') !== '');
  if (variantRows.length > 0 && variantRows.length < rows.length)
    throw new RowProblem('Either every row of a product names a SKU, or it has one row without.');
  const options: ProductOption[] = [];
  for (let index = 0; index < 3; index += 1) {
    const [nameColumn] = optionColumns(index);
    const name = variantRows[0]?.cell(nameColumn) ?? '';
    if (name) options.push({ name, values: [] });
  }
  const variants: ProductVariantInput[] = variantRows.map((row) => {
    const optionValues = options.map((option, index) => {
      const [nameColumn, valueColumn] = optionColumns(index);
      if (row.cell(nameColumn) !== option.name)
        throw new RowProblem(`${nameColumn} must be "${option.name}", as on line ${first.line}.`, row.line);
      const value = row.cell(valueColumn);
      if (!option.values.includes(value)) option.values.push(value);
      return value;
    });
    const price = numberIn(row, 'Variant price (INR)');
    if (price === undefined) throw new RowProblem('Variant price (INR) is missing.', row.line);
    const compareAtPrice = numberIn(row, 'Variant compare-at price (INR)');
    const stock = numberIn(row, 'Variant stock');
    const status = statusIn(row, 'Variant status');
    const images = picturesIn(row, 'Variant pictures');
    return {
      sku: row.cell('SKU'),
      optionValues,
      price,
      ...(compareAtPrice === undefined ? {} : { compareAtPrice }),
      ...(stock === undefined ? {} : { stock }),
      ...(status === undefined ? {} : { status }),
      ...(images.length > 0 ? { images } : {}),
    };
  });
  const images = picturesIn(first, 'Pictures');
  const price =
    variants.length > 0 ? Math.min(...variants.map((variant) => variant.price)) : numberIn(first, 'Price (INR)');
  if (price === undefined) throw new RowProblem('Price (INR) is missing.');
  const stock = variants.length > 0 ? undefined : numberIn(first, 'Stock');
  const compareAtPrice = numberIn(first, 'Compare-at price (INR)');
  const maxPerOrder = numberIn(first, 'Max per order');
  const gstRatePercent = numberIn(first, 'GST rate (%)');
  const hsn = first.cell('HSN');
  const body = {
    productName: first.cell('Name'),
    shortDesc: first.cell('Short description'),
    description: first.cell('Description'),
    category: first.cell('Category'),
    price,
    imgUrl: images[0] ?? '',
    images,
    ...(stock === undefined ? {} : { stock }),
    ...(compareAtPrice === undefined ? {} : { compareAtPrice }),
    ...(maxPerOrder === undefined ? {} : { maxPerOrder }),
    ...(hsn ? { hsn } : {}),
    ...(gstRatePercent === undefined ? {} : { gstRatePercent: gstRatePercent as GstRate }),
    ...(options.length > 0 ? { options, variants } : {}),
  } as CreateProductRequest;
  return {
    body,
    status: statusIn(first, 'Status') ?? 'active',
    given: { stock: stock !== undefined, hsn: hsn !== '', gstRatePercent: gstRatePercent !== undefined },
  };
}
