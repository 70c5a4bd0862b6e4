/**
 * @jest-environment jsdom
 */
// jsdom for DOMParser: each drawing is parsed as the SVG document a browser would load.
import {
  IMG_URL_PATTERN,
  PRODUCT_CATEGORIES,
  RATING_MAX,
  RATING_MIN,
  SAVED_LIST_LIMITS,
  formatRupees,
} from 'shared-contracts';
import { ART_HEIGHT, ART_WIDTH } from '../art';
import { averageRating } from 'shared-contracts/catalogue';
import { SEED_PRODUCTS, findSeedProduct } from '.';

const ids = SEED_PRODUCTS.map((p) => p.id);
const count = (category: string) => SEED_PRODUCTS.filter((p) => p.category === category).length;

describe('seed catalogue', () => {
  it('has 62 products with ids "01".."62", unique and in order', () => {
    expect(SEED_PRODUCTS).toHaveLength(62);
    expect(ids).toEqual(Array.from({ length: 62 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(new Set(ids).size).toBe(62);
  });

  it('uses every one of the 11 categories, and only those', () => {
    expect(new Set(SEED_PRODUCTS.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
  });

  it('has enough products for each home section', () => {
    for (const category of ['Chair', 'Sofa', 'Study Table', 'Bench', 'Cabinet'])
      expect(count(category)).toBeGreaterThanOrEqual(4);
  });

  it('prices whole rupees from about ₹2,000 to over ₹1,00,000, so the Indian grouping shows', () => {
    const prices = SEED_PRODUCTS.map((p) => p.price);
    for (const price of prices) {
      expect(Number.isInteger(price)).toBe(true);
      expect(price).toBeGreaterThanOrEqual(1500);
      expect(price).toBeLessThanOrEqual(150000);
    }
    expect(Math.min(...prices)).toBeLessThan(2500);
    expect(Math.max(...prices)).toBeGreaterThan(100000);
    expect(SEED_PRODUCTS.filter((p) => p.price >= 100000).map((p) => formatRupees(p.price))).toContain('₹1,24,999');
  });

  it('describes every product and keeps names unique', () => {
    expect(new Set(SEED_PRODUCTS.map((p) => p.productName)).size).toBe(62);
    for (const p of SEED_PRODUCTS) {
      expect(p.productName.trim()).toBe(p.productName);
      expect(p.shortDesc.length).toBeGreaterThan(10);
      expect(p.description.length).toBeGreaterThan(p.shortDesc.length);
    }
  });

  it('has 0-3 reviews each, ratings 1-5, and avgRating their average', () => {
    for (const p of SEED_PRODUCTS) {
      expect(p.reviews.length).toBeLessThanOrEqual(3);
      for (const r of p.reviews) {
        expect(Number.isInteger(r.rating) && r.rating >= RATING_MIN && r.rating <= RATING_MAX).toBe(true);
        expect(r.text.length).toBeGreaterThan(0);
      }
      expect(p.avgRating).toBe(averageRating(p.reviews));
    }
    expect(SEED_PRODUCTS.some((p) => p.reviews.length === 0)).toBe(true);
    expect(SEED_PRODUCTS.some((p) => p.reviews.length === 3)).toBe(true);
  });

  it('names no non-sofa "sofa" and no non-chair "chair", so searches stay honest', () => {
    for (const p of SEED_PRODUCTS) {
      if (/sofa/i.test(p.productName)) expect(p.category).toBe('Sofa');
      if (/chair/i.test(p.productName)) expect(p.category).toBe('Chair');
    }
  });

  it('finds a product by id', () => {
    expect(findSeedProduct('07')?.productName).toBe('Jaipur Upholstered Armchair');
    expect(findSeedProduct('99')).toBeNull();
  });
});

describe('seed product images', () => {
  const parse = (url: string): Document => {
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    return new DOMParser().parseFromString(svg, 'image/svg+xml');
  };

  it.each(SEED_PRODUCTS.map((p) => [p.id, p] as const))(
    '%s is a valid 4:3 SVG titled with its name',
    (_id, product) => {
      const doc = parse(product.imgUrl);
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      const root = doc.documentElement;
      expect(root.tagName).toBe('svg');
      expect(root.getAttribute('viewBox')).toBe(`0 0 ${ART_WIDTH} ${ART_HEIGHT}`);
      expect(root.getAttribute('width')).toBe(String(ART_WIDTH));
      expect(root.getAttribute('height')).toBe(String(ART_HEIGHT));
      expect(root.querySelector('title')?.textContent).toBe(product.productName);
    },
  );

  it('keeps every image compact, with no raw characters a URL would break on, and fit for a saved cart line', () => {
    for (const p of SEED_PRODUCTS) {
      expect(p.imgUrl.length).toBeLessThan(4000);
      expect(p.imgUrl.length).toBeLessThanOrEqual(SAVED_LIST_LIMITS.maxImgUrlLength);
      expect(p.imgUrl).toMatch(new RegExp(IMG_URL_PATTERN));
      expect(p.imgUrl).not.toMatch(/[\s"<>#]/);
    }
  });

  it('draws variants: no two products of a category look the same', () => {
    for (const category of PRODUCT_CATEGORIES) {
      const images = SEED_PRODUCTS.filter((p) => p.category === category).map((p) =>
        p.imgUrl.replace(/%3Ctitle.*?%3C%2Ftitle%3E|%3Ctitle.*?\/title%3E/, ''),
      );
      expect(new Set(images).size).toBe(images.length);
    }
  });
});
