/**
 * @jest-environment node
 *
 * The page server's loader of remote server builds, on small
 * hand-written builds served from memory.
 */
import { existsSync, mkdtempSync, rmSync } from 'fs';
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { tmpdir } from 'os';
import path from 'path';
import { setFlagsFromString } from 'v8';
import { runInNewContext } from 'vm';
import { createRemoteServerLoader, readUrl, type ReadUrl } from './remoteServerLoader';
import { IntegrityMismatchError, integrityOf, RemoteCodeRefusedError, remoteCodePolicy } from './verifiedRemoteCode';

/** A server build whose page says `text`; each instance counts its own renders (module state). */
const buildSaying = (text: string): string => `
  let renders = 0;
  const React = require('react');
  exports.exposes = { './Page': { default: () => React.createElement('p', null, '${text} #' + ++renders) } };
`;

/** A deploy: URL -> file text; reads can be held back to order them. */
function fakeHost(files: Record<string, string>) {
  const reads: string[] = [];
  const held = new Map<string, () => void>();
  const read: ReadUrl = async (url) => {
    reads.push(url);
    if (url.includes('slow')) await new Promise<void>((resolve) => held.set(url, resolve));
    const text = files[url];
    if (text === undefined) throw new Error(`${url} answered 404`);
    return Buffer.from(text);
  };
  /** The integrity a release records for the file at `url`. */
  const integrity = (url: string): string => integrityOf(files[url] ?? '');
  return { read, reads, integrity, release: (url: string) => held.get(url)?.() };
}

const shared = {
  react: { createElement: (type: string, _props: null, child: string) => `<${type}>${child}</${type}>` },
};
/** A deployment's rules: code from the CDN only, verified. */
const policy = remoteCodePolicy({ production: true, sources: ['https://cdn.test'] });
const say = (page: unknown): string => (page as () => string)();

it('loads a version once: the next requests for the same URL share its instance and its state', async () => {
  const host = fakeHost({ 'https://cdn.test/catalog/a.js': buildSaying('A') });
  const loader = createRemoteServerLoader({ shared, policy, read: host.read });
  const integrity = host.integrity('https://cdn.test/catalog/a.js');

  const [first, second] = await Promise.all([
    loader.load('catalog', 'https://cdn.test/catalog/a.js', integrity),
    loader.load('catalog', 'https://cdn.test/catalog/a.js', integrity),
  ]);

  expect(first).toBe(second);
  expect(host.reads).toEqual(['https://cdn.test/catalog/a.js']);
  expect(say(first.getPage('./Page'))).toBe('<p>A #1</p>');
  expect(say((await loader.load('catalog', 'https://cdn.test/catalog/a.js', integrity)).getPage('./Page'))).toBe(
    '<p>A #2</p>',
  );
});

it('gives each version a fresh module instance: version 2 starts with none of version 1 state', async () => {
  const host = fakeHost({ 'https://cdn.test/v1.js': buildSaying('one'), 'https://cdn.test/v2.js': buildSaying('two') });
  const loader = createRemoteServerLoader({ shared, policy, read: host.read });
  const v1 = await loader.load('catalog', 'https://cdn.test/v1.js', host.integrity('https://cdn.test/v1.js'));
  say(v1.getPage('./Page'));

  const v2 = await loader.load('catalog', 'https://cdn.test/v2.js', host.integrity('https://cdn.test/v2.js'));

  expect(say(v2.getPage('./Page'))).toBe('<p>two #1</p>');
  expect(loader.loaded()).toEqual([{ name: 'catalog', url: 'https://cdn.test/v2.js' }]);
});

it('frees the previous version once nothing renders with it', async () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const host = fakeHost({ 'https://cdn.test/v1.js': buildSaying('one'), 'https://cdn.test/v2.js': buildSaying('two') });
  const loader = createRemoteServerLoader({ shared, policy, read: host.read });
  const v1Page = new WeakRef(
    (await loader.load('catalog', 'https://cdn.test/v1.js', host.integrity('https://cdn.test/v1.js'))).getPage(
      './Page',
    ),
  );

  await loader.load('catalog', 'https://cdn.test/v2.js', host.integrity('https://cdn.test/v2.js'));
  await new Promise((resolve) => setImmediate(resolve));
  gc();

  expect(v1Page.deref()).toBeUndefined();
});

it('keeps a newer version in use when an older one, asked for earlier, arrives later', async () => {
  const host = fakeHost({
    'https://cdn.test/slow-v1.js': buildSaying('one'),
    'https://cdn.test/v2.js': buildSaying('two'),
  });
  const loader = createRemoteServerLoader({ shared, policy, read: host.read });

  const v1 = loader.load('catalog', 'https://cdn.test/slow-v1.js', host.integrity('https://cdn.test/slow-v1.js'));
  await loader.load('catalog', 'https://cdn.test/v2.js', host.integrity('https://cdn.test/v2.js'));
  host.release('https://cdn.test/slow-v1.js');
  await v1;

  expect(loader.loaded()).toEqual([{ name: 'catalog', url: 'https://cdn.test/v2.js' }]);
});

it('refuses a build that needs a module the page server does not share, and names it', async () => {
  const host = fakeHost({ 'https://cdn.test/v1.js': `require('firebase/auth'); exports.exposes = {};` });
  const loader = createRemoteServerLoader({ shared, policy, read: host.read });

  await expect(
    loader.load('catalog', 'https://cdn.test/v1.js', host.integrity('https://cdn.test/v1.js')),
  ).rejects.toThrow('https://cdn.test/v1.js needs "firebase/auth", which the page server does not share');
  expect(loader.loaded()).toEqual([]);
});

it('reads the version a server manifest names, relative to the manifest', async () => {
  const host = fakeHost({
    'https://cdn.test/catalog/server/server-manifest.json': JSON.stringify({
      name: 'catalog',
      entry: 'catalog.server.1a2b3c4d.js',
    }),
    'https://cdn.test/catalog/server/catalog.server.1a2b3c4d.js': buildSaying('A'),
  });
  const loader = createRemoteServerLoader({ shared, policy, read: host.read });

  const build = await loader.loadFromManifest(
    'https://cdn.test/catalog/server/server-manifest.json',
    host.integrity('https://cdn.test/catalog/server/catalog.server.1a2b3c4d.js'),
  );

  expect(build.url).toBe('https://cdn.test/catalog/server/catalog.server.1a2b3c4d.js');
  expect(() => build.get('./Missing')).toThrow('does not expose "./Missing"');
});

it('turns down a manifest without a name or an entry', async () => {
  const host = fakeHost({ 'https://cdn.test/server-manifest.json': JSON.stringify({ entry: 'x.js' }) });
  const loader = createRemoteServerLoader({ shared, policy, read: host.read });

  await expect(loader.loadFromManifest('https://cdn.test/server-manifest.json', integrityOf('x'))).rejects.toThrow(
    'is not a server manifest',
  );
});

it.each(['../other/catalog.server.js', 'https://elsewhere.test/catalog.server.js', '/catalog.server.js', 'x.mjs'])(
  'turns down a manifest whose entry is not a .js file beside it: %s',
  async (entry) => {
    const host = fakeHost({
      'https://cdn.test/catalog/server/server-manifest.json': JSON.stringify({ name: 'catalog', entry }),
    });
    const loader = createRemoteServerLoader({ shared, policy, read: host.read });

    await expect(
      loader.loadFromManifest('https://cdn.test/catalog/server/server-manifest.json', integrityOf('x')),
    ).rejects.toThrow(`names "${entry}": a server build is a .js file beside its manifest`);
    expect(host.reads).toEqual(['https://cdn.test/catalog/server/server-manifest.json']);
  },
);

describe('verified before it is compiled', () => {
  let dir: string;
  let canary: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'loader-canary-'));
    canary = path.join(dir, 'ran');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A build that, once run, writes the canary file with Node's fs (which no shared require gives it). */
  const writesCanary = () =>
    `process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(canary)}, 'ran'); exports.exposes = {};`;

  it('does not run a build whose bytes differ from the integrity named: the file it would write stays absent', async () => {
    const host = fakeHost({ 'https://cdn.test/catalog.server.js': writesCanary() });
    const loader = createRemoteServerLoader({ shared, policy, read: host.read });
    const released = integrityOf(buildSaying('A'));

    const load = loader.load('catalog', 'https://cdn.test/catalog.server.js', released);

    await expect(load).rejects.toThrow(IntegrityMismatchError);
    await expect(load).rejects.toThrow(
      `https://cdn.test/catalog.server.js has ${host.integrity('https://cdn.test/catalog.server.js')}, but remotes.json names ${released}`,
    );
    expect(existsSync(canary)).toBe(false);
    expect(loader.loaded()).toEqual([]);
    // The same bytes under their own integrity do run: the canary would have shown it.
    await loader.load(
      'catalog',
      'https://cdn.test/catalog.server.js',
      host.integrity('https://cdn.test/catalog.server.js'),
    );
    expect(existsSync(canary)).toBe(true);
  });

  it('reads nothing from an origin not allowed, whatever its integrity', async () => {
    const host = fakeHost({ 'https://elsewhere.test/catalog.server.js': writesCanary() });
    const loader = createRemoteServerLoader({ shared, policy, read: host.read });

    const load = loader.load(
      'catalog',
      'https://elsewhere.test/catalog.server.js',
      host.integrity('https://elsewhere.test/catalog.server.js'),
    );

    await expect(load).rejects.toThrow(RemoteCodeRefusedError);
    await expect(load).rejects.toThrow(
      'https://elsewhere.test/catalog.server.js is not an allowed source: production loads remote code from REMOTE_ORIGINS only',
    );
    expect(host.reads).toEqual([]);
    expect(existsSync(canary)).toBe(false);
  });

  it('production runs nothing without an integrity; development only from a loopback host', async () => {
    const files = { 'https://cdn.test/a.js': writesCanary(), 'http://127.0.0.1:9/a.js': writesCanary() };
    const production = createRemoteServerLoader({ shared, policy, read: fakeHost(files).read });
    const development = createRemoteServerLoader({
      shared,
      policy: remoteCodePolicy({ production: false, sources: ['https://cdn.test'] }),
      read: fakeHost(files).read,
    });

    await expect(production.load('catalog', 'https://cdn.test/a.js', null)).rejects.toThrow(
      'remotes.json names no integrity for https://cdn.test/a.js: production runs verified code only',
    );
    await expect(development.load('catalog', 'https://cdn.test/a.js', null)).rejects.toThrow(
      'unverified code runs only from a loopback host or a local folder',
    );
    expect(existsSync(canary)).toBe(false);
    await development.load('catalog', 'http://127.0.0.1:9/a.js', null);
    expect(existsSync(canary)).toBe(true);
  });

  it('reads a URL again when the integrity named for it changes (a promote), and keeps what it holds until then', async () => {
    const files: Record<string, string> = { 'https://cdn.test/catalog.server.js': buildSaying('one') };
    const host = fakeHost(files);
    const loader = createRemoteServerLoader({ shared, policy, read: host.read });
    const one = host.integrity('https://cdn.test/catalog.server.js');
    await loader.load('catalog', 'https://cdn.test/catalog.server.js', one);

    files['https://cdn.test/catalog.server.js'] = buildSaying('two');
    const held = await loader.load('catalog', 'https://cdn.test/catalog.server.js', one);
    const promoted = await loader.load(
      'catalog',
      'https://cdn.test/catalog.server.js',
      integrityOf(buildSaying('two')),
    );

    expect(say(held.getPage('./Page'))).toBe('<p>one #1</p>');
    expect(say(promoted.getPage('./Page'))).toBe('<p>two #1</p>');
    expect(host.reads).toHaveLength(2);
  });
});

describe("reading over http, as from a remote's static host", () => {
  let host: Server;
  let origin: string;

  beforeAll(async () => {
    host = createServer((request, response) => {
      if (request.url === '/catalog/server/server-manifest.json')
        response.end(JSON.stringify({ name: 'catalog', entry: 'catalog.server.1a2b3c4d.js' }));
      else if (request.url === '/catalog/server/catalog.server.1a2b3c4d.js') response.end(buildSaying('served'));
      else if (request.url === '/moved.js') response.writeHead(302, { location: 'https://elsewhere.test/x.js' }).end();
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

  it('loads the version the manifest names (unverified: development, from a loopback host)', async () => {
    const loader = createRemoteServerLoader({ shared, policy: remoteCodePolicy({ production: false, sources: [] }) });

    const build = await loader.loadFromManifest(`${origin}/catalog/server/server-manifest.json`, null);

    expect(say(build.getPage('./Page'))).toBe('<p>served #1</p>');
  });

  it('follows no redirect: the URL whose source was checked is the URL read', async () => {
    await expect(readUrl(`${origin}/moved.js`)).rejects.toThrow();
  });

  it('names the URL that answered an error', async () => {
    await expect(readUrl(`${origin}/catalog/server/catalog.server.gone.js`)).rejects.toThrow(
      `${origin}/catalog/server/catalog.server.gone.js answered 404`,
    );
  });
});
