import { renderToStaticMarkup } from 'react-dom/server';
import { AppShell } from './AppShell';

/** Run at build time in Node (tooling/app-shell-plugin.js): the app shell's HTML. */
export function renderAppShell(): string {
  return renderToStaticMarkup(<AppShell />);
}
