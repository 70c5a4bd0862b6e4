/**
 * `npm run seed`: writes the built-in products into storage, each one only if absent (the owner's
 * edits, archived products and stock are never overwritten; a seed product that was deleted comes
 * back). Same config as the server (STORAGE, DATA_DIR, UPLOAD_PUBLIC_BASE_URL for the picture URLs).
 */
import { seedArtBaseUrl } from '../features/products/seed/seedArt';
import { describeSeed, seedCatalogue } from '../features/products/seed/seedCatalogue';
import { openStorage } from '../storage/open-storage';
import { loadCliConfig, runCli } from './cli-config';

async function run(argv: string[]): Promise<number> {
  if (argv.length > 0) {
    console.error('usage: npm run seed');
    return 2;
  }
  const config = loadCliConfig();
  if (!config) return 1;
  const storage = await openStorage(config);
  try {
    const result = await seedCatalogue(storage.docs, seedArtBaseUrl(config.uploads.publicBaseUrl));
    console.log(`${describeSeed(result)} (${config.storage.kind})`);
    return 0;
  } finally {
    await storage.close();
  }
}

if (require.main === module) runCli('seed', run);
