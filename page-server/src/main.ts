/**
 * Entry point: settings → app → listen. Refuses to start on a bad setting, naming it.
 * SIGINT/SIGTERM close the server.
 */
import { buildPageServer } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`page-server: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildPageServer({ config });
  const shutdown = () => void app.close().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `page server on http://${config.host}:${config.port} (shell ${config.shellOrigin}, API ${config.apiOrigin}, site ${config.siteUrl})`,
  );
}

main().catch((error: unknown) => {
  console.error('page-server: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
