/**
 * What every page-server answer gets, whatever route (or error) made it: the base security headers
 * (X-Content-Type-Options: nosniff, Referrer-Policy, and Strict-Transport-Security when the request
 * came over https), and a limit of PAGE_RATE_LIMIT_PER_MINUTE requests per client address
 * (`@fastify/rate-limit`'s counter), over which a client gets the short 429 page.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendTooManyRequests } from '../pages/tooManyRequests';
import { baseSecurityHeaders } from './pageSecurityHeaders';

/**
 * Over https, or behind a trusted proxy that says so: Fastify reads X-Forwarded-Proto only from a
 * peer TRUST_PROXY trusts (fastify >= 5.8.3); anyone else's header is ignored.
 */
export const isHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

export async function installPageProtection(
  app: FastifyInstance,
  { ratePerMinute }: { ratePerMinute: number },
): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders({ https: isHttps(request) })))
      if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });

  // The counter only, on every request (routes and 404s alike): the answer over the limit is the
  // 429 page, not the plugin's JSON error.
  await app.register(rateLimit, { global: false });
  const perClient = app.createRateLimit({ max: ratePerMinute, timeWindow: 60_000 });
  app.addHook('onRequest', async (request, reply) => {
    const counted = await perClient(request);
    if (!counted.isAllowed && counted.isExceeded) return sendTooManyRequests(reply, counted.ttlInSeconds);
  });
}
