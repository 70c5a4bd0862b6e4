/** The SQLite store's file and the claim that makes one process its only server. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export const SQLITE_FILE_NAME = 'storefront.sqlite';

export const SERVER_LOCK_FILE_NAME = 'storefront.sqlite.server-lock';

/** A server holds the file (claimSqliteServer). */
export class SqliteServerRunning extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SqliteServerRunning';
  }
}

/**
 * Makes this process the one server of `dataDir`'s SQLite file until `release()` or the process
 * ends; throws (saying so) when another server holds it. Two servers on one file would each keep
 * their own in-memory catalogue and change feed, so one would sell from stale stock and miss the
 * other's products. The claim is SQLite's own exclusive lock on a small side file, held by an open
 * connection in exclusive locking mode: the operating system drops it when the process ends, even
 * by SIGKILL, so a crashed server never blocks the next start. The CLI's connections to the main
 * file never touch the side file, so grant-admin and seed still work beside a running server.
 */
export function claimSqliteServer(dataDir: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SERVER_LOCK_FILE_NAME);
  // No busy wait: the holder keeps the lock for its whole life.
  const lock = new Database(file, { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    // The first write takes the exclusive lock; exclusive locking mode keeps it after the commit.
    lock.exec('BEGIN EXCLUSIVE');
    lock.exec('CREATE TABLE IF NOT EXISTS server (pid INTEGER NOT NULL, started TEXT NOT NULL)');
    lock.exec('DELETE FROM server');
    lock.prepare('INSERT INTO server (pid, started) VALUES (?, ?)').run(process.pid, new Date().toISOString());
    lock.exec('COMMIT');
  } catch (error) {
    lock.close();
    // By its code: better-sqlite3's native side keeps the error class of the first copy of the
    // module a process loaded (a test runner loads several), so instanceof may miss it.
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'SQLITE_BUSY') {
      throw new SqliteServerRunning(
        `Another server is already using ${path.join(dataDir, SQLITE_FILE_NAME)}: run one server per SQLite file ` +
          '(several instances need STORAGE=firestore). Stop the other one first; the CLI (grant-admin, seed) works beside it.',
      );
    }
    throw error;
  }
  return {
    release: () => {
      if (lock.open) lock.close();
    },
  };
}
