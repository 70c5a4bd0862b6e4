/**
 * The site rendered with React 19's streaming renderer as the SSR contract has it (shared-contracts
 * server-page.ts): the shell's server app around the route's page, in PageDataContext.
 * The response is committed to only once React is ready: the shell for people, everything for
 * crawlers. A render that errors or is not ready within `readyWithinMs` answers why instead, and the
 * caller serves the client-rendered page.
 */
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server.node';
import type { PageData, ServerAppProps, StorefrontConfig } from 'shared-contracts';
import { PageDataContext } from 'shared-contracts/react';
import { Transform, type Readable } from 'node:stream';
import { errorMessage } from '../server-builds/utils/errorMessage';

export interface PageRender {
  /** The shell's server app (SHELL_SERVER_APP). */
  App: ComponentType<ServerAppProps>;
  /** The route's page, from its remote's server build. */
  page: ServerAppProps['page'];
  /** The path and query asked for ('/shop/07?utm_source=x'). */
  location: string;
  config: StorefrontConfig;
  pageData: PageData | null;
  /** HTML sent before React's and after it. */
  before: string;
  after: string;
  /** onAllReady (crawlers) rather than onShellReady (people). */
  whole: boolean;
  /** The page's budget, counted from `startedAt` (performance.now(): loading the build came out of it too). */
  readyWithinMs: number;
  startedAt: number;
  /** Put on any inline script React streams (Suspense boundaries resolving late); the CSP allows it. */
  nonce: string;
  /** Errors React reports once the page is being sent (a boundary then renders in the browser). */
  onLateError: (error: unknown) => void;
}

export type PageStream = { ok: true; body: Readable } | { ok: false; reason: string };

/** A page still streaming after this long (a boundary waiting on something) is cut; the browser renders the rest. */
const STREAM_LIMIT_MS = 10_000;

export function renderPageStream({
  App,
  page,
  location,
  config,
  pageData,
  before,
  after,
  whole,
  readyWithinMs,
  startedAt,
  nonce,
  onLateError,
}: PageRender): Promise<PageStream> {
  return new Promise((resolve) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stream?.abort(new Error(reason));
      resolve({ ok: false, reason });
    };
    const ready = () => {
      if (settled) return;
      // A render that blocked the event loop past the limit is as late as one that waited.
      const took = performance.now() - startedAt;
      if (took > readyWithinMs) return fail(`not ready within ${readyWithinMs} ms (${Math.round(took)} ms)`);
      settled = true;
      clearTimeout(timer);
      const body = new Transform({
        transform: (chunk: Buffer, _encoding, done) => done(null, chunk),
        flush: (done) => {
          clearTimeout(limit);
          done(null, after);
        },
      });
      const limit = setTimeout(
        () => stream?.abort(new Error(`still streaming after ${STREAM_LIMIT_MS} ms`)),
        STREAM_LIMIT_MS,
      ).unref();
      body.push(before);
      stream?.pipe(body);
      resolve({ ok: true, body });
    };
    const timer = setTimeout(
      () => fail(`not ready within ${readyWithinMs} ms`),
      Math.max(0, startedAt + readyWithinMs - performance.now()),
    );
    let stream: ReturnType<typeof renderToPipeableStream> | undefined;
    try {
      stream = renderToPipeableStream(
        <PageDataContext.Provider value={pageData}>
          <App config={config} location={location} page={page} />
        </PageDataContext.Provider>,
        {
          nonce,
          // A page whose content is ready is sent in place, however large: React otherwise sends a large
          // boundary after its fallback, revealed by a script, so the page would show only once scripts run.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          ...(whole ? { onAllReady: ready } : { onShellReady: ready }),
          onShellError: (error) => fail(`the render failed: ${errorMessage(error)}`),
          onError: (error) => {
            if (settled) onLateError(error);
            else fail(`the render failed: ${errorMessage(error)}`);
          },
        },
      );
    } catch (error) {
      fail(`the render failed: ${errorMessage(error)}`);
    }
  });
}
