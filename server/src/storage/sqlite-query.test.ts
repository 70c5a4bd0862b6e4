/**
 * SQLite answers the server's queries through the declared indexes (EXPLAIN QUERY PLAN), keeps the
 * array side tables through any writer, fills them from documents stored before they existed, and
 * firestore.indexes.json holds exactly the composite indexes storage/indexes.ts declares.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { REPO_ROOT } from '../config';
import { makeTempDir } from '../test/temp-dir';
import { firestoreIndexes } from './indexes';
import type { DocumentQuery, QueryFilter } from './port';
import { SQLITE_FILE_NAME, openSqliteStorage } from './sqlite';
import { countSql, querySql } from './sqlite-query';

describe('SQLite queries', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir('sqlite-query');
  });
  afterEach(() => temp.remove());

  /** The plan's details, one line per step. */
  async function planOf(sql: { sql: string; params: Array<string | number> }): Promise<string> {
    const storage = openSqliteStorage({ dataDir: temp.dir });
    await storage.close();
    const db = new Database(path.join(temp.dir, SQLITE_FILE_NAME), { readonly: true });
    try {
      return db
        .prepare<Array<string | number>, { detail: string }>(`EXPLAIN QUERY PLAN ${sql.sql}`)
        .all(...sql.params)
        .map((row) => row.detail)
        .join('\n');
    } finally {
      db.close();
    }
  }
  const queryPlan = (query: DocumentQuery) => planOf(querySql('orders', query));
  const countPlan = (where: QueryFilter[]) => planOf(countSql('orders', where));

  it('every order query the server makes is a search of an index, never a scan of the orders', async () => {
    const myOrders = await queryPlan({
      where: [
        ['uid', '==', 'asha'],
        ['status', 'in', ['pending', 'paid']],
      ],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: 20,
      offset: 0,
    });
    expect(myOrders).toMatch(/SEARCH orders USING INDEX orders_by_uid_status_createdAt/);
    const adminPage = await queryPlan({
      where: [['status', '==', 'paid']],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: 20,
      offset: 40,
    });
    expect(adminPage).toMatch(/SEARCH orders USING INDEX orders_by_status_createdAt/);
    expect(adminPage).not.toMatch(/TEMP B-TREE/);
    const everyOrder = await queryPlan({ orderBy: { field: 'createdAt', direction: 'desc' }, limit: 20 });
    expect(everyOrder).toMatch(/SCAN orders USING INDEX orders_by_createdAt/);
    expect(everyOrder).not.toMatch(/TEMP B-TREE/);
    const sweep = await queryPlan({
      where: [
        ['status', 'in', ['pending', 'failed']],
        ['expiresAt', '<=', '2026-11-24T00:00:00.000Z'],
      ],
      orderBy: { field: 'expiresAt', direction: 'asc' },
    });
    expect(sweep).toMatch(/SEARCH orders USING INDEX orders_by_status_expiresAt/);
    const withProduct = await queryPlan({ where: [['productIds', 'array-contains', 'chair']], limit: 1 });
    expect(withProduct).toMatch(/SEARCH orders__productIds USING PRIMARY KEY \(value=\?\)/);
    expect(withProduct).toMatch(/SEARCH orders USING INDEX sqlite_autoindex_orders_1 \(id=\?\)/);
    const verified = await queryPlan({
      where: [
        ['uid', '==', 'asha'],
        ['status', 'in', ['paid', 'shipped']],
        ['productIds', 'array-contains', 'chair'],
      ],
      limit: 1,
    });
    expect(verified).toMatch(/SEARCH orders USING INDEX (orders_by_uid_status_createdAt|sqlite_autoindex_orders_1)/);
    const paidSince = await queryPlan({
      where: [['paidAt', '>=', '2026-10-26T00:00:00.000Z']],
      orderBy: { field: 'paidAt', direction: 'asc' },
    });
    expect(paidSince).toMatch(/SEARCH orders USING INDEX orders_by_paidAt/);
    expect(await countPlan([['status', '==', 'paid']])).toMatch(
      /SEARCH orders USING (COVERING )?INDEX orders_by_status/,
    );
    // The admin's search starts from the orders holding the key, not from every order of the status.
    const search = await queryPlan({
      where: [
        ['status', '==', 'paid'],
        ['searchKeys', 'array-contains', 'asha@'],
      ],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: 20,
      offset: 0,
    });
    expect(search).toMatch(
      /^SEARCH k USING PRIMARY KEY \(value=\?\)\nSEARCH orders USING INDEX sqlite_autoindex_orders_1 \(id=\?\)/,
    );
    const searchCount = await countPlan([
      ['status', '==', 'paid'],
      ['searchKeys', 'array-contains', 'asha@'],
    ]);
    expect(searchCount).toMatch(
      /^SEARCH k USING (COVERING INDEX|PRIMARY KEY).*\nSEARCH orders USING INDEX sqlite_autoindex_orders_1 \(id=\?\)/,
    );
    expect(await countPlan([['queryFieldsVersion', '==', 2]])).toMatch(
      /SEARCH orders USING COVERING INDEX orders_by_queryFieldsVersion/,
    );
    const pictureInOrders = await queryPlan({ where: [['imageNames', 'array-contains', 'a.png']], limit: 1 });
    expect(pictureInOrders).toMatch(/SEARCH orders__imageNames USING PRIMARY KEY \(value=\?\)/);
    for (const plan of [
      myOrders,
      adminPage,
      sweep,
      withProduct,
      verified,
      paidSince,
      search,
      searchCount,
      pictureInOrders,
    ])
      expect(plan).not.toMatch(/SCAN orders$/m);
  });

  it("a page after a cursor (the admin's low-stock list) is a search of the index from the cursor on, not a sort", async () => {
    const plan = await planOf(
      querySql('products', {
        where: [
          ['status', '==', 'active'],
          ['stock', '<=', 5],
        ],
        orderBy: { field: 'stock', direction: 'asc' },
        startAfter: { value: 1, id: 'p_g' },
        limit: 51,
      }),
    );
    // Status, then stock from the cursor's units up to the limit: the pages before are not walked.
    expect(plan).toMatch(
      /SEARCH products USING INDEX products_by_status_stock \(<expr>=\? AND <expr>>\? AND <expr><\?\)/,
    );
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('fills an array side table from documents stored before it existed, then follows every writer', async () => {
    // A file from before the side table: the orders table alone, written by an older server.
    const file = path.join(temp.dir, SQLITE_FILE_NAME);
    const old = new Database(file);
    old.exec('CREATE TABLE orders (id TEXT PRIMARY KEY, data TEXT NOT NULL)');
    old
      .prepare('INSERT INTO orders (id, data) VALUES (?, ?)')
      .run('o1', JSON.stringify({ productIds: ['chair', 'desk'] }));
    old.close();

    const storage = openSqliteStorage({ dataDir: temp.dir });
    try {
      expect(await storage.docs.count('orders', [['productIds', 'array-contains', 'desk']])).toBe(1);
      // Another connection (the grant-admin CLI, an older server) writes: the triggers keep the table.
      const other = new Database(file);
      other.prepare('INSERT INTO orders (id, data) VALUES (?, ?)').run('o2', JSON.stringify({ productIds: ['desk'] }));
      other.prepare('DELETE FROM orders WHERE id = ?').run('o1');
      other.close();
      expect(
        (await storage.docs.query('orders', { where: [['productIds', 'array-contains', 'desk']] })).map(({ id }) => id),
      ).toEqual(['o2']);
      expect(await storage.docs.count('orders', [['productIds', 'array-contains', 'chair']])).toBe(0);
    } finally {
      await storage.close();
    }
    // Opening again neither fails nor duplicates anything.
    const again = openSqliteStorage({ dataDir: temp.dir });
    expect(await again.docs.count('orders', [['productIds', 'array-contains', 'desk']])).toBe(1);
    await again.close();
  });

  it('firestore.indexes.json (deployed with the rules) holds exactly the composite indexes declared', () => {
    const deployed: unknown = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'firestore.indexes.json'), 'utf8'));
    expect(deployed).toEqual(firestoreIndexes());
  });
});
