/** GET /api/health: liveness for scripts, tests and the deploy platform. No auth. */
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, type HealthResponse } from 'shared-contracts';
import type { StorageKind } from '../../storage/port';
import { namedPlugin } from '../../plugins/named-plugin';

export interface HealthRoutesOptions {
  storageKind: StorageKind;
  startedAt?: number;
}

const healthSchema = {
  response: {
    200: {
      type: 'object',
      required: ['status', 'uptimeSeconds', 'storage'],
      additionalProperties: false,
      properties: {
        status: { type: 'string', enum: ['ok'] },
        uptimeSeconds: { type: 'number' },
        storage: { type: 'string' },
      },
    },
  },
} as const;

export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = namedPlugin(
  'healthRoutes',
  async (app, { storageKind, startedAt }) => {
    const since = startedAt ?? Date.now();
    app.get(API_PATHS.health, { schema: healthSchema }, async (): Promise<HealthResponse> => ({
      status: 'ok',
      uptimeSeconds: Math.round((Date.now() - since) / 1000),
      storage: storageKind,
    }));
  },
);
