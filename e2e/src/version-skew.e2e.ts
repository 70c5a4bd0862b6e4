/**
 * Version skew between the shell and the remotes: for a while after any promote, a new
 * shell meets remotes released before it, and a shopper's tab that loaded the previous shell meets
 * remotes released after it. Both must work, or the gate must refuse (promote says no, and a shell
 * that meets such a remote at run time shows its fallback panel instead of running it).
 *
 * "Previous" is the release tooling/releases/previous-release.json names (SKEW_PREVIOUS overrides):
 * the shell and the four remotes really released from that commit (`release --from`, kept under
 * node_modules/.cache between runs, ~1 min to build without it). "New" is this checkout: the shell
 * is its shell/dist, and each remote is its dist/ (the build `npm test` just made) published by
 * `release()` into a release root of its own, with the contract this code was built against
 * recorded in release.json and mf-manifest.json exactly as `npm run release` records it (the
 * build is copied instead of redone: its publicPath is 'auto', so it runs from any folder).
 * All four remotes are swapped together: one journey per direction covers every remote.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { repoRoot, stack, type Frontends } from './support/stack';
import { createShopper, grantAdmin } from './support/admin';
import { expectBadge, logInThroughUi } from './support/shoppers';
import {
  PREVIOUS_PORT,
  isProvided,
  previousReleases,
  readContractVersion,
  release,
  releaseCli,
  remoteNames,
  requiredRange,
  startReleaseHost,
  type PreviousReleases,
} from './support/releaseTooling';
import { SEED_PRODUCTS } from '../../server/src/features/products/seed/products';

const PANEL_TITLE = 'This part of the shop needs a newer version of the site';
const REMOTE_APPS = Object.keys(remoteNames);
const productName = SEED_PRODUCTS[0]?.productName ?? '';
if (!productName) throw new Error('The built-in catalogue is empty');

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'version-skew-'));
const newRoot = path.join(workDir, 'releases');
const history = path.join(workDir, 'history.jsonl');
let previous: PreviousReleases;
let newBaseUrl = '';
const newVersions: Record<string, string> = {};
const hosts: Array<{ close(): Promise<void> }> = [];
let frontends: Frontends | undefined;
let browser: Browser;

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const previousEnv = (liveRemotes: string) => ({
  ...process.env,
  RELEASE_ROOT: previous.releaseRoot,
  RELEASE_BASE_URL: previous.releaseBaseUrl,
  LIVE_REMOTES: liveRemotes,
  LIVE_HISTORY: history,
});
const newEnv = (liveRemotes: string) => ({
  ...process.env,
  RELEASE_ROOT: newRoot,
  RELEASE_BASE_URL: newBaseUrl,
  LIVE_REMOTES: liveRemotes,
  LIVE_HISTORY: history,
});

/** This checkout's dist/ of a remote, published as a release (the build copied, its manifest given the release's URL). */
async function publishBuilt(app: string): Promise<string> {
  const published = await release({
    app,
    env: newEnv(path.join(workDir, 'unused-remotes.json')),
    build: ({ outDir, publicPath }) => {
      fs.cpSync(path.join(repoRoot, app, 'dist'), outDir, { recursive: true });
      const manifestFile = path.join(outDir, 'mf-manifest.json');
      const manifest = readJson<{ metaData: Record<string, unknown> }>(manifestFile);
      manifest.metaData.publicPath = publicPath;
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    },
  });
  return published.version;
}

/** A live folder holding a copy of the built shell's remotes.json (what promotes write to). */
function liveFolder(name: string): string {
  const dir = path.join(workDir, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(path.join(repoRoot, 'shell/dist/remotes.json'), path.join(dir, 'remotes.json'));
  return path.join(dir, 'remotes.json');
}

/** The release folders (`<app>/<version>`) a page loads JavaScript from under a release root's URL. */
function trackReleases(page: Page, baseUrl: string): Set<string> {
  const folders = new Set<string>();
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(baseUrl) && url.endsWith('.js'))
      folders.add(url.slice(baseUrl.length).split('/').slice(0, 2).join('/'));
  });
  return folders;
}

/** Every remote's page in one visit: the shop and a product card (catalog), the cart, login (account), an admin's dashboard. */
async function shopAcrossRemotes(page: Page): Promise<void> {
  await page.goto('/shop');
  await page.getByRole('article', { name: productName }).getByRole('button', { name: 'Add to Cart' }).click();
  await expectBadge(page, 'cart-count', 1);
  await page.goto('/cart');
  await page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem', { name: productName }).waitFor();
  const admin = await createShopper('skew-admin', 'Sunil Skew');
  expect(grantAdmin(admin.email)).toContain('is now an Admin');
  await logInThroughUi(page, admin, '**/dashboard');
  await page.getByRole('tab', { name: 'Home', selected: true }).waitFor();
  expect(await page.getByText(PANEL_TITLE).count()).toBe(0);
}

/** Whether a shell providing `provides` runs a remote needing `requires`: the gate's own rule (tooling/releases/contract.js). */
const runs = (requires: string, provides: string): boolean => isProvided({ requires, provides: [provides] });

beforeAll(async () => {
  previous = await previousReleases();
  fs.mkdirSync(newRoot, { recursive: true });
  // The new root's URL is baked into its releases' manifests: its host's port is chosen first.
  const newHost = await startReleaseHost({ dir: newRoot });
  hosts.push(newHost);
  newBaseUrl = newHost.url;
  for (const app of REMOTE_APPS) newVersions[app] = await publishBuilt(app);
  // Each release root in a process of its own (its start-up compression stays off this one's thread pool).
  hosts.push(await startReleaseHost({ dir: previous.releaseRoot, port: PREVIOUS_PORT }));
  browser = await launchBrowser();
}, 600000);

afterEach(async () => {
  await frontends?.stop();
  frontends = undefined;
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(hosts.map((host) => host.close()));
  fs.rmSync(workDir, { recursive: true, force: true });
});

test('the live shell runs the previous release of every remote: promote accepts each, and every remote works in one visit', async () => {
  const provided = readContractVersion();
  const live = liveFolder('live-new-shell');
  for (const app of REMOTE_APPS) {
    const record = readJson<{ contract: { requires: string } }>(
      path.join(previous.releaseRoot, app, previous.versions[app] ?? '', 'release.json'),
    );
    // A previous remote needing a contract this shell lacks would have to be refused: that is a major bump.
    expect({ app, runs: runs(record.contract.requires, provided) }).toEqual({ app, runs: true });
    const promoted = await releaseCli(['promote', app, previous.versions[app] ?? ''], previousEnv(live));
    expect({ code: promoted.code, stderr: promoted.stderr }).toEqual({ code: 0, stderr: '' });
  }
  const served = readJson<Record<string, string>>(live);
  for (const app of REMOTE_APPS)
    expect(served[remoteNames[app] ?? '']).toBe(
      `${previous.releaseBaseUrl}${app}/${previous.versions[app]}/mf-manifest.json`,
    );

  frontends = await stack.startFrontends({ remotes: live });
  const { page, consoleErrors } = await newPage(browser);
  const loaded = trackReleases(page, previous.releaseBaseUrl);
  await shopAcrossRemotes(page);
  expect([...loaded].sort()).toEqual(REMOTE_APPS.map((app) => `${app}/${previous.versions[app]}`).sort());
  expect(consoleErrors.filter((text) => text.includes('[federation]'))).toEqual([]);
  await page.context().close();
}, 180000);

test('the previous shell meets remotes released after it: promote refuses them, and its page shows the fallback panel instead of running them', async () => {
  const previousShell = readJson<{ contract: { provides: string[] } }>(
    path.join(previous.releaseRoot, 'shell', previous.versions.shell ?? '', 'release.json'),
  );
  const provided = previousShell.contract.provides[0] ?? '';
  const requires = requiredRange(readContractVersion());
  const compatible = runs(requires, provided);
  const live = liveFolder('live-previous-shell');
  const shellPromoted = await releaseCli(['promote', 'shell', previous.versions.shell ?? ''], previousEnv(live));
  expect({ code: shellPromoted.code, stderr: shellPromoted.stderr }).toEqual({ code: 0, stderr: '' });
  const liveBefore = fs.readFileSync(live, 'utf8');
  // Promote first, then the site: the static hosts' start-up compression would slow the release host's answers.
  for (const app of REMOTE_APPS) {
    const promoted = await releaseCli(['promote', app, newVersions[app] ?? ''], newEnv(live));
    if (compatible) {
      // No contract change between the two: the new remotes must simply work in the previous shell.
      expect({ code: promoted.code, stderr: promoted.stderr }).toEqual({ code: 0, stderr: '' });
    } else {
      expect(promoted.code).not.toBe(0);
      expect(promoted.stderr).toContain(
        `Refused: ${app} ${newVersions[app]} needs shared contract ${requires}, but the live shell (shell ${previous.versions.shell} in ${path.dirname(live)}) provides ${provided}.`,
      );
    }
  }
  if (!compatible) expect(fs.readFileSync(live, 'utf8')).toBe(liveBefore);

  // A tab that loaded the previous shell keeps it; remotes promoted after the new shell reach it.
  const newRemotes = path.join(workDir, 'new-remotes.json');
  fs.writeFileSync(
    newRemotes,
    JSON.stringify(
      Object.fromEntries(
        REMOTE_APPS.map((app) => [remoteNames[app], `${newBaseUrl}${app}/${newVersions[app]}/mf-manifest.json`]),
      ),
    ),
  );
  frontends = await stack.startFrontends({ shellDir: path.dirname(live), remotes: newRemotes });
  const { page } = await newPage(browser);
  const loaded = trackReleases(page, newBaseUrl);
  if (compatible) {
    await shopAcrossRemotes(page);
    expect(loaded.size).toBe(REMOTE_APPS.length);
  } else {
    for (const route of ['/shop', '/cart', '/login']) {
      await page.goto(route);
      await page
        .getByRole('heading', { name: PANEL_TITLE })
        .waitFor()
        .catch(async (error: Error) => {
          throw new Error(
            `${route}: no fallback panel (${error.message}); the page says: ${(
              await page
                .locator('main')
                .innerText()
                .catch(() => '?')
            ).slice(0, 400)}`,
          );
        });
      expect(await page.getByRole('banner').isVisible()).toBe(true);
    }
    // The refused remotes' manifests were read; not one line of their code was loaded.
    expect([...loaded]).toEqual([]);
  }
  await page.context().close();
}, 180000);
