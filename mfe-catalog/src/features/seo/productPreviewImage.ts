/**
 * The picture a product page's link previews (og:image) and its JSON-LD Product show. Facebook,
 * WhatsApp, X, LinkedIn and Slack render no SVG, so a seed drawing (the API's
 * /seed-art/<id>-<hash>.svg) is shown by its PNG twin, a 1200×630 card the API serves under the
 * drawing's stem and the card layout (`<id>-<hash>.card<layout>.png`; the rule is shared-contracts'
 * catalogue/seed-art.ts). Any other SVG gets no preview image rather than one no preview can show;
 * an uploaded raster picture is used as it is.
 */
import { ART_HEIGHT, ART_WIDTH, SEED_ART_CARD, seedArtCardPathname } from 'shared-contracts/catalogue';
import type { OgImage } from 'shared-contracts';

/** Types by file extension, for og:image:type; an upload named otherwise goes without one. */
const RASTER_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/**
 * `imgUrl` as a picture a link preview can show: absolute (a relative one is the API's), http(s)
 * (not a data: URI), raster. `alt`: what the picture shows (the product's name).
 */
export function productPreviewImage(imgUrl: string, apiBaseUrl: string, alt: string): OgImage | null {
  let url: URL;
  try {
    url = new URL(imgUrl, apiBaseUrl);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  const cardPathname = seedArtCardPathname(url.pathname);
  if (cardPathname) {
    url.pathname = cardPathname;
    return { url: url.href, ...SEED_ART_CARD, alt };
  }
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  if (extension === 'svg') return null;
  // An upload is shown in the shop's 4:3 picture box, the size it is drawn at there.
  const type = extension ? RASTER_TYPES[extension] : undefined;
  return { url: url.href, width: ART_WIDTH, height: ART_HEIGHT, ...(type ? { type } : {}), alt };
}
