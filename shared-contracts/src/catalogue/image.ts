/**
 * Product pictures are 4:3: every <img> of a product uses these width and height attributes so
 * nothing shifts as it loads (the seed drawings on the server are drawn at this size too).
 */
export const ART_WIDTH = 400;
export const ART_HEIGHT = 300;

/**
 * A data: URI an <img> can load anywhere (any origin, offline). Only the characters that URLs or
 * SVG-in-URL need are escaped, so it stays close to the SVG's own size.
 */
export function svgDataUri(svg: string): string {
  const escaped = svg.replace(
    /[%#<>"{}|\\^`\s&]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `data:image/svg+xml,${escaped}`;
}
