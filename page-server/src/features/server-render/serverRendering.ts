/**
 * A catalogue route's page rendered on the server: the whole site as one React tree — the shell's
 * server app (frame, routes) with the route's page from the remote's server build — streamed into
 * #root of the shell's deployed index.html, with the same head, data and status as the
 * client-rendered page. The browser hydrates it once. Anything that stops it (a shell without
 * #root, a server build that cannot be loaded, a render that fails or is slow) answers why, and the
 * caller serves the client-rendered page: never an error page.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  SERVER_PAGE_ATTRIBUTE,
  SERVER_PAGE_PATH_ATTRIBUTE,
  type ServerAppProps,
  type ServerRenderedRoute,
} from 'shared-contracts';
import { atHeadEnd, escapeHtml, writePage } from '../head/pageHead';
import type { BuiltPage } from '../pages/buildPage';
import type { ShellPage } from '../shell/api/shellPage';
import type { PageStylesheet } from '../server-builds/api/pageStylesheets';
import { ContractRefusedError, SHELL_APP_MODULE, type RemoteServerPages } from '../server-builds/api/remoteServerPages';
import { errorMessage } from '../server-builds/utils/errorMessage';
import { renderPageStream } from './renderPageStream';
import { splitAtSlot } from './utils/pageSlot';
import { withinMs } from './utils/withinMs';

export interface ServerRenderRequest {
  route: ServerRenderedRoute;
  /** The path and query asked for, as the browser's location will read it. */
  location: string;
  shell: ShellPage;
  page: BuiltPage;
  crawler: boolean;
  onLateError: (error: unknown) => void;
}

export type ServerRendered =
  | {
      ok: true;
      body: Readable;
      /** The nonce of any script React streams. */
      nonce: string;
      /** Which server builds rendered it: the remote's, and the shell's. */
      buildUrl: string;
      shellBuildUrl: string;
    }
  | {
      ok: false;
      reason: string;
      /** Already logged once for this version (a release the contract gate refuses): not again per request. */
      logged?: boolean;
    };

/** The page's CSS: inlined where its text was read (data-href: the remote's CSS loading finds it there), else linked. */
const pageStyles = (stylesheets: PageStylesheet[], nonce: string): string =>
  stylesheets
    .map(({ href, css }) =>
      css === null
        ? `<link rel="stylesheet" href="${escapeHtml(href)}"/>`
        : `<style nonce="${nonce}" data-href="${escapeHtml(href)}">${css}</style>`,
    )
    .join('');
/** Classic scripts, as the federation runtime and webpack's chunk loading add them (a module preload would not be reused). */
const scriptPreloads = (urls: string[]): string =>
  urls.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}"/>`).join('');

export function serverRendering({ pages, readyWithinMs }: { pages: RemoteServerPages; readyWithinMs: number }) {
  return async function render({
    route,
    location,
    shell,
    page,
    crawler,
    onLateError,
  }: ServerRenderRequest): Promise<ServerRendered> {
    const { template } = shell;
    if (template === null) return { ok: false, reason: 'the shell page has no #root' };
    // One budget for the whole page: loading the server build and rendering share it.
    const started = performance.now();
    let remotePage;
    let shellApp;
    try {
      // A version still loading (the first page after a deploy) does not hold the shopper: it is
      // ready for a later request, this one is rendered in the browser.
      [remotePage, shellApp] = await withinMs(
        Promise.all([
          pages.page(route.module, shell.remotes, shell.providesContract),
          pages.page<ServerAppProps>(SHELL_APP_MODULE, shell.remotes, shell.providesContract),
        ]),
        readyWithinMs,
        `not loaded within ${readyWithinMs} ms`,
      );
    } catch (error) {
      if (error instanceof ContractRefusedError) return { ok: false, reason: error.message, logged: true };
      return { ok: false, reason: `the server build could not be loaded: ${errorMessage(error)}` };
    }
    const rootAttributes = `${SERVER_PAGE_ATTRIBUTE}="${escapeHtml(route.module)}" ${SERVER_PAGE_PATH_ATTRIBUTE}="${escapeHtml(location)}"`;
    const parts = splitAtSlot(writePage(template, page.head, page.pageData), rootAttributes);
    if (!parts) return { ok: false, reason: 'the page slot was lost writing the head' };
    const nonce = randomBytes(16).toString('base64');
    // The whole head goes out in the response's first chunk, before any of the page: the route's
    // CSS (the page paints styled) and its scripts' preloads (they download beside the shell's own
    // deferred scripts and preloads, with the HTML).
    const head = pageStyles(remotePage.stylesheets, nonce) + scriptPreloads(remotePage.scripts);
    const before = atHeadEnd(parts.before, head);
    const stream = await renderPageStream({
      App: shellApp.Page,
      page: { module: route.module, Page: remotePage.Page },
      location,
      config: shell.config,
      pageData: page.pageData,
      before,
      after: parts.after,
      whole: crawler,
      readyWithinMs,
      startedAt: started,
      nonce,
      onLateError,
    });
    return stream.ok
      ? { ok: true, body: stream.body, nonce, buildUrl: remotePage.buildUrl, shellBuildUrl: shellApp.buildUrl }
      : stream;
  };
}

/** The page's CSP with the render's nonce allowed in script-src and style-src (headers without a CSP stay as they are). */
export function allowNonce(headers: Record<string, string>, nonce: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) =>
      name.toLowerCase() === 'content-security-policy'
        ? [name, value.replace(/(^|;\s*)(script|style)-src\b/g, (directive) => `${directive} 'nonce-${nonce}'`)]
        : [name, value],
    ),
  );
}
