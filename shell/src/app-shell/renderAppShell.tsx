import { renderToStaticMarkup } from 'react-dom/server';
import { toRuntimeConfig } from 'shared-contracts';
import { AppShell } from './AppShell';

/**
 * Run at build time in Node (tooling/app-shell-plugin.js): the app shell's HTML, with the config
 * the app ships in public/config.json (the local defaults when it has none or it is not a config).
 */
export function renderAppShell(configBody?: unknown): string {
  return renderToStaticMarkup(<AppShell config={toRuntimeConfig(configBody)} />);
}
