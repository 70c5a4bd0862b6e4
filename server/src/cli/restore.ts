/**
 * `npm run restore -- <file>`: replaces the SQLite store with a backup (`npm run backup`). Stop the
 * server first (a running one makes it refuse). The store it replaces is backed up first, so a
 * wrong restore can be undone with another restore. Same config as the server.
 */
import { BackupError, restoreSqlite } from '../storage/sqlite-backup';
import { FIRESTORE_BACKUP_MESSAGE, describeCounts } from './backup';
import { loadCliConfig, runCli } from './cli-config';

async function run(argv: string[]): Promise<number> {
  const [file] = argv;
  if (argv.length !== 1 || !file) {
    console.error('usage: npm run restore -- <backup file>');
    return 2;
  }
  const config = loadCliConfig();
  if (!config) return 1;
  if (config.storage.kind === 'firestore') {
    console.error(FIRESTORE_BACKUP_MESSAGE);
    return 1;
  }
  try {
    const { counts, previous } = await restoreSqlite(config.dataDir, file);
    console.log(`Restored ${file} (${describeCounts(counts)}).`);
    if (previous) console.log(`The store it replaced is kept as ${previous}.`);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) runCli('restore', run);
