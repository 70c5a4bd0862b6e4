/**
 * The answer to a client asking for pages faster than its share (PAGE_RATE_LIMIT_PER_MINUTE here,
 * or its bucket at the API): a short page saying to wait, with Retry-After. Never the 503 page,
 * which tells crawlers and shoppers the whole shop is down.
 */
import type { FastifyReply } from 'fastify';

export const TOO_MANY_REQUESTS_HTML =
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"/>' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"/><meta name="robots" content="noindex"/>' +
  '<title>Too many requests</title></head><body><h1>Too many requests</h1>' +
  '<p>You opened a lot of pages in a short time. Please wait a minute, then try again.</p></body></html>';

export function sendTooManyRequests(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return (
    reply
      .code(429)
      .header('retry-after', String(Math.max(1, retryAfterSeconds)))
      .header('cache-control', 'no-store')
      // Nothing on this page loads or runs anything.
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
      .type('text/html; charset=utf-8')
      .send(TOO_MANY_REQUESTS_HTML)
  );
}
