import type { FastifyInstance } from 'fastify';
import { SEED_ART_CARD_LAYOUT } from 'shared-contracts/catalogue';
import { buildPageServer } from '../../app';
import { parsePage } from '../../test/parseHtml';
import { product, startFakeUpstreams, type FakeUpstreams } from '../../test/fakeUpstreams';
import { productPreviewImage } from './productPreviewImage';

const API = 'https://api.shop.example.in';
/** Seed drawing 07's card: the drawing's stem and the card layout (a new layout is a new name). */
const CARD_07 = `07-3f9a1c2b4d.card${SEED_ART_CARD_LAYOUT}.png`;

describe('productPreviewImage', () => {
  it('shows a seed drawing by its 1200×630 PNG twin: the same stem with the card layout and .png', () => {
    expect(productPreviewImage(`${API}/seed-art/07-3f9a1c2b4d.svg`, API, 'Teak Chair')).toEqual({
      url: `${API}/seed-art/${CARD_07}`,
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'Teak Chair',
    });
    // A relative picture is the API's.
    expect(productPreviewImage('/seed-art/07-3f9a1c2b4d.svg', API, 'Teak Chair')?.url).toBe(
      `${API}/seed-art/${CARD_07}`,
    );
  });

  it('keeps an uploaded raster picture as it is, with its type when its name tells it', () => {
    const cloudinary = 'https://res.cloudinary.com/demo/image/upload/v1712/products/chair.JPG';
    expect(productPreviewImage(cloudinary, API, 'Chair')).toEqual({
      url: cloudinary,
      width: 400,
      height: 300,
      type: 'image/jpeg',
      alt: 'Chair',
    });
    expect(productPreviewImage('/uploads/2025/ab12.webp', API, 'Chair')).toMatchObject({
      url: `${API}/uploads/2025/ab12.webp`,
      type: 'image/webp',
    });
    expect(productPreviewImage('https://cdn.example.in/p/123', API, 'Chair')).toEqual({
      url: 'https://cdn.example.in/p/123',
      width: 400,
      height: 300,
      alt: 'Chair',
    });
  });

  it('gives no preview image for an SVG that is not seed art, a data: URI or a URL it cannot read', () => {
    expect(productPreviewImage('https://res.cloudinary.com/demo/image/upload/v1/logo.svg', API, 'Chair')).toBeNull();
    expect(productPreviewImage(`${API}/uploads/drawing.SVG`, API, 'Chair')).toBeNull();
    expect(productPreviewImage(`${API}/elsewhere/07-3f9a1c2b4d.svg`, API, 'Chair')).toBeNull();
    expect(
      productPreviewImage("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>", API, 'Chair'),
    ).toBeNull();
    expect(productPreviewImage('http://[broken', API, 'Chair')).toBeNull();
  });
});

describe('a product page’s preview card, as a crawler reads it', () => {
  let upstreams: FakeUpstreams;
  let app: FastifyInstance;

  beforeAll(async () => {
    upstreams = await startFakeUpstreams([
      product('07', { productName: 'Teak Chair', imgUrl: 'http://localhost:4000/seed-art/07-3f9a1c2b4d.svg' }),
      product('08', {
        productName: 'Oak Bed',
        imgUrl: 'https://res.cloudinary.com/demo/image/upload/v1712/products/bed.png',
      }),
      product('09', {
        productName: 'Drawn Sofa',
        imgUrl: 'https://res.cloudinary.com/demo/image/upload/v1712/products/sofa.svg',
      }),
    ]);
    app = await buildPageServer({ config: upstreams.config() });
  });

  afterAll(async () => {
    await app.close();
    await upstreams.close();
  });

  const pageOf = async (id: string) => parsePage((await app.inject(`/shop/${id}`)).body);
  const productLdOf = (page: ReturnType<typeof parsePage>) => page.jsonLd.find((data) => data['@type'] === 'Product');

  it('a seed product: og:image is the PNG twin with its real size and type, and JSON-LD names the same PNG', async () => {
    const page = await pageOf('07');
    expect(page.meta('og:image')).toBe(`http://localhost:4000/seed-art/${CARD_07}`);
    expect(page.meta('og:image:type')).toBe('image/png');
    expect(page.meta('og:image:width')).toBe('1200');
    expect(page.meta('og:image:height')).toBe('630');
    expect(page.meta('og:image:alt')).toBe('Teak Chair');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(productLdOf(page)?.image).toEqual([`http://localhost:4000/seed-art/${CARD_07}`]);
  });

  it('an uploaded raster picture: og:image is the upload itself', async () => {
    const page = await pageOf('08');
    expect(page.meta('og:image')).toBe('https://res.cloudinary.com/demo/image/upload/v1712/products/bed.png');
    expect(page.meta('og:image:type')).toBe('image/png');
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['400', '300']);
    expect(productLdOf(page)?.image).toEqual(['https://res.cloudinary.com/demo/image/upload/v1712/products/bed.png']);
  });

  it('an SVG that is not seed art: no og:image at all, a small Twitter card, and no image in JSON-LD', async () => {
    const page = await pageOf('09');
    expect(page.root.querySelectorAll('meta[property^="og:image"]')).toHaveLength(0);
    expect(page.meta('og:title')).toBe('Furniture Store - Drawn Sofa');
    expect(page.meta('twitter:card')).toBe('summary');
    expect(productLdOf(page)).not.toHaveProperty('image');
  });
});
