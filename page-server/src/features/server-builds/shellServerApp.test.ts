/**
 * The site a page is rendered in comes from the deployed shell's own server build (SHELL_APP_MODULE),
 * run under the same rules as a remote's: read beside the shell's mf-manifest.json, executed only when
 * its bytes match the `shell.serverIntegrity` a shell promote writes into the live remotes.json
 * (production), and loaded with the remotes' builds ahead of any page.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server.node';
import { DEFAULT_CONFIG, type RemotesManifest, type ServerAppProps } from 'shared-contracts';
import { loadConfig } from '../../config';
import {
  fixtureShellAppSource,
  startFakeUpstreams,
  TEST_PAGE_SERVER_SECRET,
  type FakeUpstreams,
} from '../../test/fakeUpstreams';
import { deployCatalog } from '../../test/serverBuildFixtures';
import { remoteServerPages, SHELL_APP_MODULE, type LoadLog } from './api/remoteServerPages';
import { PAGE_SERVER_SHARED } from './sharedModules';

let upstreams: FakeUpstreams;
let workDir: string;
let canary: string;
const warnings: string[] = [];

beforeAll(async () => {
  upstreams = await startFakeUpstreams([]);
});
afterAll(async () => upstreams.close());
beforeEach(() => {
  warnings.length = 0;
  workDir = mkdtempSync(path.join(tmpdir(), 'shell-app-'));
  canary = path.join(workDir, 'canary');
  deployCatalog(upstreams, 'v1');
});
afterEach(() => {
  upstreams.deployShellBuild(fixtureShellAppSource());
  rmSync(workDir, { recursive: true, force: true });
});

const writesCanary = (): string =>
  `process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(canary)}, 'ran');\n${fixtureShellAppSource('tampered')}`;

const log: LoadLog = { info: () => undefined, warn: (details) => void warnings.push(JSON.stringify(details)) };

/** The page server's loader as app.ts makes it in production: the shell's host allowed beside REMOTE_ORIGINS. */
const productionPages = () =>
  remoteServerPages({
    shared: PAGE_SERVER_SHARED,
    policy: loadConfig({
      PAGE_SERVER_SECRET: TEST_PAGE_SERVER_SECRET,
      NODE_ENV: 'production',
      REMOTE_ORIGINS: upstreams.origin,
      SHELL_ORIGIN: upstreams.origin,
    }).remoteCode,
    fetchImpl: fetch,
    log,
    shellOrigin: upstreams.origin,
  });

/** The live remotes.json, as the page server reads it. */
const liveRemotes = async (): Promise<RemotesManifest> =>
  (await (await fetch(`${upstreams.origin}/remotes.json`)).json()) as RemotesManifest;

const Page = () => createElement('h1', null, 'Sheesham Arm Chair');

it('renders the site with the shell’s verified server app, loaded with the remotes’ builds ahead of any page', async () => {
  upstreams.deployShellBuild(fixtureShellAppSource('promoted'));
  const pages = productionPages();
  const remotes = await liveRemotes();

  await pages.preloadServerBuilds(remotes);

  expect(pages.loaded().map(({ name }) => name)).toEqual(expect.arrayContaining(['catalog', 'shell']));
  const { Page: App } = await pages.page<ServerAppProps>(SHELL_APP_MODULE, remotes);
  const html = renderToString(
    createElement(App, { config: DEFAULT_CONFIG, location: '/about', page: { module: 'catalog/AboutPage', Page } }),
  );
  expect(html).toContain('<header data-shell="promoted">');
  expect(html).toContain('<main><!--$--><h1>Sheesham Arm Chair</h1><!--/$--></main>');
  expect(warnings).toEqual([]);
});

it('does not run a shell server build whose bytes differ from the integrity the live remotes.json names', async () => {
  upstreams.deployShellBuild(fixtureShellAppSource('promoted'));
  const remotes = await liveRemotes();
  upstreams.deployShellBuild(writesCanary(), { promoted: false });
  const pages = productionPages();

  await expect(pages.page(SHELL_APP_MODULE, remotes)).rejects.toThrow(/changed since its promote, so it is not run/);
  expect(existsSync(canary)).toBe(false);
  expect(pages.loaded().map(({ name }) => name)).not.toContain('shell');
});

it('in production runs no shell server build that no promote named (no integrity in remotes.json)', async () => {
  upstreams.deployShellBuild(writesCanary(), { promoted: false });
  const pages = productionPages();

  await expect(pages.page(SHELL_APP_MODULE, await liveRemotes())).rejects.toThrow(
    /names no integrity for .*: production runs verified code only/,
  );
  expect(existsSync(canary)).toBe(false);
});
