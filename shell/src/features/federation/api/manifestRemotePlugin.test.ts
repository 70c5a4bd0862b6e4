import { manifestRemotePlugin } from './manifestRemotePlugin';

type AfterResolve = NonNullable<ReturnType<typeof manifestRemotePlugin>['afterResolve']>;
type RemoteMatch = Parameters<AfterResolve>[0];

const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';
/** What the runtime's snapshot handler makes of the catalogue's mf-manifest.json ("auto" public path resolved). */
const snapshot = {
  publicPath: 'http://localhost:3001/',
  remoteEntry: 'remoteEntry.js',
  remoteEntryType: 'global',
  globalName: 'catalog',
  modules: [
    {
      moduleName: 'HomePage',
      assets: {
        js: { sync: ['513.8f6ac6fe.js', '__federation_expose_HomePage.e2c6f9ba.js'], async: [] },
        css: { sync: ['__federation_expose_HomePage.ae42e70c.css'], async: [] },
      },
    },
  ],
};

function resolveMatch(entry: string, { loaded = false } = {}) {
  const loadRemoteSnapshotInfo = jest.fn().mockResolvedValue({ remoteSnapshot: snapshot });
  const remote = { name: 'catalog', entry };
  const match = {
    id: 'catalog/HomePage',
    expose: './HomePage',
    remote,
    remoteInfo: { ...remote, type: 'global', entryGlobalName: 'catalog', shareScope: 'default' },
    origin: { snapshotHandler: { loadRemoteSnapshotInfo }, moduleCache: new Map(loaded ? [['catalog', {}]] : []) },
  } as unknown as RemoteMatch;
  return { match, loadRemoteSnapshotInfo, afterResolve: () => manifestRemotePlugin().afterResolve!(match) };
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
  );

afterEach(() => document.head.replaceChildren());

describe('manifestRemotePlugin', () => {
  it('loads a manifest remote from the entry script its manifest names', async () => {
    const { match, loadRemoteSnapshotInfo, afterResolve } = resolveMatch(MANIFEST_URL);
    await expect(afterResolve()).resolves.toBe(match);
    expect(loadRemoteSnapshotInfo).toHaveBeenCalledWith({ moduleInfo: match.remote });
    expect(match.remoteInfo).toMatchObject({
      entry: 'http://localhost:3001/remoteEntry.js',
      type: 'global',
      entryGlobalName: 'catalog',
    });
  });

  it('preloads the page’s scripts and styles with the entry the first time the remote is used', async () => {
    await resolveMatch(MANIFEST_URL).afterResolve();
    expect(preloads()).toEqual([
      'script http://localhost:3001/513.8f6ac6fe.js',
      'script http://localhost:3001/__federation_expose_HomePage.e2c6f9ba.js',
      'style http://localhost:3001/__federation_expose_HomePage.ae42e70c.css',
    ]);
  });

  it('adds no preloads once the remote has loaded (its chunk loading starts at once)', async () => {
    const { match, afterResolve } = resolveMatch(MANIFEST_URL, { loaded: true });
    await afterResolve();
    expect(match.remoteInfo.entry).toBe('http://localhost:3001/remoteEntry.js');
    expect(preloads()).toEqual([]);
  });

  it('leaves a remote registered by its entry script as it is', async () => {
    const { match, loadRemoteSnapshotInfo, afterResolve } = resolveMatch('http://localhost:3001/remoteEntry.js');
    await afterResolve();
    expect(loadRemoteSnapshotInfo).not.toHaveBeenCalled();
    expect(match.remoteInfo.entry).toBe('http://localhost:3001/remoteEntry.js');
  });

  it('fails clearly when the manifest names no public path', async () => {
    const { loadRemoteSnapshotInfo, afterResolve } = resolveMatch(MANIFEST_URL);
    const { publicPath: _none, ...withoutPublicPath } = snapshot;
    loadRemoteSnapshotInfo.mockResolvedValue({ remoteSnapshot: { ...withoutPublicPath, getPublicPath: 'return "/"' } });
    await expect(afterResolve()).rejects.toThrow('the manifest of remote "catalog" names no public path or entry');
  });
});
