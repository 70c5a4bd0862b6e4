/**
 * The shell's index.html names its files by root-relative URLs (/main.js, /framework.….js,
 * /config.json, /favicon.svg), right for its own static host. Served by the page server, the
 * document's origin is the site's: the files are made absolute URLs of the shell's host, so no
 * asset is ever asked of the page server and the page needs no <base> (which would move every link).
 * Only <script src> and <link href> are file references; <a href> links stay the site's.
 */
const FILE_TAG = /<(?:script|link)\b[^>]*>/gi;
const ROOT_RELATIVE = /(\s(?:src|href)\s*=\s*)(["'])\/(?!\/)/gi;

export function pointAssetsAtShell(html: string, shellOrigin: string): string {
  return html.replace(FILE_TAG, (tag) =>
    tag.replace(ROOT_RELATIVE, (_match, attribute: string, quote: string) => `${attribute}${quote}${shellOrigin}/`),
  );
}
