import { SEED_ART_CARD_LAYOUT } from 'shared-contracts/catalogue';
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
