/**
 * @jest-environment node
 *
 * The page server's loader of remote server builds, on small
 * hand-written builds served from memory.
 */
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { setFlagsFromString } from 'v8';
import { runInNewContext } from 'vm';
import { createRemoteServerLoader, readUrl, type ReadUrl } from './remoteServerLoader';

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
    return text;
  };
  return { read, reads, release: (url: string) => held.get(url)?.() };
}

const shared = {
  react: { createElement: (type: string, _props: null, child: string) => `<${type}>${child}</${type}>` },
};
const say = (page: unknown): string => (page as () => string)();

it('loads a version once: the next requests for the same URL share its instance and its state', async () => {
  const host = fakeHost({ 'https://cdn.test/catalog/a.js': buildSaying('A') });
  const loader = createRemoteServerLoader({ shared, read: host.read });

  const [first, second] = await Promise.all([
    loader.load('catalog', 'https://cdn.test/catalog/a.js'),
    loader.load('catalog', 'https://cdn.test/catalog/a.js'),
  ]);

  expect(first).toBe(second);
  expect(host.reads).toEqual(['https://cdn.test/catalog/a.js']);
  expect(say(first.getPage('./Page'))).toBe('<p>A #1</p>');
  expect(say((await loader.load('catalog', 'https://cdn.test/catalog/a.js')).getPage('./Page'))).toBe('<p>A #2</p>');
});

it('gives each version a fresh module instance: version 2 starts with none of version 1 state', async () => {
  const host = fakeHost({ 'https://cdn.test/v1.js': buildSaying('one'), 'https://cdn.test/v2.js': buildSaying('two') });
  const loader = createRemoteServerLoader({ shared, read: host.read });
  const v1 = await loader.load('catalog', 'https://cdn.test/v1.js');
  say(v1.getPage('./Page'));

  const v2 = await loader.load('catalog', 'https://cdn.test/v2.js');

  expect(say(v2.getPage('./Page'))).toBe('<p>two #1</p>');
  expect(loader.loaded()).toEqual([{ name: 'catalog', url: 'https://cdn.test/v2.js' }]);
});

it('frees the previous version once nothing renders with it', async () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const host = fakeHost({ 'https://cdn.test/v1.js': buildSaying('one'), 'https://cdn.test/v2.js': buildSaying('two') });
  const loader = createRemoteServerLoader({ shared, read: host.read });
  const v1Page = new WeakRef((await loader.load('catalog', 'https://cdn.test/v1.js')).getPage('./Page'));

  await loader.load('catalog', 'https://cdn.test/v2.js');
  await new Promise((resolve) => setImmediate(resolve));
  gc();

  expect(v1Page.deref()).toBeUndefined();
});

it('keeps a newer version in use when an older one, asked for earlier, arrives later', async () => {
  const host = fakeHost({
    'https://cdn.test/slow-v1.js': buildSaying('one'),
    'https://cdn.test/v2.js': buildSaying('two'),
  });
  const loader = createRemoteServerLoader({ shared, read: host.read });

  const v1 = loader.load('catalog', 'https://cdn.test/slow-v1.js');
  await loader.load('catalog', 'https://cdn.test/v2.js');
  host.release('https://cdn.test/slow-v1.js');
  await v1;

  expect(loader.loaded()).toEqual([{ name: 'catalog', url: 'https://cdn.test/v2.js' }]);
});

it('refuses a build that needs a module the page server does not share, and names it', async () => {
  const host = fakeHost({ 'https://cdn.test/v1.js': `require('firebase/auth'); exports.exposes = {};` });
  const loader = createRemoteServerLoader({ shared, read: host.read });

  await expect(loader.load('catalog', 'https://cdn.test/v1.js')).rejects.toThrow(
    'https://cdn.test/v1.js needs "firebase/auth", which the page server does not share',
  );
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
  const loader = createRemoteServerLoader({ shared, read: host.read });

  const build = await loader.loadFromManifest('https://cdn.test/catalog/server/server-manifest.json');

  expect(build.url).toBe('https://cdn.test/catalog/server/catalog.server.1a2b3c4d.js');
  expect(() => build.get('./Missing')).toThrow('does not expose "./Missing"');
});

it('turns down a manifest without a name or an entry', async () => {
  const host = fakeHost({ 'https://cdn.test/server-manifest.json': JSON.stringify({ entry: 'x.js' }) });
  const loader = createRemoteServerLoader({ shared, read: host.read });

  await expect(loader.loadFromManifest('https://cdn.test/server-manifest.json')).rejects.toThrow(
    'is not a server manifest',
  );
});

describe("reading over http, as from a remote's static host", () => {
  let host: Server;
  let origin: string;

  beforeAll(async () => {
    host = createServer((request, response) => {
      if (request.url === '/catalog/server/server-manifest.json')
        response.end(JSON.stringify({ name: 'catalog', entry: 'catalog.server.1a2b3c4d.js' }));
      else if (request.url === '/catalog/server/catalog.server.1a2b3c4d.js') response.end(buildSaying('served'));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

  it('loads the version the manifest names', async () => {
    const loader = createRemoteServerLoader({ shared });

    const build = await loader.loadFromManifest(`${origin}/catalog/server/server-manifest.json`);

    expect(say(build.getPage('./Page'))).toBe('<p>served #1</p>');
  });

  it('names the URL that answered an error', async () => {
    await expect(readUrl(`${origin}/catalog/server/catalog.server.gone.js`)).rejects.toThrow(
      `${origin}/catalog/server/catalog.server.gone.js answered 404`,
    );
  });
});
