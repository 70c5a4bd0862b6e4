/**
 * DocumentStore.query and count on SQLite: SQL over the JSON documents whose filters and order use
 * the same `json_extract` expressions as the indexes storage/indexes.ts declares, so SQLite reads
 * them through those indexes (a test asserts it with EXPLAIN QUERY PLAN). An array field
 * (`array-contains`) has a side table `<collection>__<field>` (value, id), kept by triggers on every
 * insert, update and delete, whoever writes the file, and filled from the existing documents when
 * it is first created.
 *
 * Field names reach the SQL text only after checkQuery (letters and digits); values are parameters.
 */
import type Database from 'better-sqlite3';
import { arrayFields, sqliteExpressionIndexes } from './indexes';
import type { CollectionName, DocumentQuery, QueryFilter } from './port';
import { isRangeFilter } from './query';

export type SqlParam = string | number;

/** The expression every query and index uses for a field: the same text, so SQLite matches them. */
export const fieldSql = (field: string): string => `json_extract(data, '$.${field}')`;
const typeSql = (field: string): string => `json_type(data, '$.${field}')`;
export const sideTable = (collection: CollectionName, field: string): string => `${collection}__${field}`;

/** The JSON types a value matches: SQLite orders integers before text, Firestore compares only like with like. */
const sameTypeAs = (value: string | number): string => (typeof value === 'string' ? `('text')` : `('integer', 'real')`);

function filterSql(collection: CollectionName, filter: QueryFilter): { sql: string; params: SqlParam[] } {
  const [field] = filter;
  if (filter[1] === '==') {
    const value = filter[2];
    if (typeof value === 'boolean') return { sql: `${typeSql(field)} = '${value ? 'true' : 'false'}'`, params: [] };
    // A text parameter never equals an integer and vice versa (expressions have no affinity).
    return { sql: `${fieldSql(field)} = ?`, params: [value] };
  }
  if (filter[1] === 'in')
    return { sql: `${fieldSql(field)} IN (${filter[2].map(() => '?').join(', ')})`, params: [...filter[2]] };
  if (filter[1] === 'array-contains')
    return { sql: `id IN (SELECT id FROM ${sideTable(collection, field)} WHERE value = ?)`, params: [filter[2]] };
  if (isRangeFilter(filter)) {
    const [, op, value] = filter;
    return { sql: `${fieldSql(field)} ${op} ? AND ${typeSql(field)} IN ${sameTypeAs(value)}`, params: [value] };
  }
  throw new Error(`unknown filter ${String(filter[1])}`);
}

/** A condition of the WHERE clause and the parameters its `?` take, in order. */
interface Condition {
  sql: string;
  params: SqlParam[];
}

function whereSql(collection: CollectionName, where: readonly QueryFilter[], extra: Condition[] = []): Condition {
  const parts = [...where.map((filter) => filterSql(collection, filter)), ...extra];
  return {
    sql: parts.length > 0 ? ` WHERE ${parts.map(({ sql }) => sql).join(' AND ')}` : '',
    params: parts.flatMap(({ params }) => params),
  };
}

/**
 * The FROM clause and the filters. An ordered query or a count with an array-contains filter starts
 * from the side table's rows of that value (CROSS JOIN fixes the order of the loops): otherwise
 * SQLite walks the index of the order or of an equality (every order of a status, say) testing each
 * id against the value's few rows. An unordered query keeps the planner's choice (a shopper's paid
 * orders with a product: the shopper's few orders first).
 */
type ContainsFilter = Extract<QueryFilter, readonly [string, 'array-contains', string | number]>;

function sourceSql(
  collection: CollectionName,
  where: readonly QueryFilter[],
  drive: boolean,
  extra: (id: string) => Condition[] = () => [],
): { from: string; id: string; sql: string; params: SqlParam[] } {
  const contains = drive ? where.find((filter): filter is ContainsFilter => filter[1] === 'array-contains') : undefined;
  if (!contains) return { from: collection, id: 'id', ...whereSql(collection, where, extra('id')) };
  // `data` stays unqualified (the side table has only value and id), so it matches the index expressions.
  const id = `${collection}.id`;
  const others = whereSql(
    collection,
    where.filter((filter) => filter !== contains),
    [...extra(id), { sql: 'k.value = ?', params: [contains[2]] }],
  );
  return {
    from: `${sideTable(collection, contains[0])} AS k CROSS JOIN ${collection} ON ${id} = k.id`,
    id,
    ...others,
  };
}

/** The SELECT for a (checked) query. */
export function querySql(
  collection: CollectionName,
  { where = [], orderBy, limit, offset, startAfter }: DocumentQuery,
): { sql: string; params: SqlParam[] } {
  const direction = orderBy?.direction === 'desc' ? 'DESC' : 'ASC';
  // With an order, documents without the field are left out, as in Firestore. A cursor compares
  // (field, id) with the cursor's value and id, in the order's direction, as Firestore's startAfter does.
  const ordered = (id: string): Condition[] =>
    orderBy
      ? [
          { sql: `${typeSql(orderBy.field)} IS NOT NULL`, params: [] },
          ...(startAfter
            ? [
                // The plain bound lets SQLite start its index search at the cursor's value (the row
                // value alone is only checked entry by entry); the row value then skips its ties.
                {
                  sql: `${fieldSql(orderBy.field)} ${direction === 'DESC' ? '<=' : '>='} ? AND (${fieldSql(orderBy.field)}, ${id}) ${direction === 'DESC' ? '<' : '>'} (?, ?)`,
                  params: [startAfter.value, startAfter.value, startAfter.id],
                },
              ]
            : []),
        ]
      : [];
  const source = sourceSql(collection, where, orderBy !== undefined, ordered);
  const order = orderBy ? ` ORDER BY ${fieldSql(orderBy.field)} ${direction}, ${source.id} ${direction}` : '';
  const paging = limit !== undefined || offset !== undefined ? ` LIMIT ? OFFSET ?` : '';
  const pagingParams = paging ? [limit ?? -1, offset ?? 0] : [];
  return {
    sql: `SELECT ${source.id} AS id, data FROM ${source.from}${source.sql}${order}${paging}`,
    params: [...source.params, ...pagingParams],
  };
}

export function countSql(
  collection: CollectionName,
  where: readonly QueryFilter[],
): { sql: string; params: SqlParam[] } {
  const source = sourceSql(collection, where, true);
  return { sql: `SELECT COUNT(*) AS count FROM ${source.from}${source.sql}`, params: source.params };
}

const indexName = (collection: CollectionName, fields: readonly { field: string }[]): string =>
  `${collection}_by_${fields.map(({ field }) => field).join('_')}`;

function createSideTable(db: Database.Database, collection: CollectionName, field: string): void {
  const table = sideTable(collection, field);
  const isNew =
    db
      .prepare<[string], { name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?`)
      .get(table) === undefined;
  // Values of `field` when it holds an array: the scalars in it (Firestore's array-contains matches those).
  const values = (row: string) =>
    `SELECT value, ${row}.id FROM json_each(${row}.data, '$.${field}') WHERE json_type(${row}.data, '$.${field}') = 'array' AND type IN ('text', 'integer', 'real')`;
  db.exec(`
    CREATE TABLE IF NOT EXISTS ${table} (value NOT NULL, id TEXT NOT NULL, PRIMARY KEY (value, id)) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS ${table}_id ON ${table} (id);
    CREATE TRIGGER IF NOT EXISTS ${table}_insert AFTER INSERT ON ${collection} BEGIN
      INSERT OR IGNORE INTO ${table} (value, id) ${values('new')};
    END;
    CREATE TRIGGER IF NOT EXISTS ${table}_update AFTER UPDATE ON ${collection} BEGIN
      DELETE FROM ${table} WHERE id = old.id;
      INSERT OR IGNORE INTO ${table} (value, id) ${values('new')};
    END;
    CREATE TRIGGER IF NOT EXISTS ${table}_delete AFTER DELETE ON ${collection} BEGIN
      DELETE FROM ${table} WHERE id = old.id;
    END;
  `);
  // Documents written before the table existed (the triggers keep it from now on).
  if (isNew)
    db.exec(
      `INSERT OR IGNORE INTO ${table} (value, id) SELECT j.value, d.id FROM ${collection} AS d, json_each(d.data, '$.${field}') AS j WHERE json_type(d.data, '$.${field}') = 'array' AND j.type IN ('text', 'integer', 'real')`,
    );
}

/** Creates the declared indexes and side tables that are missing (idempotent; run at every open, in one transaction). */
export function createQueryIndexes(db: Database.Database, collections: readonly CollectionName[]): void {
  db.transaction(() => {
    for (const index of sqliteExpressionIndexes()) {
      const columns = [...index.fields.map(({ field }) => fieldSql(field)), 'id'].join(', ');
      db.exec(
        `CREATE INDEX IF NOT EXISTS ${indexName(index.collection, index.fields)} ON ${index.collection} (${columns})`,
      );
    }
    for (const collection of collections)
      for (const field of arrayFields(collection)) createSideTable(db, collection, field);
  }).immediate();
}
