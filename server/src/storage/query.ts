/**
 * The rules a DocumentQuery must keep, checked the same way by both adapters before it runs, so a
 * query SQLite would answer but Firestore would refuse (or answer without an index) fails in every
 * test, not first in production.
 */
import { arrayFields } from './indexes';
import type { CollectionName, DocumentQuery, QueryFilter, RangeOperator } from './port';

/** Firestore's limit on the values of one 'in' filter. */
export const MAX_IN_VALUES = 30;

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const RANGE_OPERATORS: readonly string[] = ['<', '<=', '>', '>='] satisfies RangeOperator[];

export const isRangeFilter = (filter: QueryFilter): filter is readonly [string, RangeOperator, string | number] =>
  RANGE_OPERATORS.includes(filter[1]);

function refuse(collection: CollectionName, problem: string): never {
  throw new Error(`Query of ${collection} refused: ${problem}`);
}

const isCount = (value: number | undefined): boolean =>
  value === undefined || (Number.isSafeInteger(value) && value >= 0);

export function checkQuery(
  collection: CollectionName,
  { where = [], orderBy, limit, offset, startAfter }: DocumentQuery,
): void {
  const fields = [...where.map(([field]) => field), ...(orderBy ? [orderBy.field] : [])];
  const badField = fields.find((field) => !FIELD_NAME.test(field));
  if (badField !== undefined) refuse(collection, `'${badField}' is not a top-level field name (letters and digits).`);

  const rangeFields = new Set(where.filter(isRangeFilter).map(([field]) => field));
  if (rangeFields.size > 1)
    refuse(collection, `range filters on ${[...rangeFields].join(' and ')}: at most one field may have them.`);
  const [rangeField] = [...rangeFields];
  if (rangeField !== undefined && orderBy && orderBy.field !== rangeField)
    refuse(collection, `a range on '${rangeField}' must be ordered by '${rangeField}'.`);

  const contains = where.filter(([, op]) => op === 'array-contains');
  if (contains.length > 1) refuse(collection, 'at most one array-contains filter.');
  const declared = arrayFields(collection);
  const undeclared = contains.find(([field]) => !declared.includes(field));
  if (undeclared) refuse(collection, `'${undeclared[0]}' is not an array field of storage/indexes.ts.`);

  for (const filter of where) {
    if (filter[1] === 'in' && (filter[2].length === 0 || filter[2].length > MAX_IN_VALUES))
      refuse(collection, `'in' needs 1 to ${MAX_IN_VALUES} values.`);
  }
  if (startAfter) {
    if (!orderBy) refuse(collection, 'startAfter needs an orderBy (the cursor is a value of its field and an id).');
    if (offset !== undefined) refuse(collection, 'startAfter and offset do not go together.');
    if (typeof startAfter.id !== 'string' || startAfter.id === '') refuse(collection, "startAfter's id must be an id.");
  }
  if (!isCount(limit) || limit === 0 || !isCount(offset))
    refuse(collection, 'limit must be a positive whole number and offset a whole number.');
}

/** A page of a scan: a positive whole number of documents, as a query's limit. */
export function checkPageLimit(collection: CollectionName, limit: number): void {
  if (!Number.isSafeInteger(limit) || limit <= 0) refuse(collection, 'limit must be a positive whole number.');
}
