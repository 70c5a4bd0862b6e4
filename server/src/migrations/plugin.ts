/**
 * The migrations as part of the app: run in the background once the app is ready (requests are
 * served meanwhile, as the data they change allows), stopped after the step under way when it
 * closes; the next start goes on from there.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { DocumentStore } from '../storage/port';
import { MIGRATIONS } from './migrations';
import { runMigrations, type Migration } from './runner';
import { namedPlugin } from '../plugins/named-plugin';

export interface MigrationsPluginOptions {
  docs: DocumentStore;
  migrations?: readonly Migration[];
}

export const migrationsPlugin: FastifyPluginAsync<MigrationsPluginOptions> = namedPlugin(
  'migrationsPlugin',
  async (app, { docs, migrations = MIGRATIONS }) => {
    let stopping = false;
    let running: Promise<unknown> | null = null;
    app.addHook('onReady', async () => {
      running = runMigrations(docs, migrations, { log: app.log, stopped: () => stopping }).catch((error: unknown) =>
        app.log.error({ err: error }, 'migrations could not run; they are tried again at the next start'),
      );
    });
    app.addHook('onClose', async () => {
      stopping = true;
      await running;
    });
  },
);
