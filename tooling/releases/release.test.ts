/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import { fakeRemoteBuild, release, releaseEnvironment, type BuildOptions, type ReleaseEnvironment } from './releaseTooling';

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
});
