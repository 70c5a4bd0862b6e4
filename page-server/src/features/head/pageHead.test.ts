import { pictureSources } from 'shared-contracts/catalogue';
import { writePage, type PageHead } from './pageHead';

const SHELL = `<!doctype html><html><head><meta charset="utf-8"/><title>Shell</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>`;

const head = (fields: Partial<PageHead> = {}): PageHead => ({
  title: 'Furniture Store - Sheesham Wood Chair',
  description: 'A sturdy chair.',
  canonical: 'https://shop.example.in/shop/01',
  noindex: false,
  ogType: 'product',
  ogImage: null,
  jsonLd: [],
  siteName: 'Furniture Store',
  ...fields,
});

describe('writePage', () => {
  it('preloads the page’s lead image at high priority where the title was, ahead of the scripts', () => {
    const html = writePage(SHELL, head({ leadImage: 'https://api.example.in/seed-art/01-ab.svg?w=1&h=2' }), null);
    const preload =
      '<link rel="preload" as="image" href="https://api.example.in/seed-art/01-ab.svg?w=1&amp;h=2" fetchpriority="high"/>';
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script defer src="/main.js">'));
  });

  it('preloads an upload with sized copies as the <picture> picks it: its AVIF srcset and sizes, no plain href', () => {
    const upload = 'https://api.example.in/uploads/0123456789abcdef0123456789abcdef.jpg';
    const sizes = '(min-width: 1200px) 620px, 100vw';
    const html = writePage(SHELL, head({ leadImage: upload, leadImageSizes: sizes }), null);
    const [avif] = pictureSources(upload).sources;
    expect(avif?.type).toBe('image/avif');
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${avif?.srcSet}" imagesizes="${sizes}" fetchpriority="high"/>`,
    );
    expect(html).not.toContain(`href="${upload}"`);
  });

  it('preloads no image for a page without a lead image', () => {
    expect(writePage(SHELL, head(), null)).not.toContain('as="image"');
    expect(writePage(SHELL, head({ leadImage: null }), null)).not.toContain('as="image"');
  });
});
