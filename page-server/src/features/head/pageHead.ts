/** What the page server puts in a page's <head>, and how it is written into the shell's index.html. */
import { jsonForScript, PAGE_DATA_ELEMENT_ID, type PageData, type RouteHead } from 'shared-contracts';
import { pictureSources } from 'shared-contracts/catalogue';

/** A route's head (its remote's, or the page server's own for the pages it answers itself) and the store's name. */
export type PageHead = RouteHead & { siteName: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

const meta = (key: 'name' | 'property', name: string, content: string): string =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}"/>`;

/**
 * The lead picture's preload. A picture with sized copies is preloaded as its first <source> (AVIF)
 * with the same srcset and sizes, so the browser fetches the very copy the <picture> then picks (a
 * browser without AVIF skips the preload); a plain href there would be a second download.
 */
function leadImagePreload(url: string, sizes = '100vw'): string {
  const [first] = pictureSources(url).sources;
  if (!first) return `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high"/>`;
  return (
    `<link rel="preload" as="image" type="${first.type}" imagesrcset="${escapeHtml(first.srcSet)}" ` +
    `imagesizes="${escapeHtml(sizes)}" fetchpriority="high"/>`
  );
}

export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...(head.leadImage ? [leadImagePreload(head.leadImage, head.leadImageSizes)] : []),
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}"/>`] : []),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('property', 'og:site_name', head.siteName),
    ...(head.ogImage
      ? [
          meta('property', 'og:image', head.ogImage.url),
          ...(head.ogImage.type ? [meta('property', 'og:image:type', head.ogImage.type)] : []),
          meta('property', 'og:image:width', String(head.ogImage.width)),
          meta('property', 'og:image:height', String(head.ogImage.height)),
          ...(head.ogImage.alt ? [meta('property', 'og:image:alt', head.ogImage.alt)] : []),
        ]
      : []),
    meta('name', 'twitter:card', head.ogImage ? 'summary_large_image' : 'summary'),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join('');
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>/i;
const ROBOTS = /<meta\s+name=["']?robots["']?[^>]*>/i;

/** `html` with `tags` added at the end of its head. */
export const atHeadEnd = (html: string, tags: string): string =>
  tags === '' ? html : html.replace(/<\/head>/i, () => `${tags}</head>`);

/**
 * The shell's page with this head in place of its own title and description (where its title was),
 * and the page data just before </body>: after the painted app shell, read once scripts run.
 */
export function writePage(shellHtml: string, head: PageHead, pageData: PageData | null): string {
  const withoutOwn = shellHtml.replace(DESCRIPTION, '').replace(ROBOTS, '');
  const withHead = TITLE.test(withoutOwn)
    ? withoutOwn.replace(TITLE, () => renderHead(head))
    : atHeadEnd(withoutOwn, renderHead(head));
  if (!pageData) return withHead;
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(pageData)}</script>`;
  return withHead.replace(/<\/body>(?![\s\S]*<\/body>)/i, () => `${data}</body>`);
}

/** The description the shell's own page carries: the site's default one. */
export function shellDescription(shellHtml: string): string | null {
  const tag = DESCRIPTION.exec(shellHtml)?.[0];
  const content = tag ? /content=(["'])([\s\S]*?)\1/i.exec(tag)?.[2] : undefined;
  return content === undefined
    ? null
    : content
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
}
