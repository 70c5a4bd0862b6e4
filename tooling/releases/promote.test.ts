/**
 * @jest-environment node
 */
import { createHash } from 'crypto';
import fs from 'fs';
import http from 'http';
import path from 'path';
import { serverIntegrityKey as contractKey } from 'shared-contracts';
import {
  FAKE_SERVER_ENTRY,
  fakeServerBuildSource,
  INITIAL_REMOTES,
  liveShellProviding,
  promote,
  readContractVersion,
  releaseEnvironment,
  releaseRemote,
  rollback,
  serverIntegrityKey,
  type ReleaseEnvironment,
} from './releaseTooling';

const V1 = '0.1.0-g1111111';
const V2 = '0.1.0-g2222222';

describe('promote and rollback', () => {
  let environment: ReleaseEnvironment;
  let manifestUrl: (version: string) => string;
  beforeEach(async () => {
    environment = releaseEnvironment();
    manifestUrl = (version) => `${environment.env.RELEASE_BASE_URL}/mfe-catalog/${version}/mf-manifest.json`;
    await releaseRemote(environment, 'mfe-catalog', 'catalog', V1);
    await releaseRemote(environment, 'mfe-catalog', 'catalog', V2);
  });
  afterEach(() => environment.cleanUp());

  const promoteCatalog = (version: string) => promote({ app: 'mfe-catalog', version, env: environment.env });
  const rollbackCatalog = () => rollback({ app: 'mfe-catalog', env: environment.env });
  const releaseFile = (version: string, file: string) => path.join(environment.env.RELEASE_ROOT as string, 'mfe-catalog', version, file);

  it('points the live remotes.json at the release, keeps the other remotes and records who, when, from and to', async () => {
    const change = await promoteCatalog(V1);

    expect(change).toEqual({ from: INITIAL_REMOTES.catalog, to: manifestUrl(V1), changed: true });
    expect(environment.readLive()).toEqual({ ...INITIAL_REMOTES, catalog: manifestUrl(V1) });
    const [entry] = environment.readHistory();
    expect(entry).toMatchObject({ action: 'promote', app: 'mfe-catalog', remote: 'catalog', version: V1, from: INITIAL_REMOTES.catalog, to: manifestUrl(V1) });
    expect(entry?.who).toEqual(expect.any(String));
    expect(entry?.who).not.toBe('');
    expect(Date.now() - Date.parse(entry?.at ?? '')).toBeLessThan(60_000);
    // Written beside and renamed: no temporary file or lock left behind.
    expect(fs.readdirSync(path.dirname(environment.liveFile))).toEqual(['remotes.json']);
  });

  it('takes over a lock left by a promote that died', async () => {
    const lock = `${environment.liveFile}.lock`;
    fs.mkdirSync(lock);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, aMinuteAgo, aMinuteAgo);

    await expect(promoteCatalog(V1)).resolves.toMatchObject({ changed: true });
    expect(environment.readLive().catalog).toBe(manifestUrl(V1));
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('rolls back to what each promote replaced, one step at a time', async () => {
    await promoteCatalog(V1);
    await promoteCatalog(V2);

    await expect(rollbackCatalog()).resolves.toMatchObject({ from: manifestUrl(V2), to: manifestUrl(V1) });
    expect(environment.readLive().catalog).toBe(manifestUrl(V1));
    // Rolling back past the first release returns to the pre-release entry, which must answer too.
    await expect(rollbackCatalog()).rejects.toThrow(`${INITIAL_REMOTES.catalog} did not answer`);
    expect(environment.readLive().catalog).toBe(manifestUrl(V1));
    expect(environment.readHistory().map((entry) => [entry.action, entry.version])).toEqual([
      ['promote', V1],
      ['promote', V2],
      ['rollback', V1],
    ]);
  });

  it('refuses a rollback with nothing promoted, and one after the live file was edited by hand', async () => {
    await expect(rollbackCatalog()).rejects.toThrow('Nothing to roll back');
    await promoteCatalog(V1);
    await promoteCatalog(V2);
    fs.writeFileSync(environment.liveFile, JSON.stringify({ ...INITIAL_REMOTES, catalog: manifestUrl(V1) }));
    await expect(rollbackCatalog()).rejects.toThrow('edited by hand');
  });

  it('refuses a version that was never released and leaves the site as it is', async () => {
    await expect(promoteCatalog('0.1.0-g2222223')).rejects.toThrow(`No release 0.1.0-g2222223 of mfe-catalog`);
    await expect(promoteCatalog('0.1.0-g2222223')).rejects.toThrow(`Latest releases: ${V1}, ${V2}`);
    expect(environment.readLive()).toEqual(INITIAL_REMOTES);
    expect(environment.readHistory()).toEqual([]);
  });

  it.each([
    ['a missing manifest', 'mf-manifest.json', null, 'does not exist'],
    ['a manifest that is not JSON', 'mf-manifest.json', '{"name": "catalog",', 'is not JSON'],
    ['the manifest of another remote', 'mf-manifest.json', JSON.stringify({ name: 'cart', metaData: {} }), "manifest of 'cart', not of 'catalog'"],
    ['a missing remote entry', 'remoteEntry.js', null, 'remoteEntry.js does not exist'],
    ['a remote entry that does not parse', 'remoteEntry.js', 'var catalog = {', 'does not parse as JavaScript'],
  ])('refuses %s before anything goes live', async (_case, file, content, message) => {
    if (content === null) fs.rmSync(releaseFile(V2, file));
    else fs.writeFileSync(releaseFile(V2, file), content);

    await expect(promoteCatalog(V2)).rejects.toThrow(message);
    expect(environment.readLive()).toEqual(INITIAL_REMOTES);
    expect(environment.readHistory()).toEqual([]);
  });

  it('reads the manifest and entry over http and refuses what does not answer 200', async () => {
    const root = environment.env.RELEASE_ROOT as string;
    const server = http.createServer((req, res) => {
      const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
      if (!fs.existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200).end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const env = { ...environment.env, RELEASE_BASE_URL: `http://127.0.0.1:${port}/` };
      const v3 = '0.1.0-g3333333';
      const released = await releaseRemote({ ...environment, env }, 'mfe-catalog', 'catalog', v3);
      fs.rmSync(path.join(released.dir, 'remoteEntry.js'));
      await expect(promote({ app: 'mfe-catalog', version: v3, env })).rejects.toThrow(`http://127.0.0.1:${port}/mfe-catalog/${v3}/remoteEntry.js answered 404`);

      fs.writeFileSync(path.join(released.dir, 'remoteEntry.js'), 'var catalog;');
      await expect(promote({ app: 'mfe-catalog', version: v3, env })).resolves.toMatchObject({ to: released.manifestUrl, changed: true });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a release built against a contract the live shell does not provide, saying what it needs and what is live', async () => {
    liveShellProviding(environment, ['1.3.0']);
    await releaseRemote(environment, 'mfe-catalog', 'catalog', '0.1.0-g1000000', '1.0.0');
    await releaseRemote(environment, 'mfe-catalog', 'catalog', '0.2.0-g4444444', '2.0.0');
    await releaseRemote(environment, 'mfe-catalog', 'catalog', '0.1.1-g5555555', '1.4.0');

    await expect(promoteCatalog('0.2.0-g4444444')).rejects.toThrow(
      'mfe-catalog 0.2.0-g4444444 needs shared contract ^2.0.0, but the live shell (shell 0.1.0-gabc1234',
    );
    await expect(promoteCatalog('0.2.0-g4444444')).rejects.toThrow('provides 1.3.0');
    await expect(promoteCatalog('0.1.1-g5555555')).rejects.toThrow('needs shared contract ^1.4.0');
    expect(environment.readLive()).toEqual(INITIAL_REMOTES);

    // Built against 1.0.0: runs on a shell that provides 1.3.0.
    await expect(promoteCatalog('0.1.0-g1000000')).resolves.toMatchObject({ changed: true });
  });

  it('takes a live shell that is not a release to provide the contract of this checkout', async () => {
    await releaseRemote(environment, 'mfe-catalog', 'catalog', '9.0.0-g9999999', '99.0.0');
    await expect(promoteCatalog('9.0.0-g9999999')).rejects.toThrow(`not a release: assumed built from this checkout) provides ${readContractVersion()}`);
  });

  it('refuses to roll back to a release the live shell cannot run', async () => {
    await promoteCatalog(V1);
    await promoteCatalog(V2);
    const next = `${Number(readContractVersion().split('.')[0]) + 1}.0.0`;
    liveShellProviding(environment, [next]);
    await expect(rollbackCatalog()).rejects.toThrow(`mfe-catalog ${V1} needs shared contract ^`);
    expect(environment.readLive().catalog).toBe(manifestUrl(V2));
  });

  it('does not promote the server', async () => {
    await expect(promote({ app: 'server', version: V1, env: environment.env })).rejects.toThrow('The server is not promoted: start its release');
  });
});

describe('the server build the page server executes', () => {
  const V3 = '0.1.0-g3333333';
  const V4 = '0.1.0-g4444444';
  const SERVER_V3 = fakeServerBuildSource('catalogue v3');
  const SERVER_V4 = fakeServerBuildSource('catalogue v4');
  const sri = (text: string | Buffer) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
  const KEY = 'catalog.serverIntegrity';

  let environment: ReleaseEnvironment;
  let manifestUrl: (version: string) => string;
  beforeEach(async () => {
    environment = releaseEnvironment();
    manifestUrl = (version) => `${environment.env.RELEASE_BASE_URL}/mfe-catalog/${version}/mf-manifest.json`;
    await releaseRemote(environment, 'mfe-catalog', 'catalog', V1);
    await releaseRemote(environment, 'mfe-catalog', 'catalog', V3, undefined, SERVER_V3);
    await releaseRemote(environment, 'mfe-catalog', 'catalog', V4, undefined, SERVER_V4);
  });
  afterEach(() => environment.cleanUp());

  const promoteCatalog = (version: string) => promote({ app: 'mfe-catalog', version, env: environment.env });
  const releaseFile = (version: string, file: string) =>
    path.join(environment.env.RELEASE_ROOT as string, 'mfe-catalog', version, file);
  const serverFile = (version: string) => releaseFile(version, `server/${FAKE_SERVER_ENTRY}`);

  it('names the key shared-contracts documents', () => {
    expect(serverIntegrityKey('catalog')).toBe(contractKey('catalog'));
    expect(KEY).toBe(contractKey('catalog'));
  });

  it('writes the release’s server build integrity right after the remote’s URL, and records it in the history', async () => {
    await promoteCatalog(V3);

    expect(fs.readFileSync(environment.liveFile, 'utf8')).toContain(
      `"catalog": "${manifestUrl(V3)}",\n  "${KEY}": "${sri(SERVER_V3)}",\n  "cart"`,
    );
    expect(environment.readLive()).toEqual({ ...INITIAL_REMOTES, catalog: manifestUrl(V3), [KEY]: sri(SERVER_V3) });
    expect(environment.readHistory()[0]).toMatchObject({ version: V3, to: manifestUrl(V3), integrity: sri(SERVER_V3) });
  });

  it('changes the integrity with each promote and rollback, and drops it for a release without a server build', async () => {
    await promoteCatalog(V3);
    await promoteCatalog(V4);
    expect(environment.readLive()[KEY]).toBe(sri(SERVER_V4));

    await rollback({ app: 'mfe-catalog', env: environment.env });
    expect(environment.readLive()).toEqual({ ...INITIAL_REMOTES, catalog: manifestUrl(V3), [KEY]: sri(SERVER_V3) });

    await promoteCatalog(V1);
    expect(environment.readLive()).toEqual({ ...INITIAL_REMOTES, catalog: manifestUrl(V1) });
  });

  it('refuses a release whose server build changed after it was released, and leaves the site as it is', async () => {
    await promoteCatalog(V3);
    const before = fs.readFileSync(environment.liveFile, 'utf8');
    const changed = `${SERVER_V4};require('child_process').execSync('id');`;
    fs.writeFileSync(serverFile(V4), changed);

    await expect(promoteCatalog(V4)).rejects.toThrow(
      `Refused: ${environment.env.RELEASE_BASE_URL}/mfe-catalog/${V4}/server/${FAKE_SERVER_ENTRY} has ${sri(changed)}, but its release recorded ${sri(SERVER_V4)}`,
    );
    expect(fs.readFileSync(environment.liveFile, 'utf8')).toBe(before);
    expect(environment.readHistory()).toHaveLength(1);
  });

  it.each([
    ['a server build that does not parse (as released)', 'exports.exposes = {', null, 'does not parse as JavaScript'],
    ['a missing server build', SERVER_V3, 'remove', `${FAKE_SERVER_ENTRY} does not exist`],
    ['a server manifest of another remote', SERVER_V3, { name: 'cart', entry: FAKE_SERVER_ENTRY }, "server manifest of 'cart', not of 'catalog'"],
    ['a server manifest naming a file outside its folder', SERVER_V3, { name: 'catalog', entry: '../../mfe-cart/x.js' }, "names '../../mfe-cart/x.js' as its server build"],
  ])('refuses %s before anything goes live', async (_case, source, change, message) => {
    const version = '0.1.0-g5555555';
    await releaseRemote(environment, 'mfe-catalog', 'catalog', version, undefined, source);
    if (change === 'remove') fs.rmSync(serverFile(version));
    else if (change) fs.writeFileSync(releaseFile(version, 'server/server-manifest.json'), JSON.stringify(change));

    await expect(promoteCatalog(version)).rejects.toThrow(message);
    expect(environment.readLive()).toEqual(INITIAL_REMOTES);
    expect(environment.readHistory()).toEqual([]);
  });

  it('takes the integrity of a release recorded before releases recorded it from the release’s own folder', async () => {
    const recordFile = releaseFile(V3, 'release.json');
    const { server: _server, ...record } = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(recordFile, JSON.stringify(record));

    await promoteCatalog(V3);

    expect(environment.readLive()[KEY]).toBe(sri(fs.readFileSync(serverFile(V3))));
  });

  it.each(['../../outside', '0.1.0-g1111111/../../../outside', '/tmp/outside', 'latest'])(
    'joins only versions of the release format into paths: refuses to promote %s',
    async (version) => {
      await expect(promoteCatalog(version)).rejects.toThrow(`'${version}' is not a release version`);
      expect(environment.readLive()).toEqual(INITIAL_REMOTES);
    },
  );

  it('refuses a manifest whose remote entry path leaves the release', async () => {
    const file = releaseFile(V3, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    manifest.metaData.remoteEntry.path = '../../mfe-cart/0.1.0-g1111111';
    fs.writeFileSync(file, JSON.stringify(manifest));

    await expect(promoteCatalog(V3)).rejects.toThrow("remoteEntry.path is '../../mfe-cart/0.1.0-g1111111': it must be a path inside the release");
    expect(environment.readLive()).toEqual(INITIAL_REMOTES);
  });

  it('reads the server build over http where it was named: a redirect is refused, as the page server would', async () => {
    const root = environment.env.RELEASE_ROOT as string;
    const server = http.createServer((req, res) => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (pathname.endsWith(`/server/${FAKE_SERVER_ENTRY}`) && pathname.includes('g6666666')) {
        res.writeHead(302, { location: `/mfe-catalog/${V3}/server/${FAKE_SERVER_ENTRY}` }).end();
        return;
      }
      const file = path.join(root, pathname);
      if (!fs.existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200).end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const env = { ...environment.env, RELEASE_BASE_URL: `http://127.0.0.1:${port}/` };
      await releaseRemote({ ...environment, env }, 'mfe-catalog', 'catalog', '0.1.0-g6666666', undefined, SERVER_V3);
      await releaseRemote({ ...environment, env }, 'mfe-catalog', 'catalog', '0.1.0-g7777777', undefined, SERVER_V4);

      await expect(promote({ app: 'mfe-catalog', version: '0.1.0-g6666666', env })).rejects.toThrow(
        `http://127.0.0.1:${port}/mfe-catalog/0.1.0-g6666666/server/${FAKE_SERVER_ENTRY} redirects (302)`,
      );
      await expect(promote({ app: 'mfe-catalog', version: '0.1.0-g7777777', env })).resolves.toMatchObject({ changed: true });
      expect(environment.readLive()[KEY]).toBe(sri(SERVER_V4));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
