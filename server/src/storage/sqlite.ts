/**
 * SQLite adapter of the storage port (better-sqlite3): one file `${dataDir}/storefront.sqlite`,
 * one document-style table per collection (`id TEXT PRIMARY KEY, data TEXT NOT NULL` holding
 * JSON), the same shape as Firestore collections. WAL mode and a busy timeout let the server and
 * the CLI (grant-admin, seed) use the file at the same time; a second *server* on the file is
 * refused (claimSqliteServer). Every commit survives a crash of the process
 * (WAL); commits to orders and products (payments, stock) also survive power loss (synchronous=FULL
 * for those writes, NORMAL for the rest, where an fsync per cart save would cost ~30% of throughput).
 */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  COLLECTIONS,
  type CollectionName,
  type DocumentChange,
  type DocumentData,
  type DocumentRef,
  type DocumentStore,
  type StoragePort,
} from './port';
import { checkPageLimit, checkQuery } from './query';
import { countSql, createQueryIndexes, querySql, type SqlParam } from './sqlite-query';
import { createAdminsRepository, createUsersRepository } from './repositories';

export { SERVER_LOCK_FILE_NAME, SQLITE_FILE_NAME, SqliteServerRunning, claimSqliteServer } from './sqlite-files';
import { SQLITE_FILE_NAME, claimSqliteServer } from './sqlite-files';

interface Row {
  id: string;
  data: string;
}

function isDocumentData(value: unknown): value is DocumentData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(collection: CollectionName, id: string, json: string): DocumentData {
  const value: unknown = JSON.parse(json);
  if (!isDocumentData(value)) throw new Error(`${collection}/${id} does not hold a JSON object`);
  return value;
}

function prepareCollection(db: Database.Database, table: CollectionName) {
  // Table names come from the fixed COLLECTIONS list, never from a request.
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, data TEXT NOT NULL)`);
  return {
    get: db.prepare<[string], Row>(`SELECT id, data FROM ${table} WHERE id = ?`),
    list: db.prepare<[], Row>(`SELECT id, data FROM ${table} ORDER BY rowid`),
    // The primary key's index, in its default BINARY collation: byte order, as Firestore orders ids.
    scan: db.prepare<[string, number], Row>(`SELECT id, data FROM ${table} WHERE id > ? ORDER BY id LIMIT ?`),
    // An upsert keeps the rowid, so list order stays creation order.
    put: db.prepare<[string, string], void>(
      `INSERT INTO ${table} (id, data) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data`,
    ),
    insertIfAbsent: db.prepare<[string, string], void>(
      `INSERT INTO ${table} (id, data) VALUES (?, ?) ON CONFLICT(id) DO NOTHING`,
    ),
    delete: db.prepare<[string], void>(`DELETE FROM ${table} WHERE id = ?`),
  };
}

/** Queries are built from a few shapes: each SQL text is prepared once. */
function statementCache<Result>(db: Database.Database): (sql: string) => Database.Statement<SqlParam[], Result> {
  const statements = new Map<string, Database.Statement<SqlParam[], Result>>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare<SqlParam[], Result>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

export interface SqliteOptions {
  dataDir: string;
  /** Open as the file's one server (claimSqliteServer); the CLI's short connections leave this off. */
  server?: boolean;
}

/** The settings of every connection to the file. */
export function configureConnection(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  // NORMAL in WAL mode: a commit survives a crash of the process; power loss may lose the last
  // ones. Writes that must survive power loss go through commitDurably.
  db.pragma('synchronous = NORMAL');
}

/** Collections whose every commit must survive power loss: orders (payments), products (stock), invoices, credit notes and their series (numbers issued). */
export const DURABLE_COLLECTIONS: readonly CollectionName[] = [
  'orders',
  'products',
  'invoices',
  'creditNotes',
  'documentSeries',
];

/**
 * Runs `write` with synchronous=FULL when `durable` (its commit is fsynced, and with it everything
 * the WAL holds before it), then returns to NORMAL. better-sqlite3 is synchronous, so no other
 * write can run in between.
 */
export function commitDurably<T>(db: Database.Database, durable: boolean, write: () => T): T {
  if (!durable) return write();
  db.pragma('synchronous = FULL');
  try {
    return write();
  } finally {
    db.pragma('synchronous = NORMAL');
  }
}

export function openSqliteStorage({ dataDir, server = false }: SqliteOptions): StoragePort {
  fs.mkdirSync(dataDir, { recursive: true });
  const claim = server ? claimSqliteServer(dataDir) : null;
  const db = new Database(path.join(dataDir, SQLITE_FILE_NAME));
  configureConnection(db);

  const tables = Object.fromEntries(COLLECTIONS.map((name) => [name, prepareCollection(db, name)])) as Record<
    CollectionName,
    ReturnType<typeof prepareCollection>
  >;

  createQueryIndexes(db, COLLECTIONS);
  const queryStatement = statementCache<Row>(db);
  const countStatement = statementCache<{ count: number }>(db);

  const changes = new EventEmitter();
  changes.setMaxListeners(0);
  const written = (collection: CollectionName, id: string, data: DocumentData | null): void => {
    changes.emit(collection, { id, data } satisfies DocumentChange);
  };

  const read = (collection: CollectionName, id: string): DocumentData | null => {
    const row = tables[collection].get.get(id);
    return row ? parse(collection, id, row.data) : null;
  };

  const createTx = db.transaction(
    (collection: CollectionName, id: string, data: DocumentData): { stored: DocumentData; inserted: boolean } => {
      const inserted = tables[collection].insertIfAbsent.run(id, JSON.stringify(data)).changes > 0;
      const stored = read(collection, id);
      if (!stored) throw new Error(`${collection}/${id} vanished during create`);
      return { stored, inserted };
    },
  );

  const mutateTx = db.transaction(
    (
      collection: CollectionName,
      id: string,
      change: (current: DocumentData | null) => DocumentData | undefined,
    ): { stored: DocumentData | null; changed: boolean } => {
      const current = read(collection, id);
      const next = change(current);
      if (next === undefined) return { stored: current, changed: false };
      tables[collection].put.run(id, JSON.stringify(next));
      return { stored: next, changed: true };
    },
  );

  const mutateAllTx = db.transaction(
    (
      refs: ReadonlyArray<DocumentRef>,
      change: (current: Array<DocumentData | null>) => Array<DocumentData | undefined> | undefined,
    ): { stored: Array<DocumentData | null>; changed: boolean[] } => {
      const current = refs.map(({ collection, id }) => read(collection, id));
      const next = change(current);
      if (next === undefined) return { stored: current, changed: refs.map(() => false) };
      const changed = refs.map(({ collection, id }, index) => {
        const data = next[index];
        if (data === undefined) return false;
        tables[collection].put.run(id, JSON.stringify(data));
        return true;
      });
      return {
        stored: refs.map((_ref, index) => (changed[index] ? (next[index] ?? null) : (current[index] ?? null))),
        changed,
      };
    },
  );

  const deleteAllTx = db.transaction((refs: ReadonlyArray<DocumentRef>): boolean[] =>
    refs.map(({ collection, id }) => tables[collection].delete.run(id).changes > 0),
  );

  const durably = <T>(collections: CollectionName[], write: () => T): T =>
    commitDurably(
      db,
      collections.some((collection) => DURABLE_COLLECTIONS.includes(collection)),
      write,
    );

  const docs: DocumentStore = {
    get: async (collection, id) => read(collection, id),
    list: async (collection) =>
      tables[collection].list.all().map((row) => ({ id: row.id, data: parse(collection, row.id, row.data) })),
    scan: async (collection, { after = '', limit }) => {
      checkPageLimit(collection, limit);
      return tables[collection].scan
        .all(after, limit)
        .map((row) => ({ id: row.id, data: parse(collection, row.id, row.data) }));
    },
    query: async (collection, query) => {
      checkQuery(collection, query);
      const { sql, params } = querySql(collection, query);
      return queryStatement(sql)
        .all(...params)
        .map((row) => ({ id: row.id, data: parse(collection, row.id, row.data) }));
    },
    count: async (collection, where = []) => {
      checkQuery(collection, { where });
      const { sql, params } = countSql(collection, where);
      return countStatement(sql).get(...params)?.count ?? 0;
    },
    put: async (collection, id, data) => {
      durably([collection], () => tables[collection].put.run(id, JSON.stringify(data)));
      written(collection, id, data);
    },
    // `immediate` takes the write lock first, so another process cannot slip in between.
    create: async (collection, id, data) => {
      const { stored, inserted } = durably([collection], () => createTx.immediate(collection, id, data));
      if (inserted) written(collection, id, stored);
      return stored;
    },
    mutate: async (collection, id, change) => {
      const { stored, changed } = durably([collection], () => mutateTx.immediate(collection, id, change));
      if (changed && stored) written(collection, id, stored);
      return stored;
    },
    mutateAll: async (refs, change) => {
      const { stored, changed } = durably(
        refs.map((ref) => ref.collection),
        () => mutateAllTx.immediate(refs, change),
      );
      refs.forEach(({ collection, id }, index) => {
        const data = stored[index];
        if (changed[index] && data) written(collection, id, data);
      });
      return stored;
    },
    delete: async (collection, id) => {
      const deleted = durably([collection], () => tables[collection].delete.run(id).changes > 0);
      if (deleted) written(collection, id, null);
      return deleted;
    },
    deleteAll: async (refs) => {
      const deleted = durably(
        refs.map((ref) => ref.collection),
        () => deleteAllTx.immediate(refs),
      );
      refs.forEach(({ collection, id }, index) => {
        if (deleted[index]) written(collection, id, null);
      });
      return deleted;
    },
    watch: (collection, listener, options) => {
      changes.on(collection, listener);
      // Listening starts at once; report readiness asynchronously, as the Firestore adapter does.
      if (options?.onReady) queueMicrotask(options.onReady);
      return () => changes.off(collection, listener);
    },
  };

  return {
    kind: 'sqlite',
    docs,
    users: createUsersRepository(docs),
    admins: createAdminsRepository(docs),
    close: async () => {
      if (db.open) db.close();
      claim?.release();
    },
  };
}
