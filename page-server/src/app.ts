/**
 * The page server: answers the site's HTML navigations (every route of spec §2), /sitemap.xml and
 * /robots.txt. It serves no assets: the apps' files stay on their static hosts. Built from its
 * config and a fetch, so tests run it against in-process fakes of the shell's host and the API.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PageServerConfig } from './config';
import { healthRoutes } from './features/operations/health';
import { installPageMetrics } from './features/operations/metrics';
import { pageRoutes } from './features/pages/routes';
import { installPageProtection } from './features/security/pageProtection';
import { remoteServerPages, type RemoteServerPages } from './features/server-builds/api/remoteServerPages';
import { PAGE_SERVER_SHARED } from './features/server-builds/sharedModules';
import type { FetchLike } from './features/shell/api/revalidatingFile';
import { sitemapRoutes } from './features/sitemap/routes';

export interface PageServerDeps {
  config: PageServerConfig;
  fetchImpl?: FetchLike;
  /** How long one reading of the catalogue serves the sitemap (default 5 minutes). */
  sitemapMaxAgeMs?: number;
  /**
   * false only in front of webpack dev servers (`npm run dev`), whose pages inject their styles
   * as <style> tags the Content-Security-Policy refuses; the other security headers stay.
   */
  contentSecurityPolicy?: boolean;
  /**
   * The remotes' server builds (default: loaded by URL with the page server's shared modules):
   * tests look inside, and the bench's monolith renders its own single build's pages through them.
   */
  serverPages?: RemoteServerPages;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
}

const SITEMAP_MAX_AGE_MS = 5 * 60 * 1000;

export async function buildPageServer({
  config,
  fetchImpl = fetch,
  sitemapMaxAgeMs = SITEMAP_MAX_AGE_MS,
  contentSecurityPolicy = true,
  serverPages,
  logStream,
}: PageServerDeps): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    // Behind a proxy, its X-Forwarded-Proto says https (HSTS, upgrade-insecure-requests).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  });
  await installPageProtection(app, { ratePerMinute: config.ratePerMinute });
  await app.register(compress, { threshold: 1024 });
  const metrics = installPageMetrics(app, { token: config.metricsToken });
  await app.register(healthRoutes);
  const sources = { siteUrl: config.siteUrl, apiOrigin: config.apiOrigin, shellOrigin: config.shellOrigin, fetchImpl };
  const apiSecret = config.apiSecret;
  await app.register(sitemapRoutes, {
    ...sources,
    apiSecret,
    urlLimit: config.sitemapUrlLimit,
    maxAgeMs: sitemapMaxAgeMs,
  });
  // The catalogue's pages are rendered with the catalogue's own server build.
  const pages =
    serverPages ??
    remoteServerPages({
      shared: PAGE_SERVER_SHARED,
      // The shell's host is trusted like REMOTE_ORIGINS: its frame's server build is verified the same way.
      policy: { ...config.remoteCode, sources: [...config.remoteCode.sources, new URL(config.shellOrigin).origin] },
      fetchImpl,
      log: app.log,
      shellOrigin: config.shellOrigin,
    });
  await app.register(pageRoutes, {
    ...sources,
    apiSecret,
    contentSecurityPolicy,
    serverPages: pages,
    serverRenderReadyMs: config.serverRenderReadyMs,
    metrics,
  });
  return app;
}
