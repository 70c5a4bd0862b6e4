/**
 * @jest-environment node
 */
/**
 * The shell's federation plugins together, on the real runtime: a remote whose release needs a
 * newer shared contract resolves to the fallback marker without its entry script being asked for.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from 'shared-contracts';
import { entryRetryPlugin } from './entryRetryPlugin';
import { manifestFetchPlugin } from './manifestFetchPlugin';
import { manifestRemotePlugin } from './manifestRemotePlugin';
import { isUnavailableRemote, unavailableRemotePlugin } from './unavailableRemotePlugin';

const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';

function catalogManifest(requires: string) {
  return {
    id: 'catalog',
    name: 'catalog',
    metaData: {
      name: 'catalog',
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: 'mfe-catalog' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'catalog',
      pluginVersion: '0.0.0',
      publicPath: 'auto',
      contract: { requires, builtWith: requires.slice(1) },
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: 'catalog:HomePage',
        name: 'HomePage',
        path: './HomePage',
        assets: { js: { sync: ['home.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

/** What the runtime asked the network for: in Node it fetches entry scripts too. */
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

const gateWarnings = () =>
  jest
    .mocked(console.warn)
    .mock.calls.map(([text]) => String(text))
    .filter((text) => text.startsWith('[federation] remote'));

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest
    .spyOn(console, 'error')
    .mockImplementation((...a) => process.stdout.write(String(a[0]) + '\n' + String(a[1]?.stack) + '\n'));
});
afterEach(() => jest.restoreAllMocks());

const shell = (name: string) =>
  createInstance({
    name,
    remotes: [{ name: 'catalog', entry: MANIFEST_URL }],
    plugins: [manifestRemotePlugin(), manifestFetchPlugin(), entryRetryPlugin(), unavailableRemotePlugin()],
  });

describe('the contract gate on the federation runtime', () => {
  it('shows the fallback for an incompatible release, asking only for its manifest, never its entry', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(catalogManifest('^99.0.0'))));
    const module = await shell('shell_gate_refused').loadRemote('catalog/HomePage');
    expect(isUnavailableRemote(module)).toBe(true);
    expect(requested()).toEqual([MANIFEST_URL]);
    // Ours, once; the runtime adds its own RUNTIME-003 line, as for any manifest it could not use.
    expect(gateWarnings()).toEqual([
      `[federation] remote "catalog" needs shared contract ^99.0.0, this shell provides ${CONTRACT_VERSION}: its pages show the fallback panel`,
    ]);
    // The refusal was said once, as a warning: no "could not be loaded" error beside it.
    expect(console.error).not.toHaveBeenCalledWith(expect.stringContaining('could not be loaded'), expect.anything());
  });

  it('goes on to load the entry of a compatible release', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === MANIFEST_URL
        ? new Response(JSON.stringify(catalogManifest(`^${CONTRACT_VERSION}`)))
        : Promise.reject(new TypeError('not served')),
    );
    // The entry is not served here; that it is asked for is what counts.
    await shell('shell_gate_accepted').loadRemote('catalog/HomePage');
    expect(requested()).toContain('http://localhost:3001/remoteEntry.js');
    expect(gateWarnings()).toEqual([]);
  });
});
