import { SEED_PRODUCTS } from './products';
import { makeApp, type AppFixture } from '../../../test/app-fixture';
import { seedArtBaseUrl, seedArtUrl, svgOfDataUri } from './seedArt';

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
});
