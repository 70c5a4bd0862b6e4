/**
 * The shell's frame comes from the deployed shell's own server build, run under the same rules as a
 * remote's: read beside the shell's mf-manifest.json, executed only when its bytes match the
 * `shell.serverIntegrity` a shell promote writes into the live remotes.json (production), and
 * loaded with the remotes' builds ahead of any page.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server.node';
import { serverIntegrityKey, type RemotesManifest } from 'shared-contracts';
import { loadConfig } from '../../config';
import { startFakeUpstreams, TEST_PAGE_SERVER_SECRET, type FakeUpstreams } from '../../test/fakeUpstreams';
import { deployCatalog, fixtureBuildSource, releaseFolder } from '../../test/serverBuildFixtures';
import { remoteServerPages, SHELL_FRAME_MODULE, SHELL_SERVER_BUILD, type LoadLog } from './api/remoteServerPages';
import { integrityOf } from './api/verifiedRemoteCode';
import { PAGE_SERVER_SHARED } from './sharedModules';

/** Where the fake host serves the deployed shell's files (mf-manifest.json and server/). */
const SHELL_FOLDER = '/remotes/shell-live';

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
  workDir = mkdtempSync(path.join(tmpdir(), 'shell-frame-'));
  canary = path.join(workDir, 'canary');
});
afterEach(() => rmSync(workDir, { recursive: true, force: true }));

/** A shell server build exposing ./Frame: a header, the page, a footer. */
const frameSource = (label: string, prelude = ''): string => `${prelude}
const React = require('react');
const h = React.createElement;
function Frame(props) {
  return h('div', { className: 'site-layout' }, h('header', null, ${JSON.stringify(label)}), h('main', null, props.children), h('footer', null, 'Footer'));
}
exports.exposes = { './Frame': { default: Frame } };
`;

const writesCanary = (): string =>
  frameSource('tampered', `process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(canary)}, 'ran');`);

/** Publishes the shell's browser manifest, server manifest and server build; returns the build's URL. */
function deployShellBuild(version: string, source: string): string {
  upstreams.publish(`${SHELL_FOLDER}/mf-manifest.json`, JSON.stringify({ name: 'shell', metaData: { name: 'shell' } }));
  upstreams.publish(
    `${SHELL_FOLDER}/server/server-manifest.json`,
    JSON.stringify({ name: 'shell', entry: `shell.server.${version}.js` }),
  );
  upstreams.publish(`${SHELL_FOLDER}/server/shell.server.${version}.js`, source);
  return `${upstreams.origin}${SHELL_FOLDER}/server/shell.server.${version}.js`;
}

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
    shellOrigin: `${upstreams.origin}${SHELL_FOLDER}`,
  });

/** The live remotes.json of a promoted catalogue v1, without any shell entry. */
const catalogOnly = (): RemotesManifest => ({
  catalog: `${upstreams.origin}${releaseFolder('v1')}/mf-manifest.json`,
  [serverIntegrityKey('catalog')]: integrityOf(fixtureBuildSource('v1')),
});

it('renders the frame of the shell’s verified server build, loaded with the remotes’ builds ahead of any page', async () => {
  deployCatalog(upstreams, 'v1');
  const build = deployShellBuild('1', frameSource('Teak & Twine header'));
  const remotes = {
    ...catalogOnly(),
    [serverIntegrityKey(SHELL_SERVER_BUILD)]: integrityOf(frameSource('Teak & Twine header')),
  };
  const pages = productionPages();

  await pages.preloadServerBuilds(remotes);

  expect(pages.loaded()).toEqual(
    expect.arrayContaining([
      { name: 'shell', url: build },
      { name: 'catalog', url: expect.stringContaining('catalog.server.v1.js') as unknown },
    ]),
  );
  const { Page: Frame } = await pages.page(SHELL_FRAME_MODULE, remotes);
  expect(renderToString(createElement(Frame, null, createElement('h1', null, 'Sheesham Arm Chair')))).toBe(
    '<div class="site-layout"><header>Teak &amp; Twine header</header><main><h1>Sheesham Arm Chair</h1></main><footer>Footer</footer></div>',
  );
  expect(warnings).toEqual([]);
});

it('does not run a shell server build whose bytes differ from the integrity the live remotes.json names', async () => {
  deployCatalog(upstreams, 'v1');
  deployShellBuild('2', writesCanary());
  const remotes = { ...catalogOnly(), [serverIntegrityKey(SHELL_SERVER_BUILD)]: integrityOf(frameSource('promoted')) };
  const pages = productionPages();

  await expect(pages.page(SHELL_FRAME_MODULE, remotes)).rejects.toThrow(/changed since its promote, so it is not run/);
  expect(existsSync(canary)).toBe(false);
  expect(pages.loaded().map(({ name }) => name)).not.toContain('shell');
});

it('in production runs no shell server build that no promote named (no integrity in remotes.json)', async () => {
  deployCatalog(upstreams, 'v1');
  deployShellBuild('3', writesCanary());
  const pages = productionPages();

  await expect(pages.page(SHELL_FRAME_MODULE, catalogOnly())).rejects.toThrow(
    /names no integrity for .*: production runs verified code only/,
  );
  expect(existsSync(canary)).toBe(false);
});
