/** GET /health: liveness for the deploy platform and load balancers. No auth, nothing read. */
import type { FastifyPluginAsync } from 'fastify';

export const HEALTH_PATH = '/health';

export interface PageServerHealth {
  status: 'ok';
  uptimeSeconds: number;
}

export const healthRoutes: FastifyPluginAsync<{ startedAt?: number }> = async (app, { startedAt }) => {
  const since = startedAt ?? Date.now();
  app.get(HEALTH_PATH, async (_request, reply): Promise<PageServerHealth> => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok', uptimeSeconds: Math.round((Date.now() - since) / 1000) };
  });
};
