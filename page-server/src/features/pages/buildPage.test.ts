/**
 * The first data /home and /shop embed: the home page's hero and offer products beside its
 * sections, and the shop's page for the URL's own filters, search, sort and page.
 */
import type { FastifyInstance } from 'fastify';
import { HOME_FEATURED_PRODUCT_IDS, productListSearch, readPageData, type PageData } from 'shared-contracts';
import { readShopParams, shopPageQuery } from 'shared-contracts/catalogue';
import { buildPageServer } from '../../app';
import { parsePage } from '../../test/parseHtml';
import { product, startFakeUpstreams, type FakeUpstreams } from '../../test/fakeUpstreams';
import { matchRoute } from '../routes/matchRoute';
import { loadRouteData } from './buildPage';

const HERO = product(HOME_FEATURED_PRODUCT_IDS.hero, {
  productName: 'Kerala Wooden-Arm Sofa',
  category: 'Sofa',
  description: 'Open wooden arms keep it airy.',
});
const OFFER = product(HOME_FEATURED_PRODUCT_IDS.offer, { productName: 'Jodhpur Mango Wood Couch', category: 'Sofa' });
/** 30 chairs: the shop's second page holds the last 6. */
const CHAIRS = Array.from({ length: 30 }, (_, i) =>
  product(String(i + 21), {
    productName: `Sheesham Chair no. ${i + 1}`,
    description: 'A long description no card shows.',
  }),
);

let upstreams: FakeUpstreams;
let app: FastifyInstance;

beforeAll(async () => {
  upstreams = await startFakeUpstreams([
    HERO,
    OFFER,
    ...CHAIRS,
    product('60', { productName: 'Teak Study Table', category: 'Study Table' }),
  ]);
  app = await buildPageServer({ config: upstreams.config() });
});

afterAll(async () => {
  await app.close();
  await upstreams.close();
});

/** The page data a page embeds, as the browser reads it. */
async function pageDataOf(url: string): Promise<PageData> {
  const { root } = parsePage((await app.inject(url)).body);
  return JSON.parse(root.getElementById('page-data')?.rawText ?? 'null') as PageData;
}

const shopKey = (search: string) => productListSearch(shopPageQuery(readShopParams(new URLSearchParams(search))));

describe('/home', () => {
  it('embeds the hero’s and the offer’s products whole, under their ids, beside the sections', async () => {
    const data = await pageDataOf('/home');
    expect(Object.keys(data.product ?? {}).sort()).toEqual([
      HOME_FEATURED_PRODUCT_IDS.hero,
      HOME_FEATURED_PRODUCT_IDS.offer,
    ]);
    expect(data.product?.[HOME_FEATURED_PRODUCT_IDS.hero]).toEqual(HERO);
    expect(data.product?.[HOME_FEATURED_PRODUCT_IDS.offer]?.productName).toBe('Jodhpur Mango Wood Couch');
    expect(Object.keys(data.productPage ?? {}).length).toBeGreaterThan(0);
  });

  it('leaves out a featured product the API does not sell, and still serves the page', async () => {
    const calls: string[] = [];
    const fetchImpl = async (url: string) => {
      calls.push(url);
      const path = new URL(url).pathname;
      if (path.endsWith(`/products/${HOME_FEATURED_PRODUCT_IDS.offer}`))
        return new Response('{"message":"gone"}', { status: 404 });
      if (path.endsWith(`/products/${HOME_FEATURED_PRODUCT_IDS.hero}`)) return Response.json(HERO);
      return Response.json({ products: [], total: 0, limit: 8, offset: 0 });
    };
    const data = await loadRouteData(matchRoute('/home'), { apiOrigin: 'http://api.test', fetchImpl });
    expect(data).toMatchObject({ kind: 'home', featured: [HERO] });
    expect(calls.filter((url) => url.includes('/products/'))).toHaveLength(2);
  });
});

describe('/shop', () => {
  it('embeds the first page of the unfiltered shop as cards (no description, no reviews)', async () => {
    const data = await pageDataOf('/shop');
    const page = data.productPage?.[shopKey('')];
    expect(Object.keys(data.productPage ?? {})).toEqual([shopKey('')]);
    expect(page?.products).toHaveLength(24);
    expect(page?.total).toBe(33);
    expect(page?.products.every((p) => p.description === '' && p.reviews.length === 0)).toBe(true);
  });

  it('embeds the page of the URL’s category and page number under the key the shop reads, and keeps the canonical unfiltered', async () => {
    const response = await app.inject('/shop?category=chair&page=2');
    const page = parsePage(response.body);
    expect(page.canonical).toMatch(/\/shop$/);
    const doc = {
      getElementById: (id: string) =>
        page.root.getElementById(id) && { textContent: page.root.getElementById(id)!.rawText },
    };
    const embedded = readPageData('productPage', shopKey('category=chair&page=2'), doc);
    expect(embedded?.offset).toBe(24);
    expect(embedded?.products.map((p) => p.productName)).toEqual(CHAIRS.slice(24).map((p) => p.productName));
  });

  it('asks the API for the URL’s search and sort in the server’s names', async () => {
    const urls: string[] = [];
    const fetchImpl = async (url: string) => {
      urls.push(url);
      return Response.json({ products: [], total: 0, limit: 24, offset: 0 });
    };
    const data = await loadRouteData(
      matchRoute('/shop'),
      { apiOrigin: 'http://api.test', fetchImpl },
      new URLSearchParams('q=teak&sort=za&category=study-table'),
    );
    expect(urls).toEqual([`http://api.test/api/products?${shopKey('q=teak&sort=za&category=study-table')}`]);
    expect(urls[0]).toContain('sort=name-desc');
    expect(data).toMatchObject({ kind: 'shop', query: { q: 'teak', sort: 'name-desc', category: 'Study Table' } });
  });

  it('embeds nothing for a query the API refuses, and serves the shop all the same', async () => {
    const fetchImpl = async () => Response.json({ message: 'offset too large' }, { status: 400 });
    await expect(
      loadRouteData(
        matchRoute('/shop'),
        { apiOrigin: 'http://api.test', fetchImpl },
        new URLSearchParams('page=999999999'),
      ),
    ).resolves.toMatchObject({ kind: 'shop', page: null });
    const failing = async () => Response.json({ message: 'down' }, { status: 503 });
    await expect(
      loadRouteData(matchRoute('/shop'), { apiOrigin: 'http://api.test', fetchImpl: failing }),
    ).rejects.toThrow('503');
  });
});
