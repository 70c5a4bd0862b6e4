/**
 * A storage whose `list` refuses one collection: a feature run on it proves it reads that
 * collection by queries only (a whole-collection read answers an error, so a route would 500).
 */
import type { CollectionName, StoragePort } from '../port';
import { openSqliteStorage } from '../sqlite';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { makeTempDir } from '../../test/temp-dir';

export const wholeReadRefusedMessage = (collection: CollectionName): string =>
  `list('${collection}') reads the whole collection: query it instead`;

export function refusingWholeReads(storage: StoragePort, collection: CollectionName): StoragePort {
  const { docs } = storage;
  return {
    kind: storage.kind,
    users: storage.users,
    admins: storage.admins,
    close: () => storage.close(),
    docs: {
      ...docs,
      list: async (name) => {
        if (name === collection) throw new Error(wholeReadRefusedMessage(collection));
        return docs.list(name);
      },
    },
  };
}

/** SQLite storage in `dataDir` that refuses to list `collection` whole. */
export const sqliteRefusingWholeReads = (dataDir: string, collection: CollectionName): StoragePort =>
  refusingWholeReads(openSqliteStorage({ dataDir }), collection);

/**
 * An app (test/app-fixture) whose SQLite storage refuses to list `collection` whole, with `env`
 * added to its settings; its DATA_DIR (the file, the mail outbox) is `dataDir`, removed by close().
 */
export function appRefusingWholeReads(
  collection: CollectionName,
  env: Record<string, string> = {},
): AppFixture & { dataDir: string } {
  const temp = makeTempDir('refusing-whole-reads');
  const fixture = makeApp({
    env: { ...env, DATA_DIR: temp.dir },
    storage: sqliteRefusingWholeReads(temp.dir, collection),
  });
  return {
    ...fixture,
    dataDir: temp.dir,
    close: async () => {
      await fixture.close();
      temp.remove();
    },
  };
}
