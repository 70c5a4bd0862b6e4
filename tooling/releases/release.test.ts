/**
 * @jest-environment node
 */
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import {
  FAKE_SERVER_ENTRY,
  fakeRemoteBuild,
  fakeServerBuildSource,
  release,
  releaseEnvironment,
  type BuildOptions,
  type ReleaseEnvironment,
} from './releaseTooling';

const SOURCE = { version: '0.1.0-g1a2b3c4', commit: '1a2b3c4', dirty: false };

describe('release', () => {
  let environment: ReleaseEnvironment;
  beforeEach(() => {
    environment = releaseEnvironment();
  });
  afterEach(() => environment.cleanUp());

  const releaseCatalog = (build = fakeRemoteBuild('catalog')) =>
    release({ app: 'mfe-catalog', env: environment.env, build, contractVersion: '1.4.2', source: SOURCE });

  it('publishes a remote under <root>/<app>/<version>/ with its own publicPath and the contract it needs', async () => {
    let builtWith: BuildOptions | undefined;
    const released = await releaseCatalog((options) => {
      builtWith = options;
      fakeRemoteBuild('catalog')(options);
    });

    const root = environment.env.RELEASE_ROOT as string;
    const base = environment.env.RELEASE_BASE_URL as string;
    expect(released.dir).toBe(path.join(root, 'mfe-catalog', SOURCE.version));
    expect(builtWith?.publicPath).toBe(`${base}/mfe-catalog/${SOURCE.version}/`);
    expect(released.manifestUrl).toBe(`${base}/mfe-catalog/${SOURCE.version}/mf-manifest.json`);
    const manifest = JSON.parse(fs.readFileSync(path.join(released.dir, 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.publicPath).toBe(`${base}/mfe-catalog/${SOURCE.version}/`);
    expect(manifest.metaData.contract).toEqual({ requires: '^1.4.0', builtWith: '1.4.2' });
    const record = JSON.parse(fs.readFileSync(path.join(released.dir, 'release.json'), 'utf8'));
    expect(record).toMatchObject({ app: 'mfe-catalog', version: SOURCE.version, commit: '1a2b3c4', contract: { requires: '^1.4.0' } });
    expect(fs.readdirSync(path.join(root, 'mfe-catalog'))).toEqual([SOURCE.version]);
  });

  it('records what the shell provides', async () => {
    const build = ({ outDir }: BuildOptions) => fs.writeFileSync(path.join(outDir, 'index.html'), '<!doctype html>');
    const released = await release({ app: 'shell', env: environment.env, build, contractVersion: '1.4.2', source: SOURCE });
    const record = JSON.parse(fs.readFileSync(path.join(released.dir, 'release.json'), 'utf8'));
    expect(record.contract).toEqual({ builtWith: '1.4.2', provides: ['1.4.2'] });
    expect(released.manifestUrl).toBeNull();
  });

  it('never overwrites a release', async () => {
    const first = await releaseCatalog();
    const entry = path.join(first.dir, 'remoteEntry.js');
    const before = fs.readFileSync(entry, 'utf8');

    await expect(releaseCatalog(fakeRemoteBuild('catalog', 'var catalog = "changed";'))).rejects.toThrow(
      `mfe-catalog ${SOURCE.version} is already released`,
    );
    expect(fs.readFileSync(entry, 'utf8')).toBe(before);
  });

  it('refuses when another release of the same version lands while it builds, and keeps that one', async () => {
    const target = path.join(environment.env.RELEASE_ROOT as string, 'mfe-catalog', SOURCE.version);
    const racing = (options: BuildOptions) => {
      fakeRemoteBuild('catalog')(options);
      fs.mkdirSync(target, { recursive: true });
      fs.writeFileSync(path.join(target, 'remoteEntry.js'), 'var catalog = "the other one";');
    };
    await expect(releaseCatalog(racing)).rejects.toThrow('is already released');
    expect(fs.readFileSync(path.join(target, 'remoteEntry.js'), 'utf8')).toBe('var catalog = "the other one";');
    expect(fs.readdirSync(path.dirname(target))).toEqual([SOURCE.version]);
  });

  it('leaves neither a release nor a staging folder when the build fails', async () => {
    await expect(
      releaseCatalog(() => {
        throw new Error('webpack failed');
      }),
    ).rejects.toThrow('webpack failed');
    expect(fs.readdirSync(path.join(environment.env.RELEASE_ROOT as string, 'mfe-catalog'))).toEqual([]);
  });

  it('refuses a build whose manifest does not point at the release', async () => {
    const wrongPath = (options: BuildOptions) => fakeRemoteBuild('catalog')({ ...options, publicPath: 'auto' });
    await expect(releaseCatalog(wrongPath)).rejects.toThrow('mf-manifest.json has publicPath auto');
    expect(fs.readdirSync(path.join(environment.env.RELEASE_ROOT as string, 'mfe-catalog'))).toEqual([]);
  });

  it('records the server build a remote carries: its file and its sha256 in SRI form, what the page server will run', async () => {
    const source = fakeServerBuildSource('catalogue v1');
    const released = await releaseCatalog(fakeRemoteBuild('catalog', undefined, source));

    const record = JSON.parse(fs.readFileSync(path.join(released.dir, 'release.json'), 'utf8'));
    expect(record.server).toEqual({
      manifest: 'server/server-manifest.json',
      entry: `server/${FAKE_SERVER_ENTRY}`,
      integrity: `sha256-${createHash('sha256').update(source).digest('base64')}`,
    });
    expect(fs.readFileSync(path.join(released.dir, record.server.entry), 'utf8')).toBe(source);
  });

  it('records no server build for a remote without one', async () => {
    const released = await releaseCatalog();
    expect(JSON.parse(fs.readFileSync(path.join(released.dir, 'release.json'), 'utf8')).server).toBeUndefined();
  });

  it.each(['../../outside.js', '/etc/outside.js', 'https://elsewhere.test/catalog.server.js', 'server/../x.js'])(
    'refuses a server manifest naming %s as its build, and leaves no release',
    async (entry) => {
      const naming = (options: BuildOptions) => {
        fakeRemoteBuild('catalog', undefined, fakeServerBuildSource('x'))(options);
        fs.writeFileSync(path.join(options.outDir, 'server', 'server-manifest.json'), JSON.stringify({ name: 'catalog', entry }));
      };
      await expect(releaseCatalog(naming)).rejects.toThrow(`names '${entry}' as its server build: it must be a .js file beside it`);
      expect(fs.readdirSync(path.join(environment.env.RELEASE_ROOT as string, 'mfe-catalog'))).toEqual([]);
    },
  );

  it.each(['../../outside', '0.1.0', 'v1', '0.1.0-g1a2b3c4/../../outside', '/tmp/outside'])(
    'joins only versions of the release format into paths: refuses to release as %s',
    async (version) => {
      const build = jest.fn(fakeRemoteBuild('catalog'));
      await expect(release({ app: 'mfe-catalog', env: environment.env, build, contractVersion: '1.4.2', source: { ...SOURCE, version } })).rejects.toThrow(
        `'${version}' is not a release version`,
      );
      expect(build).not.toHaveBeenCalled();
      expect(fs.existsSync(environment.env.RELEASE_ROOT as string)).toBe(false);
    },
  );
});
