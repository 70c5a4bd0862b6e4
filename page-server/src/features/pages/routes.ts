/**
 * Every HTML navigation: `/` moves to /home (301); any other path is the shell's deployed page
 * with the route's head, status (404 for unknown routes and products) and first data. A path with
 * a file extension is never a page: the apps' files live on their own hosts, so it is a plain 404.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTES } from 'shared-contracts';
import { API_TIMEOUT_MS } from '../catalogue/api/getJson';
import { NO_PAGE_METRICS, type PageMetrics } from '../operations/metrics';
import { visitorFetch } from '../catalogue/api/visitorFetch';
import { atHeadEnd, shellDescription, writePage } from '../head/pageHead';
import { matchRoute } from '../routes/matchRoute';
import { isHttps } from '../security/pageProtection';
import { baseSecurityHeaders, pageSecurityHeaders } from '../security/pageSecurityHeaders';
import type { RemoteServerPages } from '../server-builds/api/remoteServerPages';
import { keepServerBuildsWarm } from '../server-builds/warmStart';
import { allowNonce, serverRendering } from '../server-render/serverRendering';
import { isCrawler } from '../server-render/utils/isCrawler';
import type { FetchLike } from '../shell/api/revalidatingFile';
import { shellPageSource, type ShellPage } from '../shell/api/shellPage';
import { notFoundPage, privatePage, routePage, unavailablePage, type BuiltPage } from './buildPage';
import { loadRoute } from './loadRoute';
import { remotePagePreloads } from './remotePagePreloads';
import { sendTooManyRequests } from './tooManyRequests';

/** The shell's page says this when it carries no description of its own. */
const FALLBACK_DESCRIPTION = 'Handcrafted solid-wood furniture from India.';
/** How soon a crawler or browser may ask again after a 503. */
const RETRY_AFTER_SECONDS = 30;

/** How soon a client the API refused for asking too much may ask again (the API's window). */
const API_RETRY_AFTER_SECONDS = 60;

export interface PageSources {
  siteUrl: string;
  apiOrigin: string;
  shellOrigin: string;
  fetchImpl: FetchLike;
}

export interface PageRoutesOptions extends PageSources {
  contentSecurityPolicy: boolean;
  /** The remotes' server builds the catalogue routes are rendered with. */
  serverPages: RemoteServerPages;
  /** A server render not ready this soon is served client-rendered (SERVER_RENDER_READY_MS). */
  serverRenderReadyMs: number;
  /** PAGE_SERVER_SECRET: the page's API calls are made on behalf of its visitor. */
  apiSecret: string | null;
  /** Where how each page was served is counted (default: nowhere). */
  metrics?: PageMetrics;
}

export const pageRoutes: FastifyPluginAsync<PageRoutesOptions> = async (
  app,
  { contentSecurityPolicy, serverPages, serverRenderReadyMs, apiSecret, metrics = NO_PAGE_METRICS, ...sources },
) => {
  const shellPage = shellPageSource(sources.shellOrigin, sources.fetchImpl);
  const renderOnServer = serverRendering({
    pages: serverPages,
    readyWithinMs: serverRenderReadyMs,
  });
  keepServerBuildsWarm(app, { shellPage, serverPages });

  app.get('/', async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`${ROUTES.home}${query >= 0 ? request.url.slice(query) : ''}`, 301);
  });

  // The CSP's hashes are those of the shell page's inline script and style: what the page server
  // writes into it (head tags, JSON-LD and page data blocks, stylesheet links, React's HTML) adds no
  // inline code. So the headers are worked out once per deployed index.html, config.json and
  // remotes.json (the same objects until a deploy), for http and https.
  const kept = new Map<
    boolean,
    { shell: Pick<ShellPage, 'html' | 'config' | 'remotes'>; headers: Record<string, string> }
  >();
  const securityHeaders = (request: FastifyRequest, shell: ShellPage): Record<string, string> => {
    const https = isHttps(request);
    if (!contentSecurityPolicy) return { ...baseSecurityHeaders({ https }), 'X-Frame-Options': 'DENY' };
    const last = kept.get(https);
    if (
      last &&
      last.shell.html === shell.html &&
      last.shell.config === shell.config &&
      last.shell.remotes === shell.remotes
    )
      return last.headers;
    const headers = pageSecurityHeaders({
      html: shell.html,
      config: shell.config,
      remotes: shell.remotes,
      https,
      shellOrigin: sources.shellOrigin,
    });
    kept.set(https, { shell, headers });
    return headers;
  };

  const preloadsOf = remotePagePreloads(sources.fetchImpl);

  /** The shell's page with `page`'s head and data (and `preloads` in its head): client-rendered. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, shell: ShellPage, page: BuiltPage, preloads = '') => {
    // Crawlers are told when to come back to a page that could not be read.
    if (page.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply
      .code(page.status)
      .headers(securityHeaders(request, shell))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(atHeadEnd(writePage(shell.html, page.head, page.pageData), preloads));
  };

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      return reply
        .code(404)
        .headers(baseSecurityHeaders({ https: isHttps(request) }))
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    const route = matchRoute(pathname);
    let shell: ShellPage;
    try {
      shell = await shellPage();
    } catch (error) {
      request.log.error({ err: error }, 'the shell page could not be read');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .type('text/plain; charset=utf-8')
        .send('The shop is briefly unavailable. Please try again in a minute.');
    }
    // A changed remotes.json starts loading the new server builds now, whatever page saw it.
    void serverPages.preloadServerBuilds(shell.remotes, shell.providesContract);
    if (shell.stale) request.log.warn('the shell host did not answer: serving the page it last sent');
    const description = shellDescription(shell.html) ?? FALLBACK_DESCRIPTION;
    const send = (page: BuiltPage) => sendPage(request, reply, shell, page);
    if (route.kind === 'notFound') return send(notFoundPage(shell, description));
    if (route.kind === 'private') {
      // Its remote's files download with the page, not after remotes.json and the manifest.
      const preloads = await preloadsOf(route.module, shell.remotes, shell.providesContract);
      return sendPage(request, reply, shell, privatePage(route.title, shell, description), preloads);
    }

    const loaded = await loadRoute({
      route: route.route,
      params: route.params,
      url: new URL(request.url, sources.siteUrl),
      shell,
      pages: serverPages,
      waitMs: API_TIMEOUT_MS,
      apiOrigin: sources.apiOrigin,
      visitorFetch: visitorFetch(sources.fetchImpl, { ...sources, secret: apiSecret }, request.ip),
      headContext: {
        siteUrl: sources.siteUrl,
        config: shell.config,
        shellOrigin: sources.shellOrigin,
        defaultDescription: description,
      },
    });
    switch (loaded.kind) {
      case 'notFound':
        return send(notFoundPage(shell, description));
      case 'apiFailed':
        // This visitor has used up its share at the API: it alone is told to slow down.
        if (loaded.tooManyRequests) return sendTooManyRequests(reply, API_RETRY_AFTER_SECONDS);
        request.log.error({ err: loaded.error, module: route.route.module }, 'the API did not answer for a page');
        return send(unavailablePage(shell, description));
      case 'unavailable':
        if (!loaded.logged)
          request.log.warn(
            { module: route.route.module, reason: loaded.reason },
            'the route’s remote could not answer: served the client-rendered page',
          );
        metrics.countRender('client');
        return send(unavailablePage(shell, description));
      case 'page':
        break;
    }
    const page = routePage(loaded.head, loaded.pageData, shell);
    const serverRoute = route.route;
    // Nothing of the shopper's is read here (no cookie, no token): every visitor gets the same page.
    const rendered = await renderOnServer({
      route: serverRoute,
      location: request.url,
      shell,
      page,
      crawler: isCrawler(request.headers['user-agent']),
      onLateError: (error) =>
        request.log.error(
          { err: error, module: serverRoute.module },
          'the server render failed while streaming: the browser renders that part',
        ),
    });
    metrics.countRender(rendered.ok ? 'server' : 'client');
    if (rendered.ok) {
      return reply
        .code(page.status)
        .headers(allowNonce(securityHeaders(request, shell), rendered.nonce))
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(rendered.body);
    }
    if (rendered.logged)
      request.log.debug({ module: serverRoute.module, reason: rendered.reason }, 'served the client-rendered page');
    else request.log.warn({ module: serverRoute.module, reason: rendered.reason }, 'served the client-rendered page');
    return send(page);
  });
};
