/**
 * A team ships the catalogue with the release commands (README "Releasing"): two real releases of
 * mfe-catalog in a release root served by the static host, promoted into the remotes.json the
 * running shell reads. Promote v2 → the same browser shows v2 on its next page load, the shell
 * never rebuilt; rollback → v1 again; a release that needs a contract the live shell does not
 * provide is refused by promote and the site stays on what was live. The page server follows each
 * promote too: its next HTML (before any script) is rendered by the live release's server build,
 * no restart; a release whose server build breaks at render is served client-rendered (200) and
 * still works in the browser.
 *
 * v1 is `release --from <HEAD>`; v2 is `release --from <a commit whose About page has one more
 * paragraph>`, a commit object made with a private index (no branch, working tree or shared index
 * is touched). Both are real builds. The incompatible release is v1's folder published again as
 * another version with its recorded contract set to ^99.0.0 (a third build would only cost time:
 * promote decides from the release's record, which is what this checks).
 */
import { execFile, execFileSync } from 'child_process';
import { createHash } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { promisify } from 'util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SERVER_PAGE_ATTRIBUTE, serverIntegrityKey } from 'shared-contracts';
import { launchBrowser, newPage, waitForPageSettled } from './support/browser';
import { repoRoot, SITE, stack, staticServer, type Frontends } from './support/stack';

const APP = 'mfe-catalog';
const ABOUT_SOURCE = 'mfe-catalog/src/features/info/components/AboutContent.tsx';
const V2_NOTE = 'New this season: our Saharanpur showroom is open on Sundays';
const INCOMPATIBLE = '99.0.0-g9999999';
const BROKEN_AT_RENDER = '1.0.0-gbad0000';
/** Appended to a server build: every exposed page throws when rendered; its loader and head still answer (the page server reads module.exports.exposes). */
const BREAK_AT_RENDER = `
;module.exports = { exposes: Object.fromEntries(Object.entries(module.exports.exposes).map(([key, page]) => [key, { ...page, default: function BrokenAtRender() { throw new Error('releases journey: this server build breaks at render'); } }])) };
`;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-journey-'));
const releaseRoot = path.join(workDir, 'releases');
const liveRemotes = path.join(workDir, 'live', 'remotes.json');
const liveHistory = path.join(workDir, 'live', 'history.jsonl');
let releaseServer: { port: number; close(): Promise<void> } | undefined;
let releaseBaseUrl = '';
let frontends: Frontends | undefined;
let browser: Browser;
/** JavaScript off: reads the page server's HTML as it arrived. */
let reader: BrowserContext;
let v1 = '';
let v2 = '';

const git = (args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}): string =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'], ...options });

/** A commit on top of `parent` with the About page's extra paragraph; no ref, index or file of the checkout changes. */
function commitWithV2Change(parent: string): string {
  const before = git(['show', `${parent}:${ABOUT_SOURCE}`]);
  const opening = /<InfoArticle [^>]*>/;
  const after = before.replace(opening, (tag) => `${tag}\n      <p className="cat-info__lead">${V2_NOTE}</p>`);
  if (after === before) throw new Error(`${ABOUT_SOURCE} has no <InfoArticle> to add the v2 paragraph inside`);
  const blob = git(['hash-object', '-w', '--stdin'], { input: after }).trim();
  const env = {
    ...process.env,
    GIT_INDEX_FILE: path.join(workDir, 'journey-index'),
    GIT_AUTHOR_NAME: 'releases journey',
    GIT_AUTHOR_EMAIL: 'journey@localhost',
    GIT_COMMITTER_NAME: 'releases journey',
    GIT_COMMITTER_EMAIL: 'journey@localhost',
  };
  git(['read-tree', parent], { env });
  git(['update-index', '--cacheinfo', `100644,${blob},${ABOUT_SOURCE}`], { env });
  const tree = git(['write-tree'], { env }).trim();
  return git(['commit-tree', tree, '-p', parent, '-m', 'releases journey: catalogue v2'], { env }).trim();
}

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -w mfe-catalog -- <args>` against the journey's release root and live file (async: the release host runs in this process). */
async function npmRun(script: string, args: string[] = []): Promise<CommandResult> {
  const env = {
    ...process.env,
    RELEASE_ROOT: releaseRoot,
    RELEASE_BASE_URL: releaseBaseUrl,
    LIVE_REMOTES: liveRemotes,
    LIVE_HISTORY: liveHistory,
  };
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', script, '-w', APP, '--', ...args], {
      cwd: repoRoot,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
    };
  }
}

async function releaseFrom(commit: string): Promise<string> {
  const result = await npmRun('release', ['--from', commit]);
  const version = new RegExp(`released ${APP} (\\S+) in`).exec(result.stdout)?.[1];
  if (result.code !== 0 || !version)
    throw new Error(`release --from ${commit} failed (${result.code}):\n${result.stdout}\n${result.stderr}`);
  return version;
}

/**
 * v1's folder published again as another version (promote decides from the release's files, which
 * is what these check): with its recorded contract changed, or its server build broken at render
 * (recorded with its own integrity, as a release of that build would be).
 */
function publishCopyOfV1(
  version: string,
  change: { contract?: { requires: string; builtWith: string }; breakServerBuild?: boolean },
): void {
  const dir = path.join(releaseRoot, APP, version);
  fs.cpSync(path.join(releaseRoot, APP, v1), dir, { recursive: true });
  const publicPath = `${releaseBaseUrl}${APP}/${version}/`;
  const recordFile = path.join(dir, 'release.json');
  const record = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as Record<string, unknown> & {
    server: { entry: string; integrity: string };
  };
  const contract = change.contract ?? record.contract;
  if (change.breakServerBuild) {
    const serverFile = path.join(dir, record.server.entry);
    fs.appendFileSync(serverFile, BREAK_AT_RENDER);
    record.server.integrity = `sha256-${createHash('sha256').update(fs.readFileSync(serverFile)).digest('base64')}`;
  }
  fs.writeFileSync(
    recordFile,
    JSON.stringify({ ...record, version, publicPath, manifestUrl: `${publicPath}mf-manifest.json`, contract }),
  );
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { metaData: Record<string, unknown> };
  manifest.metaData.publicPath = publicPath;
  if (change.contract) manifest.metaData.contract = change.contract;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
}

const manifestUrlOf = (version: string): string => `${releaseBaseUrl}${APP}/${version}/mf-manifest.json`;
const liveCatalog = (): string | undefined =>
  (JSON.parse(fs.readFileSync(liveRemotes, 'utf8')) as Record<string, string>).catalog;

/** Loads /about in the running page and says which release folder its catalogue code came from. */
async function aboutPageRelease(page: Page, load: () => Promise<unknown>): Promise<string[]> {
  const folders = new Set<string>();
  const onRequest = (request: { url(): string }) => {
    const url = request.url();
    if (url.startsWith(`${releaseBaseUrl}${APP}/`) && url.endsWith('.js'))
      folders.add(url.slice(releaseBaseUrl.length).split('/')[1] ?? '');
  };
  page.on('request', onRequest);
  await load();
  await page.getByRole('heading', { name: 'About us', level: 1 }).waitFor();
  // The heading comes in the server's HTML, before any script: the release shows in the code
  // that hydrates it (or renders it, when the page is client-rendered).
  await waitForPageSettled(page);
  page.off('request', onRequest);
  return [...folders];
}

/**
 * One plain request to the page server (no browser, no script), and the text of the page it
 * rendered (null: none, the page is client-rendered), read with JavaScript off.
 */
async function serverRenderedText(route: string): Promise<{ status: number; text: string | null }> {
  const response = await fetch(`${SITE}${route}`);
  const html = await response.text();
  const page = await reader.newPage();
  await page.setContent(html, { waitUntil: 'domcontentloaded' });
  const rendered = page.locator(`[${SERVER_PAGE_ATTRIBUTE}]`);
  const text = (await rendered.count()) === 1 ? await rendered.innerText() : null;
  await page.close();
  return { status: response.status, text };
}

beforeAll(async () => {
  fs.mkdirSync(releaseRoot, { recursive: true });
  fs.mkdirSync(path.dirname(liveRemotes), { recursive: true });
  fs.copyFileSync(path.join(repoRoot, 'shell/dist/remotes.json'), liveRemotes);
  const server = (await staticServer.startStaticServer({ dir: releaseRoot, port: 0 })) as {
    port: number;
    close(): Promise<void>;
  };
  releaseServer = server;
  releaseBaseUrl = `http://localhost:${server.port}/`;

  const head = git(['rev-parse', 'HEAD']).trim();
  // Two builds of separate commits into separate folders: side by side, one a core.
  [v1, v2] = await Promise.all([releaseFrom(head), releaseFrom(commitWithV2Change(head))]);
  publishCopyOfV1(INCOMPATIBLE, { contract: { requires: '^99.0.0', builtWith: '99.0.0' } });
  publishCopyOfV1(BROKEN_AT_RENDER, { breakServerBuild: true });

  frontends = await stack.startFrontends({ files: { shell: { '/remotes.json': liveRemotes } } });
  browser = await launchBrowser();
  reader = await browser.newContext({ javaScriptEnabled: false });
}, 600000);

afterAll(async () => {
  await reader?.close();
  await browser?.close();
  await frontends?.stop();
  await releaseServer?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

test('promote v2 reaches a running browser on its next page load, rollback brings v1 back, an incompatible release is refused', async () => {
  const shellEntry = path.join(repoRoot, 'shell/dist/main.js');
  const shellBuiltAt = fs.statSync(shellEntry).mtimeMs;
  expect(v2).not.toBe(v1);

  const toV1 = await npmRun('promote', [v1]);
  expect(toV1).toMatchObject({ code: 0 });
  expect(liveCatalog()).toBe(manifestUrlOf(v1));
  const { page, consoleErrors } = await newPage(browser);
  expect(await aboutPageRelease(page, () => page.goto('/about'))).toEqual([v1]);
  expect(await page.getByText(V2_NOTE).count()).toBe(0);

  const toV2 = await npmRun('promote', [v2]);
  expect(toV2).toMatchObject({ code: 0 });
  expect(toV2.stdout).toContain(`promote ${APP}`);
  expect(liveCatalog()).toBe(manifestUrlOf(v2));
  // Beside it, the integrity v2's release recorded of its server build: what the page server verifies before running it.
  const v2Record = JSON.parse(fs.readFileSync(path.join(releaseRoot, APP, v2, 'release.json'), 'utf8')) as {
    server: { integrity: string };
  };
  expect(JSON.parse(fs.readFileSync(liveRemotes, 'utf8'))).toMatchObject({
    [serverIntegrityKey('catalog')]: v2Record.server.integrity,
  });
  // The page server's very next page is v2's server build at work: no restart.
  expect((await serverRenderedText('/about')).text).toContain(V2_NOTE);
  expect(await aboutPageRelease(page, () => page.reload())).toEqual([v2]);
  await page.getByText(V2_NOTE).waitFor();

  const back = await npmRun('rollback');
  expect(back).toMatchObject({ code: 0 });
  expect(liveCatalog()).toBe(manifestUrlOf(v1));
  const afterRollback = await serverRenderedText('/about');
  expect(afterRollback.text).toMatch(/About us/);
  expect(afterRollback.text).not.toContain(V2_NOTE);
  expect(await aboutPageRelease(page, () => page.reload())).toEqual([v1]);
  expect(await page.getByText(V2_NOTE).count()).toBe(0);

  const historyBefore = fs.readFileSync(liveHistory, 'utf8');
  const refused = await npmRun('promote', [INCOMPATIBLE]);
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toMatch(
    new RegExp(
      `Refused: ${APP} ${INCOMPATIBLE.replace(/\./g, '\\.')} needs shared contract \\^99\\.0\\.0, but the live shell .* provides \\d+\\.\\d+\\.\\d+`,
    ),
  );
  expect(liveCatalog()).toBe(manifestUrlOf(v1));
  expect(fs.readFileSync(liveHistory, 'utf8')).toBe(historyBefore);
  expect(await aboutPageRelease(page, () => page.reload())).toEqual([v1]);

  expect(fs.statSync(shellEntry).mtimeMs).toBe(shellBuiltAt);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 240000);

test('a release whose server build breaks at render is served client-rendered (200) and works in the browser', async () => {
  const promoted = await npmRun('promote', [BROKEN_AT_RENDER]);
  expect(promoted).toMatchObject({ code: 0 });
  expect(liveCatalog()).toBe(manifestUrlOf(BROKEN_AT_RENDER));

  expect(await serverRenderedText('/about')).toEqual({ status: 200, text: null });

  const { page, consoleErrors } = await newPage(browser);
  // Its entry is the promoted folder's; the chunks the entry loads are v1's (a copy keeps v1's built-in public path).
  expect(await aboutPageRelease(page, () => page.goto('/about'))).toContain(BROKEN_AT_RENDER);
  expect(await page.locator(`[${SERVER_PAGE_ATTRIBUTE}]`).count()).toBe(0);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
  expect(await npmRun('rollback')).toMatchObject({ code: 0 });
}, 60000);
