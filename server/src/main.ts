/**
 * Entry point: config → firebase-admin → storage (SQLite or Firestore, by STORAGE) → seed (a store
 * never seeded gets the built-in products) → app → listen.
 * Refuses to start on a bad config (for example the Auth or Firestore emulator in production).
 * SIGINT/SIGTERM close the app, then the storage and firebase-admin.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { firebaseTokenVerifier } from './plugins/auth';
import { closeFirebaseAdmin, firebaseAuth } from './plugins/firebase';
import { seedArtBaseUrl } from './features/products/seed/seedArt';
import { describeSeed, seedOnStart } from './features/products/seed/seedCatalogue';
import { openStorage } from './storage/open-storage';

function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`server: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const auth = firebaseAuth(config);
  const storage = await openStorage(config, { server: true });
  // A store that was never seeded gets the built-in products (ARCHITECTURE §5; npm run seed by hand).
  const seeded = await seedOnStart(storage.docs, seedArtBaseUrl(config.uploads.publicBaseUrl));
  console.log(`server: seed: ${describeSeed(seeded)}`);
  const app = buildApp({ config, storage, verifyToken: firebaseTokenVerifier(auth) });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10000);
    force.unref();
    app
      .close()
      .then(() => storage.close())
      .then(() => closeFirebaseAdmin(config))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('server: shutdown failed', error);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await storage.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`server listening on http://${config.host}:${port}`);
  app.log.info(
    {
      storage: config.storage.kind,
      dataDir: config.dataDir,
      firebaseProjectId: config.firebaseProjectId,
      authEmulatorHost: config.authEmulatorHost,
      corsOrigins: config.corsOrigins,
    },
    'server ready',
  );
}

main().catch((error: unknown) => {
  console.error('server: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
