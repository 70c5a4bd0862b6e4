/**
 * Where a server-rendered page goes in the shell's index.html: the content of #root (the app shell
 * painted before scripts, for a page rendered in the browser). The shell's page source parses it
 * once per deployed version of index.html (ShellPage.template); each request then only cuts the
 * written page at a marker put in the content's place, right after #root's opening tag.
 */
import { parse } from 'node-html-parser';

/** Stands for #root's content in a template; a comment, so the head and data writers pass it by. */
export const SLOT_CONTENT_MARKER = '<!--server-page-->';

/**
 * index.html with #root's content replaced by SLOT_CONTENT_MARKER, or null when the page has no
 * #root: then the page is rendered in the browser.
 */
export function slotTemplate(html: string): string | null {
  const root = parse(html, { comment: true }).querySelector('#root');
  if (!root) return null;
  const [start, end] = root.range;
  const contentStart = html.indexOf('>', start) + 1;
  const contentEnd = html.lastIndexOf('</', end - 1);
  if (contentStart <= 0 || contentEnd < contentStart) return null;
  return html.slice(0, contentStart) + SLOT_CONTENT_MARKER + html.slice(contentEnd);
}

/**
 * A written page cut where #root's content goes: what comes before the server's page (ending with
 * #root's opening tag, given `rootAttributes`), and after.
 */
export function splitAtSlot(page: string, rootAttributes = ''): { before: string; after: string } | null {
  const at = page.indexOf(SLOT_CONTENT_MARKER);
  if (at < 0) return null;
  const opening = page.slice(0, at);
  const closing = opening.lastIndexOf('>');
  if (closing < 0) return null;
  const before = rootAttributes ? `${opening.slice(0, closing)} ${rootAttributes}>` : opening;
  return { before, after: page.slice(at + SLOT_CONTENT_MARKER.length) };
}
