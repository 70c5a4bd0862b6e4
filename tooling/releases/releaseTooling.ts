/**
 * Typed handles on the release tooling (tooling/releases, CommonJS) and a throwaway release
 * environment for its tests: a release root served as file: URLs, a live remotes.json and a
 * history file, all in a temporary folder.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { pathToFileURL } from 'url';

export interface SourceVersion {
  version: string;
  commit: string | null;
  dirty: boolean;
}
export interface BuildOptions {
  info: { app: string; kind: string; dir: string };
  outDir: string;
  publicPath: string | null;
}
export interface ReleaseOptions {
  app: string;
  env: NodeJS.ProcessEnv;
  build: (options: BuildOptions) => Promise<void> | void;
  contractVersion?: string;
  source?: SourceVersion;
}
export interface Released {
  app: string;
  version: string;
  dir: string;
  manifestUrl: string | null;
}
export interface LiveChange {
  from: string | null;
  to: string;
  changed: boolean;
}
export interface HistoryEntry {
  at: string;
  who: string;
  action: 'promote' | 'rollback';
  app: string;
  remote: string;
  version: string | null;
  from: string | null;
  to: string;
}

const tooling = __dirname;
export const { release } = require(`${tooling}/release.js`) as { release(options: ReleaseOptions): Promise<Released> };
export const { promote, rollback } = require(`${tooling}/promote.js`) as {
  promote(options: { app: string; version: string; env: NodeJS.ProcessEnv }): Promise<LiveChange>;
  rollback(options: { app: string; env: NodeJS.ProcessEnv }): Promise<LiveChange>;
};
export const { releaseVersion, commitVersion, VERSION_FORMAT } = require(`${tooling}/version.js`) as {
  releaseVersion(options: { repoRoot: string; inputs: string[]; packageVersion: string }): SourceVersion;
  commitVersion(options: { repoRoot: string; inputs: string[]; packageVersion: string; commit: string }): SourceVersion;
  VERSION_FORMAT: RegExp;
};
export const { sourceAtCommit } = require(`${tooling}/source-at-commit.js`) as {
  sourceAtCommit(options: { repoRoot: string; commit: string }): { dir: string; commit: string; remove(): void };
};
export const { readContractVersion } = require(`${tooling}/contract.js`) as { readContractVersion(): string };
export const { integrityOf } = require(`${tooling}/check.js`) as { integrityOf(bytes: string | Buffer): string };
export const { serverIntegrityKey } = require(`${tooling}/live.js`) as { serverIntegrityKey(remote: string): string };
export const CLI = `${tooling}/cli.js`;

// Port 1 never listens: what was live before the first release does not answer in these tests.
export const INITIAL_REMOTES = {
  catalog: 'http://127.0.0.1:1/catalog/mf-manifest.json',
  cart: 'http://127.0.0.1:1/cart/mf-manifest.json',
  account: 'http://127.0.0.1:1/account/mf-manifest.json',
  admin: 'http://127.0.0.1:1/admin/mf-manifest.json',
};

export interface ReleaseEnvironment {
  dir: string;
  env: NodeJS.ProcessEnv;
  liveFile: string;
  readLive(): Record<string, string>;
  readHistory(): HistoryEntry[];
  cleanUp(): void;
}

/** A release root, a live remotes.json (as the shell's dist holds it) and a history file. */
export function releaseEnvironment(): ReleaseEnvironment {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const root = path.join(dir, 'releases');
  const liveFile = path.join(dir, 'live', 'remotes.json');
  const historyFile = path.join(dir, 'history.jsonl');
  fs.mkdirSync(path.dirname(liveFile), { recursive: true });
  fs.writeFileSync(liveFile, JSON.stringify(INITIAL_REMOTES, null, 2));
  return {
    dir,
    liveFile,
    env: { ...process.env, RELEASE_ROOT: root, RELEASE_BASE_URL: pathToFileURL(root).href, LIVE_REMOTES: liveFile, LIVE_HISTORY: historyFile },
    readLive: () => JSON.parse(fs.readFileSync(liveFile, 'utf8')) as Record<string, string>,
    readHistory: () =>
      fs.existsSync(historyFile)
        ? fs
            .readFileSync(historyFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as HistoryEntry)
        : [],
    cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A server build's source, as tooling/server-build.js emits it (CommonJS with `exports.exposes`), in miniature. */
export const fakeServerBuildSource = (label: string): string => `exports.exposes = { './HomePage': { default: function Home() { return ${JSON.stringify(label)}; } } };\n`;

/** The file name a fake server build is published under (in server/, beside mf-manifest.json). */
export const FAKE_SERVER_ENTRY = 'catalog.server.0123abcd.js';

/**
 * What a remote's webpack build leaves in its output folder, in miniature; with `serverSource`, also
 * its server build (server/server-manifest.json and the file it names).
 */
export function fakeRemoteBuild(remote: string, entrySource = `var ${remote};(function(){${remote}={get:function(){},init:function(){}}})();`, serverSource?: string) {
  return ({ outDir, publicPath }: BuildOptions) => {
    if (serverSource !== undefined) {
      fs.mkdirSync(path.join(outDir, 'server'));
      fs.writeFileSync(path.join(outDir, 'server', 'server-manifest.json'), JSON.stringify({ name: remote, entry: FAKE_SERVER_ENTRY }));
      fs.writeFileSync(path.join(outDir, 'server', FAKE_SERVER_ENTRY), serverSource);
    }
    const manifest = {
      id: remote,
      name: remote,
      metaData: { name: remote, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath },
      shared: [],
      remotes: [],
      exposes: [],
    };
    fs.writeFileSync(path.join(outDir, 'mf-manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(outDir, 'remoteEntry.js'), entrySource);
    fs.writeFileSync(path.join(outDir, 'HomePage.0123abcd.js'), '');
  };
}

/** Publishes a fake release of a remote under a given version, by default against this checkout's contract; `serverSource`: with a server build. */
export function releaseRemote(environment: ReleaseEnvironment, app: string, remote: string, version: string, contractVersion = readContractVersion(), serverSource?: string) {
  return release({ app, env: environment.env, build: fakeRemoteBuild(remote, undefined, serverSource), contractVersion, source: { version, commit: 'abc1234', dirty: false } });
}

/** What the shell's webpack build leaves in its output folder, in miniature; `label` marks its files; `serverSource`: with its server build. */
export function fakeShellBuild(label: string, mainSource = `console.log(${JSON.stringify(label)});`, serverSource?: string) {
  return ({ outDir }: BuildOptions) => {
    if (serverSource !== undefined) {
      fs.mkdirSync(path.join(outDir, 'server'));
      fs.writeFileSync(path.join(outDir, 'server', 'server-manifest.json'), JSON.stringify({ name: 'shell', entry: `shell.server.${label}.js` }));
      fs.writeFileSync(path.join(outDir, 'server', `shell.server.${label}.js`), serverSource);
    }
    fs.writeFileSync(path.join(outDir, 'index.html'), `<!doctype html><title>${label}</title><script src="/main.js"></script>`);
    fs.writeFileSync(path.join(outDir, 'main.js'), mainSource);
    fs.writeFileSync(path.join(outDir, `app.${label.padEnd(8, '0').slice(0, 8)}.js`), `/* ${label} */`);
    fs.writeFileSync(path.join(outDir, 'remotes.json'), '{"catalog": "http://localhost:3001/mf-manifest.json"}');
    fs.writeFileSync(path.join(outDir, 'config.json'), '{"storeName": "built in"}');
  };
}

/** Publishes a fake shell release providing a contract; `serverSource`: with a server build. */
export function releaseShell(environment: ReleaseEnvironment, version: string, contractVersion = readContractVersion(), mainSource?: string, serverSource?: string) {
  const label = version.replace(/^.*-g/, '');
  return release({ app: 'shell', env: environment.env, build: fakeShellBuild(label, mainSource, serverSource), contractVersion, source: { version, commit: label, dirty: false } });
}

/** The live shell as a release: its record beside the live remotes.json. */
export function liveShellProviding(environment: ReleaseEnvironment, provides: string[]) {
  const record = { app: 'shell', version: '0.1.0-gabc1234', contract: { builtWith: provides[0], provides } };
  fs.writeFileSync(path.join(path.dirname(environment.liveFile), 'release.json'), JSON.stringify(record));
}

export interface TempRepo {
  dir: string;
  git(...args: string[]): string;
  write(file: string, text: string): void;
  remove(): void;
}

/** A throwaway git repository with the given files in its first commit. */
export function tempGitRepo(files: Record<string, string>): TempRepo {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-repo-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  git('init', '-q');
  git('config', 'user.email', 'release@test.local');
  git('config', 'user.name', 'Release Test');
  for (const [file, text] of Object.entries(files)) write(file, text);
  git('add', '.');
  git('commit', '-qm', 'first');
  return { dir, git, write, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
