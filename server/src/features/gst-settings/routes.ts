/**
 * The seller's GST settings:
 *
 * GET /api/admin/settings/gst   admin: the stored settings, or null ones until saved
 * PUT /api/admin/settings/gst   admin: GstSettings → checked with checkGstSettings and stored tidied
 *                               in one write; a bad field → 400 with every field's problem, nothing stored
 */
import type { FastifyPluginAsync } from 'fastify';
import { GST_SETTINGS_PATH, checkGstSettings, type GstSettings, type GstSettingsProblems } from 'shared-contracts/gst';
import { errorBody } from '../../http-errors';
import type { StoragePort } from '../../storage/port';
import { adminOnly } from '../admin/require-admin';
import { createGstSettingsRepository } from './repository';
import { getGstSettingsSchema, putGstSettingsSchema } from './schemas';
import { namedPlugin } from '../../plugins/named-plugin';

export const GST_SETTINGS_NOT_SAVED = 'Nothing was saved: correct the fields marked.';

export interface GstSettingsRoutesOptions {
  storage: Pick<StoragePort, 'docs' | 'users'>;
}

export const gstSettingsRoutes: FastifyPluginAsync<GstSettingsRoutesOptions> = namedPlugin(
  'gstSettingsRoutes',
  async (app, { storage }) => {
    const settings = createGstSettingsRepository(storage.docs);
    const onRequest = adminOnly(app, storage.users);

    app.get(GST_SETTINGS_PATH, { schema: getGstSettingsSchema, onRequest }, async () => settings.get());

    app.put<{ Body: GstSettings }>(
      GST_SETTINGS_PATH,
      { schema: putGstSettingsSchema, onRequest },
      async (request, reply) => {
        const checked = checkGstSettings(request.body);
        if (!checked.ok) {
          const body: GstSettingsProblems = {
            ...errorBody(400, GST_SETTINGS_NOT_SAVED),
            statusCode: 400,
            errors: checked.errors,
          };
          return reply.status(400).send(body);
        }
        return settings.replace(checked.settings);
      },
    );
  },
);
