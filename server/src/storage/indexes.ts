/**
 * The indexes behind every DocumentStore.query the server makes: one list for both adapters.
 * SQLite creates each as an expression index over `json_extract(data, '$.<field>')` (plus `id`,
 * the tie-break), and an array field as a side table kept by triggers; Firestore builds
 * single-field indexes itself and needs the composite ones (two fields or more) deployed from
 * firestore.indexes.json, which a test keeps equal to `firestoreIndexes()`.
 */
import type { CollectionName } from './port';

export type IndexedField = { field: string; order: 'asc' | 'desc' } | { field: string; contains: true };

export interface StorageIndex {
  collection: CollectionName;
  fields: readonly IndexedField[];
  /** The query it serves. */
  serves: string;
}

const asc = (field: string): IndexedField => ({ field, order: 'asc' });
const desc = (field: string): IndexedField => ({ field, order: 'desc' });
const contains = (field: string): IndexedField => ({ field, contains: true });

export const STORAGE_INDEXES: readonly StorageIndex[] = [
  {
    collection: 'orders',
    fields: [asc('uid'), asc('status'), desc('createdAt')],
    serves: "a shopper's orders newest first; their paid orders",
  },
  {
    collection: 'orders',
    fields: [asc('status'), desc('createdAt')],
    serves: "the admin's orders of one status and their count",
  },
  {
    collection: 'orders',
    fields: [asc('status'), asc('paymentMethod')],
    serves: 'orders of one status paid one way, counted (collected cash-on-delivery orders do not wait to ship)',
  },
  {
    collection: 'orders',
    fields: [asc('status'), asc('nextCheckAt')],
    serves: 'unsettled orders whose provider check is due (reconciler)',
  },
  {
    collection: 'orders',
    fields: [asc('status'), asc('expiresAt')],
    serves: 'pending and failed orders past their expiry (sweep)',
  },
  {
    collection: 'orders',
    fields: [asc('uid'), asc('status'), contains('productIds')],
    serves: "a shopper's paid orders with a product (verified purchase)",
  },
  { collection: 'orders', fields: [desc('createdAt')], serves: 'every order newest first (admin); a date range (CSV)' },
  { collection: 'orders', fields: [asc('mailDueAt')], serves: 'paid orders whose mails are due (mail outbox)' },
  { collection: 'orders', fields: [asc('paidAt')], serves: 'orders paid in the last 30 days (sales)' },
  { collection: 'orders', fields: [contains('productIds')], serves: 'orders with a product (delete product)' },
  {
    collection: 'orders',
    fields: [asc('status'), contains('searchKeys'), desc('createdAt')],
    serves: "the admin's search of one status: order number or e-mail, newest first, and its count",
  },
  {
    collection: 'orders',
    fields: [contains('searchKeys'), desc('createdAt')],
    serves: "the admin's search of every order: order number or e-mail, newest first",
  },
  {
    collection: 'orders',
    fields: [contains('imageNames')],
    serves: 'orders whose lines show a stored upload (uploads sweep)',
  },
  {
    collection: 'products',
    fields: [asc('status'), asc('stock')],
    serves: 'active products with few units, fewest first (admin dashboard low stock)',
  },
  {
    collection: 'products',
    fields: [contains('imageNames')],
    serves: 'products that show a stored upload (uploads sweep)',
  },
  {
    collection: 'products',
    fields: [contains('variantSkus')],
    serves: 'the product selling a SKU (shop-wide SKU check)',
  },
  {
    collection: 'orders',
    fields: [asc('queryFieldsVersion')],
    serves: 'orders with the current query fields, counted (query-fields migration, uploads sweep)',
  },
];

const isArrayField = (field: IndexedField): boolean => 'contains' in field;

/** The array fields `array-contains` may filter on, per collection. */
export function arrayFields(collection: CollectionName): string[] {
  const fields = STORAGE_INDEXES.filter((index) => index.collection === collection).flatMap((index) =>
    index.fields.filter(isArrayField).map(({ field }) => field),
  );
  return [...new Set(fields)];
}

/** The indexes SQLite builds as expression indexes: every one without an array field (those use the side table). */
export const sqliteExpressionIndexes = (): StorageIndex[] =>
  STORAGE_INDEXES.filter((index) => !index.fields.some(isArrayField));

export interface FirestoreIndexFile {
  indexes: Array<{
    collectionGroup: string;
    queryScope: 'COLLECTION';
    fields: Array<
      { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' } | { fieldPath: string; arrayConfig: 'CONTAINS' }
    >;
  }>;
  fieldOverrides: [];
}

/** firestore.indexes.json as it must read: the composite indexes (Firestore makes single-field ones itself). */
export function firestoreIndexes(): FirestoreIndexFile {
  return {
    indexes: STORAGE_INDEXES.filter((index) => index.fields.length > 1).map((index) => ({
      collectionGroup: index.collection,
      queryScope: 'COLLECTION' as const,
      fields: index.fields.map((field) =>
        'contains' in field
          ? { fieldPath: field.field, arrayConfig: 'CONTAINS' as const }
          : { fieldPath: field.field, order: field.order === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const) },
      ),
    })),
    fieldOverrides: [],
  };
}
