/**
 * How the API names the seed products' pictures, written once for the server that serves them and
 * the page server that links their link-preview cards. Each drawing is `/seed-art/<stem>.svg`, its
 * stem `<id>-<first 10 hex of the SVG's sha256>`, so a changed drawing gets a new name and both
 * can be cached for a year. Its PNG twin, a 1200×630 card for link previews (no preview service
 * shows an SVG), is `/seed-art/<stem>.card<layout>.png`: the drawing's stem and the card layout's
 * version, so a new drawing or a new layout gets a new name. The page server only knows the SVG's
 * URL, so the card's name is made from it and this version (not from a hash of the card).
 */

/** Where the API serves the seed pictures, at the root of its public origin. */
export const SEED_ART_PATH = '/seed-art';

/** The size and type of every seed drawing's PNG card. */
export const SEED_ART_CARD = { width: 1200, height: 630, type: 'image/png' } as const;

/**
 * The card's layout (what the server draws around the drawing and how): bump it whenever the card
 * changes, so no cache keeps an old card under its name (the server's seedArtPreview test holds each
 * layout's fingerprint and fails until it is bumped). Cards named by an older layout, or by none
 * (`<stem>.png`, before cards carried it), are redirected to the current one.
 */
export const SEED_ART_CARD_LAYOUT = 1;

const HASH_LENGTH = 10;

/** A seed picture's file name: a product id, a hex hash (any length: an older rule's too) and its kind. */
const SEED_ART_FILE = /^([A-Za-z0-9]{1,20})-([a-f0-9]{1,64})\.(svg|(?:card\d{1,6}\.)?png)$/;

export type SeedArtKind = 'svg' | 'card';

export interface SeedArtFile {
  id: string;
  kind: SeedArtKind;
}

/** `<id>-<hash>`: the stem of a drawing's names, from the hex sha256 of its SVG. */
export const seedArtStem = (id: string, svgSha256Hex: string): string => `${id}-${svgSha256Hex.slice(0, HASH_LENGTH)}`;

/** The file name of a drawing (`svg`) or of its PNG card in the current layout (`card`). */
export const seedArtFileName = (stem: string, kind: SeedArtKind): string =>
  kind === 'svg' ? `${stem}.svg` : `${stem}.card${SEED_ART_CARD_LAYOUT}.png`;

/**
 * What a requested file name asks for, or null when it is no seed picture's name. Its hash and card
 * layout are not checked here: only the server knows the current ones (an older name is
 * redirected to the current one).
 */
export function parseSeedArtFile(file: string): SeedArtFile | null {
  const match = SEED_ART_FILE.exec(file);
  if (!match) return null;
  return { id: match[1]!, kind: match[3] === 'svg' ? 'svg' : 'card' };
}

/** The pathname of a seed drawing's PNG card, from its SVG's pathname (`/seed-art/<stem>.svg`); null for anything else. */
export function seedArtCardPathname(svgPathname: string): string | null {
  const prefix = `${SEED_ART_PATH}/`;
  if (!svgPathname.startsWith(prefix)) return null;
  const file = svgPathname.slice(prefix.length);
  if (parseSeedArtFile(file)?.kind !== 'svg') return null;
  return `${prefix}${seedArtFileName(file.slice(0, -'.svg'.length), 'card')}`;
}
