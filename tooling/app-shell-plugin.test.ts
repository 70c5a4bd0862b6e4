/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';

interface AppShellPluginModule {
  renderAppShell(
    entry: string,
    options: { minify: boolean; config?: string },
  ): Promise<{ html: string; css: string; inputs: string[] }>;
}
// The build step itself (tooling/app-shell-plugin.js), run on this folder's entry.
const { renderAppShell } = require('./app-shell-plugin.js') as AppShellPluginModule;

const ENTRY = path.join(__dirname, '..', 'shell', 'src', 'app-shell', 'renderAppShell.tsx');

test('the build renders the shell to HTML and collects the CSS it imports', async () => {
  const { html, css, inputs } = await renderAppShell(ENTRY, { minify: true });
  expect(html).toMatch(/^<div data-app-shell="">/);
  expect(html).toContain('<header class="site-header"');
  expect(html).toContain('<main id="main-content" class="site-main" tabindex="-1"><div class="page-skeleton"');
  expect(html).toContain('</main><footer class="site-footer"');
  // The header's, the skeleton's, the footer's (with the rule hiding it under a skeleton) and the
  // shell's own rules, so it paints styled.
  for (const rule of [
    '.site-header',
    '.page-skeleton',
    '.site-footer',
    '.site-layout:has(>.site-main .page-skeleton)>.site-footer',
    '[data-app-shell]',
    '[data-page-slot]',
    '[data-server-page]',
    'html[data-admin-route]',
  ])
    expect(css).toContain(rule);
  expect(inputs.some((input) => input.endsWith('Header.tsx'))).toBe(true);
}, 30_000);

test('the painted header carries the store name of the config the app ships', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-shell-'));
  const config = path.join(dir, 'config.json');
  fs.writeFileSync(
    config,
    JSON.stringify({ storeName: 'Sheesham House', apiBaseUrl: 'https://api.example.in', firebase: { projectId: 'p' } }),
  );
  try {
    const { html, inputs } = await renderAppShell(ENTRY, { minify: false, config });
    expect(html).toContain('<span class="site-brand__name">Sheesham House</span>');
    expect(inputs).toContain(config);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
