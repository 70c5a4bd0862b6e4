/**
 * The catalogue's server build is loaded before any shopper asks (at start, and as soon as a
 * changed remotes.json is seen), and a release that needs a shared contract the page server does
 * not provide is never loaded: its routes are client-rendered, refused once, not per request.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { CONTRACT_VERSION, SERVER_PAGE_ATTRIBUTE } from 'shared-contracts';
import { buildPageServer } from '../../app';
import {
  PAGE_SKELETON,
  product,
  shellIndexHtml,
  startFakeUpstreams,
  type FakeUpstreams,
} from '../../test/fakeUpstreams';
import { catalogBuilds } from '../../test/catalogBuilds';
import { parsePage } from '../../test/parseHtml';
import { remoteLoadLog, type LoadNote } from '../../test/remoteLoadNotes';
import {
  deployCatalog,
  fixtureBrowserManifest,
  redeployCatalogInPlace,
  releaseFolder,
} from '../../test/serverBuildFixtures';
import { shellPageSource } from '../shell/api/shellPage';
import { keepServerBuildsWarm } from './warmStart';
import { remoteServerPages } from './api/remoteServerPages';
import { readUrl } from './api/remoteServerLoader';
import { PAGE_SERVER_SHARED } from './sharedModules';
import { SHELL_CONTRACT_META } from './utils/remoteContract';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let upstreams: FakeUpstreams;
const notes: LoadNote[] = [];
const requestWarnings: string[] = [];
/** Every catalogue server-build file (and server manifest) the loader read. */
const serverReads: string[] = [];
let app: FastifyInstance | undefined;

beforeAll(async () => {
  upstreams = await startFakeUpstreams([product('01', { productName: 'Sheesham Wood Chair' })]);
});
afterAll(async () => upstreams.close());
beforeEach(() => {
  notes.length = 0;
  requestWarnings.length = 0;
  serverReads.length = 0;
  upstreams.deployShell(shellIndexHtml());
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** What the log says of the catalogue's builds (the shell's own build loads beside them). */
const log = remoteLoadLog(notes);

async function startPageServer() {
  const read = (url: string) => {
    if (url.includes('/remotes/catalog/')) serverReads.push(url);
    return readUrl(url);
  };
  const policy = upstreams.config().remoteCode;
  const serverPages = remoteServerPages({
    shared: PAGE_SERVER_SHARED,
    policy,
    fetchImpl: fetch,
    read,
    log,
    shellOrigin: upstreams.origin,
  });
  app = await buildPageServer({
    config: upstreams.config({ logLevel: 'warn', serverRenderReadyMs: 5000 }),
    serverPages,
    logStream: {
      write: (line) => {
        const entry = JSON.parse(line) as { msg: string };
        if (entry.msg === 'served the client-rendered page') requestWarnings.push(line);
      },
    },
  });
  await app.ready();
  return { app, serverPages };
}

const get = (server: FastifyInstance, url: string) =>
  server.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });

/** Publishes a release whose browser manifest records the contract range it needs. */
function deployNeeding(version: string, requires: string): string {
  const build = deployCatalog(upstreams, version);
  const manifest = JSON.parse(fixtureBrowserManifest(version)) as { metaData: Record<string, unknown> };
  manifest.metaData.contract = { requires, builtWith: requires.slice(1) };
  upstreams.publish(`${releaseFolder(version)}/mf-manifest.json`, JSON.stringify(manifest));
  return build;
}

async function until(check: () => boolean): Promise<void> {
  for (let tries = 0; !check(); tries++) {
    if (tries > 200) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('warm start', () => {
  it('loads the live server build when the page server starts, before any page is asked for', async () => {
    const v1 = deployCatalog(upstreams, 'warm-v1');

    const { serverPages } = await startPageServer();

    expect(catalogBuilds(serverPages)).toEqual([{ name: 'catalog', url: v1 }]);
    expect(notes).toEqual([
      {
        level: 'info',
        message: 'server build loaded',
        details: expect.objectContaining({ remote: 'catalog', build: v1 }),
      },
    ]);
  });

  it('loads the next version as soon as any page sees the changed remotes.json, not when a catalogue page needs it', async () => {
    deployCatalog(upstreams, 'warm-v2a');
    const { app: server, serverPages } = await startPageServer();
    const v2 = deployCatalog(upstreams, 'warm-v2b');

    expect((await get(server, '/cart')).statusCode).toBe(200);
    await until(() => catalogBuilds(serverPages)[0]?.url === v2);

    expect(catalogBuilds(serverPages)).toEqual([{ name: 'catalog', url: v2 }]);
  });

  it('in development, the poll loads a remote without integrity redeployed under the same URL, with no page asked for', async () => {
    deployCatalog(upstreams, 'warm-same', {}, undefined, { verified: false });
    const policy = upstreams.config().remoteCode;
    const serverPages = remoteServerPages({
      shared: PAGE_SERVER_SHARED,
      policy,
      fetchImpl: fetch,
      log,
      shellOrigin: upstreams.origin,
    });
    app = Fastify();
    keepServerBuildsWarm(app, { shellPage: shellPageSource(upstreams.origin), serverPages, pollMs: 20 });
    await app.ready();
    const v2 = redeployCatalogInPlace(upstreams, 'warm-same', 'warm-same-2');

    await until(() => catalogBuilds(serverPages)[0]?.url === v2);

    expect(notes).toContainEqual({
      level: 'info',
      message: 'remote redeployed under the same address: loading its new server build',
      details: expect.objectContaining({ remote: 'catalog' }),
    });
  });
});

describe('the contract gate', () => {
  it(`renders a release whose required contract ${CONTRACT_VERSION} satisfies`, async () => {
    const [major, minor] = CONTRACT_VERSION.split('.');
    deployNeeding('gate-ok', `^${major}.${minor}.0`);
    const { app: server } = await startPageServer();

    const response = await get(server, '/home');

    expect(parsePage(response.body).root.querySelector(`[${SERVER_PAGE_ATTRIBUTE}]`)).not.toBeNull();
  });

  it('never loads a release that needs a newer contract: its routes are client-rendered with no CSS of it, refused once for all requests', async () => {
    deployNeeding('gate-99', '^99.0.0');
    const { app: server, serverPages } = await startPageServer();

    const responses = [await get(server, '/home'), await get(server, '/about'), await get(server, '/shop/01')];

    for (const response of responses) {
      // Without the release's loader the page server cannot know the page: crawlers come back later.
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain(PAGE_SKELETON);
      expect(parsePage(response.body).root.querySelector(`[${SERVER_PAGE_ATTRIBUTE}]`)).toBeNull();
      expect(response.body).not.toContain(releaseFolder('gate-99'));
    }
    expect(catalogBuilds(serverPages)).toEqual([]);
    expect(serverReads).toEqual([]);
    expect(notes).toEqual([
      {
        level: 'warn',
        message: 'remote refused by the contract gate: its pages are client-rendered',
        details: expect.objectContaining({
          remote: 'catalog',
          reason: expect.stringContaining(
            `it needs shared contract ^99.0.0, the page server provides ${CONTRACT_VERSION}`,
          ),
        }),
      },
    ]);
    expect(requestWarnings).toEqual([]);
  });
});

describe('the contract gate with what the live shell says it provides', () => {
  const shellProviding = (version: string) =>
    shellIndexHtml().replace('</head>', `<meta name="${SHELL_CONTRACT_META}" content="${version}"></head>`);

  it('refuses a release the page server could run but the live shell could not (an older shell still live)', async () => {
    deployNeeding('gate-shell-old', '^1.2.0');
    upstreams.deployShell(shellProviding('1.1.0'));
    const { app: server, serverPages } = await startPageServer();

    const response = await get(server, '/about');

    expect(response.statusCode).toBe(503);
    expect(response.body).toContain(PAGE_SKELETON);
    expect(catalogBuilds(serverPages)).toEqual([]);
    expect(notes).toEqual([
      expect.objectContaining({
        level: 'warn',
        details: expect.objectContaining({
          reason: expect.stringContaining('it needs shared contract ^1.2.0, the live shell provides 1.1.0'),
        }),
      }),
    ]);
  });

  it('renders it once the live shell provides the contract', async () => {
    deployNeeding('gate-shell-new', '^1.2.0');
    upstreams.deployShell(shellProviding('1.2.0'));
    const { app: server } = await startPageServer();

    const response = await get(server, '/about');

    expect(parsePage(response.body).root.querySelector(`[${SERVER_PAGE_ATTRIBUTE}]`)).not.toBeNull();
  });
});
