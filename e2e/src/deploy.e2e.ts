/**
 * Independent deploy: the accounts team ships a new build of mfe-account to a new URL and edits
 * the one line of remotes.json; the running shell shows it on the next page load, not rebuilt.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { buildNextRelease } from './support/rebuild';
import { repoRoot, stack, staticServer, type Frontends } from './support/stack';

const NEXT_PORT = 3013;
const RELEASE_NOTE = 'Sign in faster with our new look';

let browser: Browser;
let frontends: Frontends;
let nextServer: { close(): Promise<void> } | undefined;
let nextDir = '';
const remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');

beforeAll(async () => {
  fs.copyFileSync(path.join(repoRoot, 'shell/dist/remotes.json'), remotesFile);
  frontends = await stack.startFrontends({ files: { shell: { '/remotes.json': remotesFile } } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await frontends?.stop();
  await nextServer?.close();
  if (nextDir) fs.rmSync(nextDir, { recursive: true, force: true });
});

test('a rebuilt remote goes live by editing remotes.json, with no shell rebuild', async () => {
  const shellEntry = path.join(repoRoot, 'shell/dist/main.js');
  const shellBuiltAt = fs.statSync(shellEntry).mtimeMs;
  const { page } = await newPage(browser);
  await page.goto('/login');
  await page.getByRole('heading', { name: /log ?in/i, level: 1 }).waitFor();
  expect(await page.getByText(RELEASE_NOTE).count()).toBe(0);

  nextDir = buildNextRelease('mfe-account', (dir) => {
    // The visible change: the login page gains a release note above the original page.
    const pages = path.join(dir, 'src/pages');
    fs.renameSync(path.join(pages, 'LoginPage.tsx'), path.join(pages, 'LoginPageBefore.tsx'));
    fs.writeFileSync(
      path.join(pages, 'LoginPage.tsx'),
      `import LoginPageBefore from './LoginPageBefore';\n` +
        `export default function LoginPage() {\n` +
        `  return (<><p className="release-note">${RELEASE_NOTE}</p><LoginPageBefore /></>);\n}\n`,
    );
  });
  nextServer = await staticServer.startStaticServer({ dir: path.join(nextDir, 'dist'), port: NEXT_PORT });

  const remotes = JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as Record<string, string>;
  remotes.account = `http://localhost:${NEXT_PORT}/mf-manifest.json`;
  fs.writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));

  await page.reload();
  await page.getByText(RELEASE_NOTE).waitFor();
  await page.getByRole('heading', { name: /log ?in/i, level: 1 }).waitFor();
  expect(fs.statSync(shellEntry).mtimeMs).toBe(shellBuiltAt);
  await page.context().close();
}, 180000);
