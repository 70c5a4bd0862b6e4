/**
 * The page server runs only remote code it can verify: a server build from an allowed origin whose
 * bytes match the integrity the live remotes.json names (what a release records and promote writes).
 * Anything else is not executed: the page is served client-rendered (200) and the log says which
 * remote and why. Production rules here (NODE_ENV=production, REMOTE_ORIGINS naming the fake
 * remotes' host); development's allowance for local builds without integrity at the end.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_PAGE_ATTRIBUTE, serverIntegrityKey } from 'shared-contracts';
import { buildPageServer } from '../../app';
import { loadConfig } from '../../config';
import {
  PAGE_SKELETON,
  product,
  startFakeUpstreams,
  TEST_PAGE_SERVER_SECRET,
  type FakeUpstreams,
} from '../../test/fakeUpstreams';
import { catalogBuilds } from '../../test/catalogBuilds';
import { parsePage } from '../../test/parseHtml';
import { remoteLoadLog, type LoadNote } from '../../test/remoteLoadNotes';
import {
  deployCatalog,
  fixtureBuildSource,
  redeployCatalogInPlace,
  releaseFolder,
} from '../../test/serverBuildFixtures';
import { remoteServerPages, type RemoteServerPages } from './api/remoteServerPages';
import { readUrl } from './api/remoteServerLoader';
import { integrityOf } from './api/verifiedRemoteCode';
import { PAGE_SERVER_SHARED } from './sharedModules';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let upstreams: FakeUpstreams;
let workDir: string;
let canary: string;
const notes: LoadNote[] = [];
/** Every URL of a remote's host the page server asked for (manifests and code). */
const remoteReads: string[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  upstreams = await startFakeUpstreams([product('01', { productName: 'Sheesham Wood Chair' })]);
});
afterAll(async () => upstreams.close());
beforeEach(() => {
  notes.length = 0;
  remoteReads.length = 0;
  workDir = mkdtempSync(path.join(tmpdir(), 'verified-builds-'));
  canary = path.join(workDir, 'canary');
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  rmSync(workDir, { recursive: true, force: true });
});

/** What the log says of the catalogue's builds (the shell's, verified the same way, is shellServerApp.test.ts's). */
const log = remoteLoadLog(notes);

/** A page server as deployed: NODE_ENV=production, remotes' code from the fake host's origin only. */
async function startPageServer(
  env: Record<string, string> = { NODE_ENV: 'production', REMOTE_ORIGINS: upstreams.origin },
): Promise<{ app: FastifyInstance; serverPages: RemoteServerPages }> {
  const config = {
    ...upstreams.config({ logLevel: 'silent', serverRenderReadyMs: 5000 }),
    remoteCode: loadConfig({ PAGE_SERVER_SECRET: TEST_PAGE_SERVER_SECRET, ...env, SHELL_ORIGIN: upstreams.origin })
      .remoteCode,
  };
  const recordingFetch: typeof fetch = (input, init) => {
    remoteReads.push(String(input));
    return fetch(input, init);
  };
  const serverPages = remoteServerPages({
    shellOrigin: upstreams.origin,
    shared: PAGE_SERVER_SHARED,
    policy: config.remoteCode,
    fetchImpl: recordingFetch,
    read: (url) => {
      remoteReads.push(url);
      return readUrl(url);
    },
    log,
  });
  const app = await buildPageServer({ config, serverPages });
  apps.push(app);
  await app.ready();
  return { app, serverPages };
}

const get = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
/**
 * The text the server rendered into the page slot, or null: the page is client-rendered (a 503:
 * without a build it may run, the page server has not the route's loader either).
 */
async function serverRendered(app: FastifyInstance, url: string): Promise<string | null> {
  const response = await get(app, url);
  const rendered = parsePage(response.body).root.querySelector(`[${SERVER_PAGE_ATTRIBUTE}]`);
  expect(response.statusCode).toBe(rendered === null ? 503 : 200);
  if (rendered === null) expect(response.body).toContain(PAGE_SKELETON);
  return rendered?.text ?? null;
}

/** A server build that, once run, writes the canary with Node's own fs (no shared require hands it out). */
const writesCanary = (): string =>
  `process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(canary)}, 'ran');\n${fixtureBuildSource('tampered')}`;

const refusals = () =>
  notes.filter((note) => note.message === 'server build refused: nothing of it runs, its pages are client-rendered');

it('a correct release renders: its bytes match the integrity remotes.json names', async () => {
  const build = deployCatalog(upstreams, 'verified');

  const { app, serverPages } = await startPageServer();

  expect(await serverRendered(app, '/about')).toContain('catalogue verified');
  expect(catalogBuilds(serverPages)).toEqual([{ name: 'catalog', url: build }]);
  expect(notes).toEqual([
    {
      level: 'info',
      message: 'server build loaded',
      details: expect.objectContaining({
        remote: 'catalog',
        build,
        integrity: integrityOf(fixtureBuildSource('verified')),
      }) as unknown,
    },
  ]);
});

it('does not execute a build whose bytes differ from the integrity its release recorded: the file it would write stays absent', async () => {
  deployCatalog(upstreams, 'swapped');
  const build = redeployCatalogInPlace(upstreams, 'swapped', 'swapped', writesCanary());

  const { app, serverPages } = await startPageServer();

  expect(await serverRendered(app, '/shop/01')).toBeNull();
  expect(existsSync(canary)).toBe(false);
  expect(catalogBuilds(serverPages)).toEqual([]);
  expect(refusals()).toEqual([
    expect.objectContaining({
      level: 'warn',
      details: expect.objectContaining({
        remote: 'catalog',
        reason: `${build} has ${integrityOf(writesCanary())}, but remotes.json names ${integrityOf(
          fixtureBuildSource('swapped'),
        )}: changed since its promote, so it is not run`,
      }) as unknown,
    }),
  ]);

  // The same bytes, promoted (remotes.json names their integrity), do run: the canary would have shown it.
  upstreams.deployRemotes({
    catalog: `${upstreams.origin}${releaseFolder('swapped')}/mf-manifest.json`,
    [serverIntegrityKey('catalog')]: integrityOf(writesCanary()),
  });
  expect(await serverRendered(app, '/about')).toContain('catalogue tampered');
  expect(existsSync(canary)).toBe(true);
});

it('refuses a build from an origin REMOTE_ORIGINS does not name, asking that host for nothing', async () => {
  deployCatalog(upstreams, 'elsewhere', {}, writesCanary());
  // The same files under another origin of the same host: the allow-list compares origins.
  const elsewhere = upstreams.origin.replace('127.0.0.1', 'localhost');
  upstreams.deployRemotes({
    catalog: `${elsewhere}${releaseFolder('elsewhere')}/mf-manifest.json`,
    [serverIntegrityKey('catalog')]: integrityOf(writesCanary()),
  });

  const { app } = await startPageServer();

  expect(await serverRendered(app, '/home')).toBeNull();
  expect(existsSync(canary)).toBe(false);
  expect(remoteReads.filter((url) => url.startsWith(elsewhere))).toEqual([]);
  expect(refusals()).toEqual([
    expect.objectContaining({
      details: expect.objectContaining({
        remote: 'catalog',
        reason: expect.stringContaining(
          `${elsewhere}${releaseFolder('elsewhere')}/mf-manifest.json is not an allowed source: production loads remote code from REMOTE_ORIGINS only`,
        ) as unknown,
      }) as unknown,
    }),
  ]);
});

it('does not load a change under the same URL without a promote; loads it once remotes.json names its integrity', async () => {
  deployCatalog(upstreams, 'in-place');
  const { app, serverPages } = await startPageServer();
  expect(await serverRendered(app, '/about')).toContain('catalogue in-place');
  const promoted = catalogBuilds(serverPages);

  const changed = redeployCatalogInPlace(upstreams, 'in-place', 'in-place-2', writesCanary());
  await serverPages.refresh();

  // The running page server keeps the promoted build; the changed one is not even read.
  expect(await serverRendered(app, '/about')).toContain('catalogue in-place');
  expect(catalogBuilds(serverPages)).toEqual(promoted);
  expect(remoteReads).not.toContain(changed);
  // A page server started now finds the change and refuses it.
  const restarted = await startPageServer();
  expect(await serverRendered(restarted.app, '/about')).toBeNull();
  expect(existsSync(canary)).toBe(false);
  expect(refusals()).toEqual([
    expect.objectContaining({
      details: expect.objectContaining({
        remote: 'catalog',
        reason: expect.stringContaining(`${changed} has `) as unknown,
      }),
    }),
  ]);

  // A promote of the change: remotes.json names its integrity, and both servers load it on their next page.
  upstreams.deployRemotes({
    catalog: `${upstreams.origin}${releaseFolder('in-place')}/mf-manifest.json`,
    [serverIntegrityKey('catalog')]: integrityOf(writesCanary()),
  });
  expect(await serverRendered(app, '/about')).toContain('catalogue tampered');
  expect(await serverRendered(restarted.app, '/about')).toContain('catalogue tampered');
  expect(catalogBuilds(serverPages)).toEqual([{ name: 'catalog', url: changed }]);
});

it('refuses a build remotes.json names no integrity for in production, even from an allowed origin', async () => {
  deployCatalog(upstreams, 'unverified', {}, writesCanary(), { verified: false });

  const { app } = await startPageServer();

  expect(await serverRendered(app, '/about')).toBeNull();
  expect(existsSync(canary)).toBe(false);
  expect(refusals()).toEqual([
    expect.objectContaining({
      details: expect.objectContaining({
        reason: expect.stringContaining('production runs verified code only (promote the release)') as unknown,
      }) as unknown,
    }),
  ]);
});

describe('development (npm start: local builds, a remotes.json without integrity)', () => {
  it('loads a build without integrity from a loopback host, and says in the log that it is unverified', async () => {
    const build = deployCatalog(upstreams, 'local', {}, undefined, { verified: false });

    const { app } = await startPageServer({});

    expect(await serverRendered(app, '/about')).toContain('catalogue local');
    expect(notes).toEqual([
      {
        level: 'warn',
        message:
          'server build loaded unverified: remotes.json names no integrity for it (development only, from a loopback host or a local folder)',
        details: expect.objectContaining({ remote: 'catalog', build }) as unknown,
      },
    ]);
  });

  it('still checks the integrity remotes.json names', async () => {
    deployCatalog(upstreams, 'local-swapped');
    redeployCatalogInPlace(upstreams, 'local-swapped', 'local-swapped', writesCanary());

    const { app } = await startPageServer({});

    expect(await serverRendered(app, '/about')).toBeNull();
    expect(existsSync(canary)).toBe(false);
    expect(refusals()).toHaveLength(1);
  });
});
