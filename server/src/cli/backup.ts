/**
 * `npm run backup [-- <file>]`: an online backup of the SQLite store (the server may keep running),
 * by default to `<DATA_DIR>/backups/storefront-<time>.sqlite`. Same config as the server. On
 * Firestore, back up with scheduled exports instead (README, Production: Firestore).
 */
import { BackupError, backupSqlite } from '../storage/sqlite-backup';
import { loadCliConfig, runCli } from './cli-config';

export const FIRESTORE_BACKUP_MESSAGE =
  'STORAGE=firestore: back Firestore up with scheduled exports (gcloud firestore export) and point-in-time recovery; see the README, Production: Firestore.';

/** "1 users, 2 orders": what a backup holds. */
export const describeCounts = (counts: Record<string, number | undefined>): string =>
  Object.entries(counts)
    .map(([collection, count]) => `${count} ${collection}`)
    .join(', ');

async function run(argv: string[]): Promise<number> {
  if (argv.length > 1) {
    console.error('usage: npm run backup [-- <file>]');
    return 2;
  }
  const config = loadCliConfig();
  if (!config) return 1;
  if (config.storage.kind === 'firestore') {
    console.error(FIRESTORE_BACKUP_MESSAGE);
    return 1;
  }
  try {
    const { file, bytes, counts } = await backupSqlite(config.dataDir, argv[0]);
    console.log(`Backed up to ${file} (${bytes} bytes: ${describeCounts(counts)})`);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) runCli('backup', run);
