/** GET /sitemap.xml (a urlset, or an index past the URL limit), /sitemap-{n}.xml and /robots.txt. */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { visitorFetch } from '../catalogue/api/visitorFetch';
import type { FetchLike } from '../shell/api/revalidatingFile';
import { activeProducts } from './activeProducts';
import { robotsTxt } from './robots';
import { sitemapFile, sitemapUrls, type SitemapUrl } from './sitemap';

export const SITEMAP_UNAVAILABLE_MESSAGE = 'The sitemap is unavailable for a moment: the catalogue could not be read.';

export interface SitemapRoutesOptions {
  siteUrl: string;
  apiOrigin: string;
  fetchImpl: FetchLike;
  /** PAGE_SERVER_SECRET: the catalogue is read as the page server's own call (it serves every visitor). */
  apiSecret: string | null;
  /** URLs per sitemap file. */
  urlLimit: number;
  /** How long one reading of the catalogue serves the sitemap (crawlers ask for its parts in a row). */
  maxAgeMs: number;
}

export const sitemapRoutes: FastifyPluginAsync<SitemapRoutesOptions> = async (
  app,
  { siteUrl, apiOrigin, fetchImpl, apiSecret, urlLimit, maxAgeMs },
) => {
  const apiFetch = visitorFetch(fetchImpl, { apiOrigin, secret: apiSecret });
  let kept: { at: number; urls: Promise<SitemapUrl[]> } | null = null;
  const urls = (): Promise<SitemapUrl[]> => {
    if (!kept || Date.now() - kept.at >= maxAgeMs) {
      const reading = activeProducts(apiOrigin, apiFetch).then((products) => sitemapUrls(siteUrl, products));
      kept = { at: Date.now(), urls: reading };
      reading.catch(() => {
        if (kept?.urls === reading) kept = null;
      });
    }
    return kept.urls;
  };

  const send = async (part: number, reply: FastifyReply) => {
    let listed: SitemapUrl[];
    try {
      listed = await urls();
    } catch (error) {
      // A crawler retries a 503 later and keeps what it knew; a 500 reads as a broken site.
      reply.log.warn({ err: error }, 'sitemap: the catalogue could not be read from the API');
      return reply
        .code(503)
        .header('retry-after', '120')
        .type('text/plain; charset=utf-8')
        .send(SITEMAP_UNAVAILABLE_MESSAGE);
    }
    const xml = sitemapFile(siteUrl, listed, urlLimit, part);
    if (xml === null) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap.');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  };

  app.get('/sitemap.xml', async (_request, reply) => send(0, reply));
  app.get<{ Params: { part: string } }>(
    '/sitemap-:part.xml',
    {
      schema: {
        params: {
          type: 'object',
          properties: { part: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } },
          required: ['part'],
        },
      },
    },
    async (request, reply) => send(Number(request.params.part), reply),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(siteUrl)),
  );
};
