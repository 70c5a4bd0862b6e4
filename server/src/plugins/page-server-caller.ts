/**
 * Calls from the page server. Every shopper's pages reach the API from the page server's one
 * address, so it says whose page it is making: it proves who it is with PAGE_SERVER_SECRET (the
 * same value on both) and names the visitor in X-Storefront-Client-Ip. A named visitor is believed
 * only with the right secret; from anyone else the header means nothing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

export const PAGE_SERVER_SECRET_HEADER = 'x-page-server-secret';
export const FORWARDED_CLIENT_HEADER = 'x-storefront-client-ip';

/** visitor: the address whose page the page server is making, or null for its own reads (the sitemap's). */
export interface PageServerCall {
  visitor: string | null;
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * A reader of the request's page-server headers: the call, or null when the request is not the
 * page server's (no secret, or a wrong one: `onWrongSecret` is told).
 */
export function pageServerCaller(
  secret: string | null,
  onWrongSecret: () => void,
): (request: FastifyRequest) => PageServerCall | null {
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const expected = secret === null ? null : digest(secret);
  return (request) => {
    const given = request.headers[PAGE_SERVER_SECRET_HEADER];
    if (given === undefined) return null;
    if (expected === null || typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      onWrongSecret();
      return null;
    }
    const visitor = request.headers[FORWARDED_CLIENT_HEADER];
    return { visitor: typeof visitor === 'string' && isIP(visitor.trim()) ? visitor.trim() : null };
  };
}
