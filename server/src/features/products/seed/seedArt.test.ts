import { SEED_ART_CARD_LAYOUT, seedArtCardPathname } from 'shared-contracts/catalogue';
import { SEED_PRODUCTS } from './products';
import { makeApp, type AppFixture } from '../../../test/app-fixture';
import { seedArtBaseUrl, seedArtUrl, svgOfDataUri } from './seedArt';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The size a PNG declares in its header chunk (IHDR: always first, width then height). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('GET /seed-art/<name>', () => {
  let fixture: AppFixture;
  beforeAll(() => {
    fixture = makeApp();
  });
  afterAll(() => fixture.close());

  const base = seedArtBaseUrl('http://localhost:4000/uploads/');
  const pathOf = (url: string) => new URL(url).pathname;

  it('lives on the server origin of the upload URLs', () => {
    expect(base).toBe('http://localhost:4000/seed-art/');
    expect(seedArtBaseUrl('https://shop.example.in/media/uploads/')).toBe('https://shop.example.in/seed-art/');
  });

  it('serves each seed drawing as an SVG file, cacheable for a year under its content-hashed name', async () => {
    const chair = SEED_PRODUCTS[0]!;
    const response = await fixture.app.inject({ method: 'GET', url: pathOf(seedArtUrl(base, chair.id)) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe(svgOfDataUri(chair.imgUrl));
    expect(response.body).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg'.*<\/svg>$/s);
    expect(response.body).toContain(`<title>${chair.productName}</title>`);
  });

  it('gives every seed product its own name, redirects an old hash to the current drawing, 404s anything else', async () => {
    const urls = SEED_PRODUCTS.map((p) => seedArtUrl(base, p.id));
    expect(new Set(urls).size).toBe(62);
    const stale = await fixture.app.inject({ method: 'GET', url: '/seed-art/07-0000000000.svg' });
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(pathOf(seedArtUrl(base, '07')));
    for (const name of ['99-0000000000.svg', '07.svg', '..%2Fsecret', '07-0000000000.jpg']) {
      const response = await fixture.app.inject({ method: 'GET', url: `/seed-art/${name}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'No such picture.' });
    }
  });

  /** A drawing's preview card, named as the page server names it: the SVG's stem and the card layout. */
  const pngPath = (id: string) => seedArtCardPathname(pathOf(seedArtUrl(base, id)))!;
  const svgStem = (id: string) => pathOf(seedArtUrl(base, id)).replace(/\.svg$/, '');
  const get = (url: string) => fixture.app.inject({ method: 'GET', url });

  it('serves each seed drawing as a 1200×630 PNG card under the SVG’s stem and the card layout, cacheable for a year', async () => {
    expect(pngPath('07')).toBe(`${svgStem('07')}.card${SEED_ART_CARD_LAYOUT}.png`);
    const response = await get(pngPath(SEED_PRODUCTS[0]!.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('gives each product its own card and answers every request for one with the same bytes', async () => {
    const [first, again, other] = await Promise.all([get(pngPath('07')), get(pngPath('07')), get(pngPath('12'))]);
    expect([first.statusCode, again.statusCode, other.statusCode]).toEqual([200, 200, 200]);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(pngSize(other.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('redirects a card’s old hash or old layout to the current card, and 404s an unknown product or file type with a clear message', async () => {
    const olderNames = [
      '/seed-art/07-0000000000.png', // an old drawing, before cards carried their layout
      `/seed-art/07-0000000000.card${SEED_ART_CARD_LAYOUT}.png`, // an old drawing
      `${svgStem('07')}.png`, // today's drawing, named before cards carried their layout
      `${svgStem('07')}.card${SEED_ART_CARD_LAYOUT - 1}.png`, // today's drawing on the card layout before this one
    ];
    for (const name of olderNames) {
      const stale = await get(name);
      expect(stale.statusCode).toBe(301);
      expect(stale.headers.location).toBe(pngPath('07'));
      expect(stale.headers['cache-control']).toBe('public, max-age=3600');
    }
    for (const name of [
      '99-0000000000.png',
      '07.png',
      '07-0000000000.PNG',
      '07-0000000000.png.svg',
      '07-0000000000.card.png',
    ]) {
      const response = await get(`/seed-art/${name}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: 'No such picture.' });
    }
  });
});
