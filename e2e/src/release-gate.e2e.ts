/**
 * The run-time compatibility gate: a catalogue release that needs a newer shared contract than the
 * live shell provides is never run. Its routes show the fallback panel (its entry script is not
 * even asked for), the console says what it needs, and the rest of the site works.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { repoRoot, stack, staticServer, type Frontends } from './support/stack';

const PANEL_TITLE = 'This part of the shop needs a newer version of the site';
const PANEL_TEXT = 'It was released for a newer shared contract than this page provides. Reload in a little while.';

let browser: Browser;
let frontends: Frontends;
let releaseServer: { port: number; close(): Promise<void> } | undefined;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-gate-'));
const releaseDir = path.join(workDir, 'catalog');
const remotesFile = path.join(workDir, 'remotes.json');
let releaseOrigin = '';

/** A copy of the built catalogue whose manifest says it needs contract ^99.0.0, served on its own port. */
async function serveIncompatibleCatalogue(): Promise<void> {
  fs.cpSync(path.join(repoRoot, 'mfe-catalog/dist'), releaseDir, { recursive: true });
  const server = (await staticServer.startStaticServer({ dir: releaseDir, port: 0 })) as {
    port: number;
    close(): Promise<void>;
  };
  releaseServer = server;
  releaseOrigin = `http://localhost:${server.port}`;
  const manifestFile = path.join(releaseDir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { metaData: Record<string, unknown> };
  manifest.metaData.contract = { requires: '^99.0.0', builtWith: '99.0.0' };
  manifest.metaData.publicPath = `${releaseOrigin}/`;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
}

beforeAll(async () => {
  await serveIncompatibleCatalogue();
  const remotes = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shell/dist/remotes.json'), 'utf8')) as Record<
    string,
    string
  >;
  remotes.catalog = `${releaseOrigin}/mf-manifest.json`;
  fs.writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
  frontends = await stack.startFrontends({ files: { shell: { '/remotes.json': remotesFile } } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await frontends?.stop();
  await releaseServer?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

test('a remote released for a newer contract shows its fallback panel, never runs, and the rest works', async () => {
  const { page } = await newPage(browser);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const releaseRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(releaseOrigin)) releaseRequests.push(new URL(request.url()).pathname);
  });

  await page.goto('/home');
  await page.getByRole('heading', { name: PANEL_TITLE }).waitFor();
  expect(await page.getByText(PANEL_TEXT).isVisible()).toBe(true);
  expect(await page.getByRole('banner').isVisible()).toBe(true);
  expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

  // Retry reads the manifest once more and refuses again: no loop, no second warning.
  const manifestReads = releaseRequests.length;
  const reread = page.waitForRequest(`${releaseOrigin}/mf-manifest.json`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await reread;
  await page.getByRole('heading', { name: PANEL_TITLE }).waitFor();
  expect(releaseRequests.length).toBe(manifestReads + 1);
  const gateWarnings = warnings.filter((text) => text.startsWith('[federation] remote "catalog"'));
  expect(gateWarnings).toHaveLength(1);
  expect(gateWarnings[0]).toMatch(/needs shared contract \^99\.0\.0, this shell provides \d+\.\d+\.\d+/);

  // Another remote's route still works.
  await page.goto('/login');
  await page.getByRole('heading', { name: /log ?in/i, level: 1 }).waitFor();

  // Only the manifest was ever asked for: not the entry, not a page chunk, not even as a preload.
  expect(releaseRequests.length).toBeGreaterThan(0);
  expect(new Set(releaseRequests)).toEqual(new Set(['/mf-manifest.json']));
  await page.context().close();
}, 120000);
