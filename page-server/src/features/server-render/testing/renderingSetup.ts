/**
 * The setting of the server-rendering tests: fake upstreams (shell host, API, release host) with a
 * few products and reviews, and a page server on them whose log lines the tests read.
 */
import type { FastifyInstance } from 'fastify';
import { SERVER_PAGE_ATTRIBUTE } from 'shared-contracts';
import type { ReviewView } from 'shared-contracts/catalogue';
import { buildPageServer } from '../../../app';
import { product, shellIndexHtml, startFakeUpstreams, type FakeUpstreams } from '../../../test/fakeUpstreams';
import { parsePage } from '../../../test/parseHtml';
import { remoteServerPages } from '../../server-builds/api/remoteServerPages';
import { PAGE_SERVER_SHARED } from '../../server-builds/sharedModules';

export const HOSTILE_NAME = '</script><script>alert(1)</script>';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const review = (id: string, name: string, text: string): ReviewView => ({
  id,
  productId: '01',
  name,
  rating: 5,
  text,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  verifiedPurchase: false,
  mine: false,
});

export interface RenderingSetup {
  /** The fakes, once the file's tests have started. */
  readonly upstreams: FakeUpstreams;
  /** The remotes' server builds as the page server loads them from the fakes. */
  serverPages(): ReturnType<typeof remoteServerPages>;
  /** A page server on the fakes; renders get 5 s to be ready unless a test is about the limit (a loaded CI machine must not flake). */
  pageServer(options?: { serverRenderReadyMs?: number }): Promise<{
    app: FastifyInstance;
    serverPages: ReturnType<typeof remoteServerPages>;
  }>;
  /** Where a page server's log lines go for `logged` to read (for a page server a test builds itself). */
  readonly logStream: { write(line: string): void };
  /** The log lines of this test with this message. */
  logged(message: string): Array<{ msg: string; reason?: string; module?: string }>;
}

/** Starts the fakes before a test file's tests and stops them after; each test starts with the shell deployed and no log lines. */
export function useRenderingSetup(): RenderingSetup {
  let upstreams: FakeUpstreams | undefined;
  const logs: string[] = [];
  beforeAll(async () => {
    upstreams = await startFakeUpstreams(
      [
        product('01', {
          productName: 'Sheesham Wood Chair',
          description: 'Hand-rubbed sheesham, pegged joints.',
          price: 6499,
          reviewCount: 2,
        }),
        product('02', { productName: HOSTILE_NAME, description: '<b>not bold</b>' }),
        product('04', { productName: 'Teak Study Table', category: 'Study Table' }),
        // Its page is larger than React's default chunk for a boundary (12,800 bytes).
        product('05', {
          productName: 'Carved Sheesham Bench',
          category: 'Bench',
          description: 'Hand carved. '.repeat(2000),
        }),
      ],
      { reviews: { '01': [review('r2', 'Meera', 'Sturdy and beautiful.'), review('r1', 'Arjun', 'Worth the wait.')] } },
    );
  });
  afterAll(async () => upstreams?.close());
  beforeEach(() => {
    logs.length = 0;
    setup.upstreams.deployShell(shellIndexHtml());
  });
  const setup: RenderingSetup = {
    get upstreams() {
      if (!upstreams) throw new Error('the fakes start before the tests');
      return upstreams;
    },
    serverPages: () =>
      remoteServerPages({
        shared: PAGE_SERVER_SHARED,
        policy: setup.upstreams.config().remoteCode,
        fetchImpl: fetch,
        shellOrigin: setup.upstreams.origin,
      }),
    async pageServer(options = {}) {
      const config = setup.upstreams.config({
        logLevel: 'warn',
        serverRenderReadyMs: options.serverRenderReadyMs ?? 5000,
      });
      const serverPages = setup.serverPages();
      const app = await buildPageServer({ config, serverPages, logStream: setup.logStream });
      return { app, serverPages };
    },
    logStream: { write: (line) => void logs.push(line) },
    logged: (message) =>
      logs
        .map((line) => JSON.parse(line) as { msg: string; reason?: string; module?: string })
        .filter((entry) => entry.msg === message),
  };
  return setup;
}

export const get = (app: FastifyInstance, url: string, headers: Record<string, string> = { 'user-agent': BROWSER }) =>
  app.inject({ method: 'GET', url, headers });
export const serverPageOf = (html: string) => parsePage(html).root.querySelector(`[${SERVER_PAGE_ATTRIBUTE}]`);
