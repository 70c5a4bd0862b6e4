/**
 * Backups of the SQLite store (`npm run backup`, `npm run restore`), with SQLite's online backup
 * API (better-sqlite3's `db.backup`): a consistent copy of the whole file, taken page by page while
 * the server keeps running. A backup is one self-contained file (rollback journal, no -wal beside
 * it), written under a temporary name and renamed when complete, so a half-written one never
 * passes for a backup. A restore needs the server stopped (it claims the file as the server
 * would), keeps the store it replaces as a backup of its own, and copies the backup in through the
 * same API.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { COLLECTIONS, type CollectionName } from './port';
import { SQLITE_FILE_NAME, SqliteServerRunning, claimSqliteServer, configureConnection } from './sqlite';

export const BACKUPS_FOLDER = 'backups';

export interface BackupSummary {
  file: string;
  bytes: number;
  /** Documents per collection in the backup. */
  counts: Partial<Record<CollectionName, number>>;
}

export interface RestoreSummary extends BackupSummary {
  /** The backup taken of the store that was replaced (null when there was none). */
  previous: string | null;
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** e.g. 2026-11-27T22-21-05-123Z: sortable, and valid in a file name everywhere. */
const stamp = (now: Date): string => now.toISOString().replace(/[:.]/g, '-');

export const defaultBackupFile = (dataDir: string, now = new Date(), label = 'storefront'): string =>
  path.join(dataDir, BACKUPS_FOLDER, `${label}-${stamp(now)}.sqlite`);

/** Checks a file is a sound SQLite store of this shop and counts its documents; throws a BackupError saying why not. */
function inspect(file: string): BackupSummary {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened as SQLite: ${error instanceof Error ? error.message : error}`);
  }
  try {
    const problems = db.pragma('quick_check', { simple: true });
    if (problems !== 'ok') throw new BackupError(`${file} is damaged (SQLite quick_check: ${String(problems)}).`);
    const tables = new Set(
      db
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map(({ name }) => name),
    );
    // Every store has these from its first start; later collections may postdate an old backup.
    const missing = (['users', 'products', 'orders'] as const).filter((table) => !tables.has(table));
    if (missing.length > 0)
      throw new BackupError(`${file} is not a store of this shop: no ${missing.join(', ')} table.`);
    const counts: BackupSummary['counts'] = {};
    for (const collection of COLLECTIONS) {
      if (!tables.has(collection)) continue;
      // Table names come from the fixed COLLECTIONS list.
      counts[collection] =
        db.prepare<[], { count: number }>(`SELECT COUNT(*) AS count FROM ${collection}`).get()?.count ?? 0;
    }
    return { file, bytes: fs.statSync(file).size, counts };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable store: ${error instanceof Error ? error.message : error}`);
  } finally {
    db.close();
  }
}

/** Copies `source` (a store, possibly in use) to the new file `target`, complete or not at all. */
async function copyStore(source: string, target: string): Promise<void> {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(partial);
  } finally {
    db.close();
  }
  // One file to copy elsewhere: no write-ahead log beside it.
  const copy = new Database(partial);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  fs.renameSync(partial, target);
}

/** Backs up the store of `dataDir` to `file` (default `<dataDir>/backups/storefront-<time>.sqlite`), never over an existing file. */
export async function backupSqlite(dataDir: string, file = defaultBackupFile(dataDir)): Promise<BackupSummary> {
  const source = path.join(dataDir, SQLITE_FILE_NAME);
  if (!fs.existsSync(source)) throw new BackupError(`No SQLite store to back up: ${source} does not exist.`);
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists: a backup never overwrites a file.`);
  await copyStore(source, target);
  return inspect(target);
}

/**
 * Replaces the store of `dataDir` with the backup `file`. Refused while a server runs on it, and
 * for a file that is not a sound store of this shop (nothing changes then). The replaced store is
 * backed up first (`<dataDir>/backups/before-restore-<time>.sqlite`).
 */
export async function restoreSqlite(dataDir: string, file: string, now = new Date()): Promise<RestoreSummary> {
  const backup = path.resolve(file);
  if (!fs.existsSync(backup)) throw new BackupError(`No backup at ${backup}.`);
  const summary = inspect(backup);
  let claim: { release(): void };
  try {
    claim = claimSqliteServer(dataDir);
  } catch (error) {
    if (error instanceof SqliteServerRunning) {
      throw new BackupError(`A server is running on ${path.join(dataDir, SQLITE_FILE_NAME)}: stop it, then restore.`);
    }
    throw error;
  }
  try {
    const live = path.join(dataDir, SQLITE_FILE_NAME);
    let previous: string | null = null;
    if (fs.existsSync(live)) {
      previous = defaultBackupFile(dataDir, now, 'before-restore');
      await copyStore(live, previous);
    }
    const source = new Database(backup, { readonly: true, fileMustExist: true });
    try {
      await source.backup(live);
    } finally {
      source.close();
    }
    const restored = new Database(live);
    try {
      configureConnection(restored);
    } finally {
      restored.close();
    }
    return { ...summary, previous };
  } finally {
    claim.release();
  }
}
