/**
 * The storage port: the only way the server reads and writes data (ARCHITECTURE §5).
 *
 * Collections mirror the document store of the spec (`users/{uid}`, `carts/{uid}`, `products/{id}`,
 * `admins/{uid}`, plus `orders/{orderId}`, `wishlists/{uid}`, `reviews/{reviewId}`, `uploads/{storedName}`,
 * the products that claimed a stored upload, `migrations/{id}`, the data migrations run,
 * `delivery/table`, the seller's delivery rules, `leases/{job}`, which instance runs a periodic job
 * now, `settings/gst`, the seller's GST facts, `invoices/{orderId}` and `creditNotes/{orderId}`, the
 * tax documents issued, `documentSeries/{series}`, the last serial of each series and financial
 * year, `coupons/{CODE}`, the admin's discount codes, and `couponUses/{CODE~uid}`, a shopper's paid
 * uses of one, and `addresses/{uid}`, a shopper's address book). Every adapter (SQLite, Firestore) stores JSON documents under those names and passes one contract test suite
 * (storage/testing/contract.ts). Everything is async so a networked store fits the same interface.
 */
import type { AdminRecord, Role, UserRecord } from 'shared-contracts';

export const COLLECTIONS = [
  'users',
  'carts',
  'products',
  'admins',
  'orders',
  'wishlists',
  'reviews',
  'uploads',
  'migrations',
  'delivery',
  'leases',
  'settings',
  'invoices',
  'creditNotes',
  'documentSeries',
  'coupons',
  'couponUses',
  'addresses',
  'skus',
] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

/**
 * A stored document: plain JSON. Because Firestore is one of the stores: no array directly inside
 * an array, no top-level field named `_createdAt` (the Firestore adapter's hidden creation time),
 * and ids without '/' (not '.', '..' or __x__, at most 1500 bytes).
 */
export type DocumentData = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | DocumentData;

/**
 * Low-level document access for any collection. Typed repositories (users, admins, and later
 * carts, products, orders, wishlists) are built on it, so adding a collection's features never
 * needs a new adapter method.
 */
export interface DocumentStore {
  get(collection: CollectionName, id: string): Promise<DocumentData | null>;
  /** Every document of a collection, oldest first (a replaced or mutated document keeps its place). */
  list(collection: CollectionName): Promise<Array<{ id: string; data: DocumentData }>>;
  /**
   * Up to `limit` documents in document-id order (ids compared byte by byte, as Firestore does),
   * after the id `after` (from the first when absent): a whole collection read a page at a time,
   * resumable from the last id seen (data migrations), whatever fields its documents have.
   */
  scan(collection: CollectionName, page: ScanPage): Promise<Array<{ id: string; data: DocumentData }>>;
  /** Creates or replaces a document. */
  put(collection: CollectionName, id: string, data: DocumentData): Promise<void>;
  /** Inserts only if absent; returns the document stored afterwards (the existing one if any). */
  create(collection: CollectionName, id: string, data: DocumentData): Promise<DocumentData>;
  /**
   * Atomic read-modify-write of one document: `change` gets the current document (or null) and
   * returns the new one, or `undefined` to leave it as it is. Resolves to the document stored
   * afterwards. (SQLite: a transaction; Firestore: runTransaction.) Use it for "mark an order
   * paid exactly once" and other check-then-write steps. `change` must be pure (decide from
   * `current` alone, no side effects): Firestore runs it again when another writer got there first.
   */
  mutate(
    collection: CollectionName,
    id: string,
    change: (current: DocumentData | null) => DocumentData | undefined,
  ): Promise<DocumentData | null>;
  /**
   * `mutate` over several documents at once: `change` gets the current documents (null when absent),
   * in the order of `refs`, and returns, per reference, the new document or `undefined` to leave it
   * (or `undefined` for all: nothing changes). All the writes happen or none, and no other write to
   * these documents comes between the reads and the writes. Resolves to the documents stored
   * afterwards. `change` must be pure, as for `mutate`. (Settling a payment against the buyer's
   * other orders; an order with its stock; a serial number's counter and the document it numbers.)
   */
  mutateAll(
    refs: ReadonlyArray<DocumentRef>,
    change: (current: Array<DocumentData | null>) => Array<DocumentData | undefined> | undefined,
  ): Promise<Array<DocumentData | null>>;
  /**
   * The documents that match `query` (see DocumentQuery), read through an index: SQLite expression
   * indexes and side tables (storage/indexes.ts), Firestore's own indexes (firestore.indexes.json).
   */
  query(collection: CollectionName, query: DocumentQuery): Promise<Array<{ id: string; data: DocumentData }>>;
  /** How many documents match every filter (Firestore: a count aggregation, not a read of each). */
  count(collection: CollectionName, where?: readonly QueryFilter[]): Promise<number>;
  /** Returns whether a document was deleted. */
  delete(collection: CollectionName, id: string): Promise<boolean>;
  /**
   * Deletes several documents in one transaction: all of them or, on failure, none. Answers, per
   * reference in order, whether a document was there. (Deleting a user and their records.)
   */
  deleteAll(refs: ReadonlyArray<DocumentRef>): Promise<boolean[]>;
  /**
   * Calls `listener` with every document written (created, replaced or mutated) or deleted in
   * `collection` from now on; returns a function that stops it. SQLite sees this process's writes; a shared
   * store (Firestore) sees every server instance's. Feeds live views such as the product stream.
   * Firestore reports the latest state: quick successive writes to one document may arrive as one.
   */
  watch(collection: CollectionName, listener: (change: DocumentChange) => void, options?: WatchOptions): () => void;
}

/** A value a filter compares with (not null: Firestore's null filter is a different kind of filter). */
export type QueryScalar = string | number | boolean;

/**
 * One condition on a top-level field (no dots), all conditions ANDed. Comparisons are
 * Firestore's: type-strict (a string range never matches a number, null or a missing field),
 * and a document without the field never matches.
 * - '==' one value; 'in' up to 30 strings or numbers;
 * - '<' '<=' '>' '>=' on one field per query (it must also be the orderBy field when there is one);
 * - 'array-contains': the field holds an array with the value; only fields storage/indexes.ts
 *   declares as array fields (SQLite keeps a side table for each).
 */
export type QueryFilter =
  | readonly [field: string, op: '==', value: QueryScalar]
  | readonly [field: string, op: 'in', values: ReadonlyArray<string | number>]
  | readonly [field: string, op: RangeOperator, value: string | number]
  | readonly [field: string, op: 'array-contains', value: string | number];

export type RangeOperator = '<' | '<=' | '>' | '>=';

export interface QueryOrder {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * Where a page of an ordered query starts: after the document with this value of the order field
 * and this id (the last of the page before). The order field must hold values of one type (numbers
 * or strings) in the documents the query matches, as a range filter on it ensures.
 */
export interface QueryCursor {
  value: string | number;
  id: string;
}

/**
 * A query of one collection. With `orderBy`, documents without that field are left out (as
 * Firestore does) and ties go by document id in the same direction; without it the order is
 * unspecified. `offset` skips that many matches: Firestore bills skipped documents as reads, so
 * keep it for shallow pages (a shopper's orders, the admin's pages). `startAfter` (with `orderBy`,
 * without `offset`) starts after a cursor instead, reading only the page: for deep lists.
 */
export interface DocumentQuery {
  where?: readonly QueryFilter[];
  orderBy?: QueryOrder;
  limit?: number;
  offset?: number;
  startAfter?: QueryCursor;
}

export interface ScanPage {
  after?: string;
  limit: number;
}

export interface DocumentRef {
  collection: CollectionName;
  id: string;
}

export interface WatchOptions {
  /**
   * Called once the feed is listening: writes after this are reported. (SQLite: at once;
   * Firestore: when its first snapshot arrives.) A live view can wait for it before answering.
   */
  onReady?: () => void;
}

export interface DocumentChange {
  id: string;
  /** The document as stored now; null when it was deleted. */
  data: DocumentData | null;
}

export type UserPatch = Partial<Omit<UserRecord, 'uid'>>;

/** One page of users in uid order, and where the next one starts. */
export interface UsersPage {
  users: UserRecord[];
  /** The uid to pass as `after` for the next page; null on the last page. */
  next: string | null;
}

export interface UserCounts {
  total: number;
  admins: number;
  regular: number;
}

/** users/{uid}. A missing role reads as 'User'. */
export interface UsersRepository {
  get(uid: string): Promise<UserRecord | null>;
  /** Inserts if absent and returns the stored record (the existing one when there was one). */
  create(record: UserRecord): Promise<UserRecord>;
  /** Returns the updated record, or null when there is none. */
  update(uid: string, patch: UserPatch): Promise<UserRecord | null>;
  /** Up to `limit` users after the uid `after` (from the first when absent), read in uid order by index. */
  page(options: { after?: string; limit: number }): Promise<UsersPage>;
  delete(uid: string): Promise<boolean>;
  /** Returns the updated record, or null when there is none. */
  setRole(uid: string, role: Role): Promise<UserRecord | null>;
  /** Counted by the store (Firestore: count() aggregations), not by reading the users. */
  counts(): Promise<UserCounts>;
}

/** admins/{uid}, created the first time an admin opens the dashboard. */
export interface AdminsRepository {
  get(uid: string): Promise<AdminRecord | null>;
  /** Creates or replaces admins/{record.id}. */
  put(record: AdminRecord): Promise<void>;
}

export type StorageKind = 'sqlite' | 'firestore';

export interface StoragePort {
  readonly kind: StorageKind;
  readonly docs: DocumentStore;
  readonly users: UsersRepository;
  readonly admins: AdminsRepository;
  // Next, built on `docs` the same way: carts/{uid} ({ items }), products/{id},
  // orders/{orderId}, wishlists/{uid} ({ items }).
  /**
   * Deletes the change feed's records of deletions (tombstones) made before `before`; answers how
   * many. Only where the feed keeps such records (Firestore); SQLite's feed keeps none.
   */
  expireTombstones?(before: Date): Promise<number>;
  close(): Promise<void>;
}
