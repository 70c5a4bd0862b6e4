/**
 * @jest-environment node
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import {
  INITIAL_REMOTES,
  promote,
  readContractVersion,
  releaseEnvironment,
  releaseRemote,
  releaseShell,
  rollback,
  type ReleaseEnvironment,
} from './releaseTooling';

const S1 = '0.1.0-gaaaaaaa';
const S2 = '0.1.0-gbbbbbbb';
const LIVE_CONFIG = '{"storeName": "live"}';

describe('promote and rollback of the shell', () => {
  let environment: ReleaseEnvironment;
  let liveDir: string;
  const liveFile = (file: string) => fs.readFileSync(path.join(liveDir, file), 'utf8');
  const promoteShell = (version: string) => promote({ app: 'shell', version, env: environment.env });
  const rollbackShell = () => rollback({ app: 'shell', env: environment.env });

  beforeEach(async () => {
    environment = releaseEnvironment();
    liveDir = path.dirname(environment.liveFile);
    fs.writeFileSync(path.join(liveDir, 'config.json'), LIVE_CONFIG);
    await releaseShell(environment, S1);
    await releaseShell(environment, S2);
  });
  afterEach(() => environment.cleanUp());

  it('copies the release into the live folder and keeps the live remotes.json and config.json', async () => {
    await expect(promoteShell(S1)).resolves.toEqual({ from: null, to: S1, changed: true });

    expect(liveFile('index.html')).toContain('<title>aaaaaaa</title>');
    expect(liveFile('app.aaaaaaa0.js')).toBe('/* aaaaaaa */');
    expect(JSON.parse(liveFile('release.json'))).toMatchObject({ app: 'shell', version: S1 });
    expect(environment.readLive()).toEqual(INITIAL_REMOTES);
    expect(liveFile('config.json')).toBe(LIVE_CONFIG);
    expect(environment.readHistory()).toEqual([expect.objectContaining({ action: 'promote', app: 'shell', version: S1, from: null, to: S1 })]);
  });

  it('rolls back to the shell before, keeping the newer hashed files for shoppers mid-session', async () => {
    await promoteShell(S1);
    await promoteShell(S2);
    expect(liveFile('index.html')).toContain('<title>bbbbbbb</title>');

    await expect(rollbackShell()).resolves.toEqual({ from: S2, to: S1, changed: true });
    expect(liveFile('index.html')).toContain('<title>aaaaaaa</title>');
    expect(JSON.parse(liveFile('release.json')).version).toBe(S1);
    expect(liveFile('app.bbbbbbb0.js')).toBe('/* bbbbbbb */');
    await expect(rollbackShell()).rejects.toThrow('the shell before 0.1.0-gaaaaaaa was not a release');
  });

  it('refuses a shell that does not provide the contract a live remote needs', async () => {
    await releaseRemote(environment, 'mfe-catalog', 'catalog', '0.1.0-g1111111', readContractVersion());
    await promote({ app: 'mfe-catalog', version: '0.1.0-g1111111', env: environment.env });
    const next = `${Number(readContractVersion().split('.')[0]) + 1}.0.0`;
    await releaseShell(environment, '0.2.0-gccccccc', next);

    await expect(promoteShell('0.2.0-gccccccc')).rejects.toThrow(`shell 0.2.0-gccccccc provides shared contract ${next}, but live mfe-catalog 0.1.0-g1111111 needs ^`);
    expect(fs.existsSync(path.join(liveDir, 'index.html'))).toBe(false);
  });

  it('names the server build of the shell it makes live in remotes.json, for the page server to verify its frame by', async () => {
    const S3 = '0.1.0-gccccccc';
    const S4 = '0.1.0-gdddddd1';
    const frame = (label: string) => `exports.exposes = { './Frame': { default: function Frame() { return ${JSON.stringify(label)}; } } };\n`;
    await releaseShell(environment, S3, undefined, undefined, frame('three'));
    await releaseShell(environment, S4, undefined, undefined, frame('four'));
    const sha256 = (source: string) => `sha256-${crypto.createHash('sha256').update(source).digest('base64')}`;

    await promoteShell(S3);
    expect(environment.readLive()).toEqual({ ...INITIAL_REMOTES, 'shell.serverIntegrity': sha256(frame('three')) });
    expect(liveFile('server/shell.server.ccccccc.js')).toBe(frame('three'));
    await promoteShell(S4);
    expect(environment.readLive()['shell.serverIntegrity']).toBe(sha256(frame('four')));
    expect(environment.readHistory().at(-1)).toMatchObject({ action: 'promote', version: S4, integrity: sha256(frame('four')) });

    await rollbackShell();
    expect(environment.readLive()['shell.serverIntegrity']).toBe(sha256(frame('three')));
    // A shell without a server build takes the key away: no frame is verified against another shell's bytes.
    await promoteShell(S1);
    expect(environment.readLive()).toEqual(INITIAL_REMOTES);
  });

  it('refuses a release whose main.js does not parse, and one that does not exist', async () => {
    await releaseShell(environment, '0.1.0-gddddddd', undefined, 'window.start(');
    await expect(promoteShell('0.1.0-gddddddd')).rejects.toThrow('main.js is missing or does not parse');
    await expect(promoteShell('0.1.0-geeeeeee')).rejects.toThrow('No release 0.1.0-geeeeeee of shell');
    expect(environment.readHistory()).toEqual([]);
  });
});
