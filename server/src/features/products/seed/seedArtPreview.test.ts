import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { SEED_ART_CARD_LAYOUT } from 'shared-contracts/catalogue';
import { SCENE } from './art/palette';
import { SEED_PRODUCTS } from './products';
import { svgOfDataUri } from './seedArt';
import { createPreviewRenderer, previewCardSvg, type PreviewRenderer } from './seedArtPreview';

const drawingOf = (index: number): string => svgOfDataUri(SEED_PRODUCTS[index]!.imgUrl);

describe('previewCardSvg', () => {
  const hex = (pixels: Buffer, width: number, x: number, y: number) =>
    `#${[...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

  it('centres the drawing at full height and carries its backdrop and floor to the card’s edges', () => {
    const card = new Resvg(previewCardSvg(drawingOf(0))).render();
    const cardPixels = card.pixels; // a copy each time it is read
    expect([card.width, card.height]).toEqual([1200, 630]);
    for (const x of [0, 1199]) {
      expect(hex(cardPixels, 1200, x, 0)).toBe(SCENE.backdrop);
      expect(hex(cardPixels, 1200, x, 629)).toBe(SCENE.floor);
    }
    // The drawing alone at the card's height (840×630) is the card's middle, pixel for pixel.
    const alone = new Resvg(drawingOf(0), { fitTo: { mode: 'height', value: 630 } }).render();
    const alonePixels = alone.pixels;
    expect([alone.width, alone.height]).toEqual([840, 630]);
    const left = (1200 - 840) / 2;
    let differing = 0;
    for (let y = 0; y < 630; y += 1) {
      const row = alonePixels.subarray(y * 840 * 4, (y + 1) * 840 * 4);
      if (!row.equals(cardPixels.subarray((y * 1200 + left) * 4, (y * 1200 + left + 840) * 4))) differing += 1;
    }
    expect(differing).toBe(0);
  });
});

/**
 * Each card layout the PNG names have carried, by SEED_ART_CARD_LAYOUT: the sha256 (16 hex) of
 * previewCardSvg around an empty drawing. A card is cached for a year under its name, so a new
 * layout needs a new version: bump SEED_ART_CARD_LAYOUT and add a line here, never edit one.
 */
const CARD_LAYOUTS: Record<number, string> = {
  1: 'e0db2f80d4369ce3',
};

describe('the card layout’s version', () => {
  it('names the layout previewCardSvg draws today: a changed card needs a new SEED_ART_CARD_LAYOUT', () => {
    const fingerprint = createHash('sha256').update(previewCardSvg('')).digest('hex').slice(0, 16);
    expect(CARD_LAYOUTS[SEED_ART_CARD_LAYOUT]).toBe(fingerprint);
    // A layout once named keeps its version: no two versions name the same layout.
    expect(new Set(Object.values(CARD_LAYOUTS)).size).toBe(Object.keys(CARD_LAYOUTS).length);
  });
});

describe('createPreviewRenderer', () => {
  let renderer: PreviewRenderer;
  beforeEach(() => {
    renderer = createPreviewRenderer();
  });
  afterEach(() => renderer.close());

  it('renders a picture once, as resvg does, and keeps it', async () => {
    const svg = previewCardSvg(drawingOf(3));
    const [first, concurrent] = await Promise.all([renderer.png('03', svg), renderer.png('03', svg)]);
    expect(concurrent).toBe(first);
    expect(await renderer.png('03', svg)).toBe(first);
    expect(first.equals(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng())).toBe(true);
  });

  it('rejects an SVG it cannot read, forgets the failure, and keeps rendering others', async () => {
    await expect(renderer.png('broken', '<svg')).rejects.toThrow(/Could not render the preview broken/);
    await expect(renderer.png('broken', previewCardSvg(drawingOf(1)))).resolves.toBeInstanceOf(Buffer);
  });

  it('rejects renders still waiting when closed', async () => {
    const waiting = expect(renderer.png('05', previewCardSvg(drawingOf(5)))).rejects.toThrow(
      'The preview renderer was closed.',
    );
    await renderer.close();
    await waiting;
  });
});
