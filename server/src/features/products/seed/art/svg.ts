/**
 * Tiny SVG string builders: the drawings are assembled from these at run time, so the bundle holds
 * a few functions instead of 62 images. Attributes use single quotes, which keeps data URIs short.
 */
import { ART_HEIGHT, ART_WIDTH, svgDataUri } from 'shared-contracts/catalogue';
import { SCENE } from './palette';

/** Every drawing is 4:3, the box every product <img> reserves. */
export { ART_HEIGHT, ART_WIDTH, svgDataUri };
export const FLOOR_Y = 262;

const attrs = (extra: Record<string, string | number> = {}): string =>
  Object.entries(extra)
    .map(([name, value]) => ` ${name}='${value}'`)
    .join('');

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra?: Record<string, string | number>,
): string => `<rect x='${x}' y='${y}' width='${w}' height='${h}' fill='${fill}'${attrs(extra)}/>`;

export const path = (d: string, fill: string, extra?: Record<string, string | number>): string =>
  `<path d='${d}' fill='${fill}'${attrs(extra)}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra?: Record<string, string | number>,
): string => `<ellipse cx='${cx}' cy='${cy}' rx='${rx}' ry='${ry}' fill='${fill}'${attrs(extra)}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2): string =>
  `<line x1='${x1}' y1='${y1}' x2='${x2}' y2='${y2}' stroke='${stroke}' stroke-width='${width}' stroke-linecap='round'/>`;

/** A translucent layer: darkens (black) or lightens (white) whatever is under it. */
export const shade = (x: number, y: number, w: number, h: number, amount: number, rx = 0): string =>
  rect(x, y, w, h, amount < 0 ? '#000' : '#fff', { 'fill-opacity': Math.abs(amount), rx });

/** A small round knob or handle. */
export const knob = (cx: number, cy: number, fill: string): string => ellipse(cx, cy, 3.5, 3.5, fill);

/** Repeats `draw` for `count` evenly spaced positions from `start` with `step`. */
export const repeat = (
  count: number,
  start: number,
  step: number,
  draw: (at: number, index: number) => string,
): string => Array.from({ length: count }, (_, i) => draw(start + i * step, i)).join('');

/** The whole picture: backdrop, floor and a soft shadow under the piece. */
export function svgDocument(body: string, title: string, shadowWidth = 150): string {
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${ART_WIDTH} ${ART_HEIGHT}' width='${ART_WIDTH}' height='${ART_HEIGHT}' role='img'>` +
    `<title>${escapeText(title)}</title>` +
    rect(0, 0, ART_WIDTH, ART_HEIGHT, SCENE.backdrop) +
    rect(0, FLOOR_Y, ART_WIDTH, ART_HEIGHT - FLOOR_Y, SCENE.floor) +
    ellipse(200, FLOOR_Y + 2, shadowWidth, 9, SCENE.shadow, { 'fill-opacity': 0.14 }) +
    body +
    `</svg>`
  );
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
