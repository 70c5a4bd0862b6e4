/**
 * Where a server-rendered page goes in the shell's index.html: the content of the element marked
 * PAGE_SLOT_ATTRIBUTE (the app shell's page skeleton). The shell's page source parses it once per
 * deployed version of index.html (ShellPage.template); each request then only cuts the written page
 * at a marker put in the slot's place.
 */
import { parse } from 'node-html-parser';
import { PAGE_SLOT_ATTRIBUTE } from 'shared-contracts';

/** Stands for the slot's content in a template; a comment, so the head and data writers pass it by. */
export const SLOT_CONTENT_MARKER = '<!--server-page-->';

/**
 * index.html with its page slot's content replaced by SLOT_CONTENT_MARKER, or null when the page
 * has no slot (a shell deployed before server rendering): then the page is rendered in the browser.
 */
export function slotTemplate(html: string): string | null {
  const slot = parse(html, { comment: true }).querySelector(`[${PAGE_SLOT_ATTRIBUTE}]`);
  let template: string | null = null;
  if (slot) {
    const [start, end] = slot.range;
    const contentStart = html.indexOf('>', start) + 1;
    const contentEnd = html.lastIndexOf('</', end - 1);
    if (contentStart > 0 && contentEnd >= contentStart)
      template = html.slice(0, contentStart) + SLOT_CONTENT_MARKER + html.slice(contentEnd);
  }
  return template;
}

/** A written page cut where the slot's content goes: what comes before the server's page, and after. */
export function splitAtSlot(page: string): { before: string; after: string } | null {
  const at = page.indexOf(SLOT_CONTENT_MARKER);
  return at < 0 ? null : { before: page.slice(0, at), after: page.slice(at + SLOT_CONTENT_MARKER.length) };
}
