import { Resvg } from '@resvg/resvg-js';
import { makeApp, type AppFixture } from '../../../test/app-fixture';
import { SCENE } from './art/palette';
import { SEED_PRODUCTS } from './products';
import { seedArtBaseUrl, seedArtUrl, svgOfDataUri } from './seedArt';
import { createPreviewRenderer, previewCardSvg, type PreviewRenderer } from './seedArtPreview';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The size a PNG declares in its header chunk (IHDR: always first, width then height). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const drawingOf = (index: number): string => svgOfDataUri(SEED_PRODUCTS[index]!.imgUrl);

describe('GET /seed-art/<name>.png', () => {
  let fixture: AppFixture;
  beforeAll(() => {
    fixture = makeApp();
  });
  afterAll(() => fixture.close());

  const base = seedArtBaseUrl('http://localhost:4000/uploads/');
  /** The preview card's path: the SVG's content-hashed name with .png. */
  const pngPath = (id: string) => new URL(seedArtUrl(base, id)).pathname.replace(/\.svg$/, '.png');
  const get = (url: string) => fixture.app.inject({ method: 'GET', url });

  it('serves each seed drawing as a 1200×630 PNG card under the SVG’s content-hashed name, cacheable for a year', async () => {
    const chair = SEED_PRODUCTS[0]!;
    const response = await get(pngPath(chair.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('gives each product its own picture and answers every request for one with the same bytes', async () => {
    const [first, again, other] = await Promise.all([get(pngPath('07')), get(pngPath('07')), get(pngPath('12'))]);
    expect([first.statusCode, again.statusCode, other.statusCode]).toEqual([200, 200, 200]);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(pngSize(other.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('redirects an old hash to the current card, and 404s an unknown product or file type with a clear message', async () => {
    const stale = await get('/seed-art/07-0000000000.png');
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(pngPath('07'));
    for (const name of ['99-0000000000.png', '07.png', '07-0000000000.PNG', '07-0000000000.png.svg']) {
      const response = await get(`/seed-art/${name}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: 'No such picture.' });
    }
  });
});

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

describe('createPreviewRenderer', () => {
  let renderer: PreviewRenderer;
  beforeEach(() => {
    renderer = createPreviewRenderer();
  });
  afterEach(() => renderer.close());

  it('renders a picture once and keeps it', async () => {
    const svg = previewCardSvg(drawingOf(3));
    const [first, concurrent] = await Promise.all([renderer.png('03', svg), renderer.png('03', svg)]);
    expect(concurrent).toBe(first);
    expect(await renderer.png('03', svg)).toBe(first);
    expect(pngSize(first)).toEqual({ width: 1200, height: 630 });
  });

  it('rejects an SVG it cannot read, forgets the failure, and keeps rendering others', async () => {
    await expect(renderer.png('broken', '<svg')).rejects.toThrow(/Could not render the preview broken/);
    await expect(renderer.png('broken', previewCardSvg(drawingOf(1)))).resolves.toBeInstanceOf(Buffer);
  });

  it('rejects renders still waiting when closed', async () => {
    const waiting = expect(renderer.png('05', previewCardSvg(drawingOf(5)))).rejects.toThrow('The preview renderer was closed.');
    await renderer.close();
    await waiting;
  });
});
