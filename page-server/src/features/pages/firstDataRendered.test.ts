/**
 * /home and /shop rendered by the catalogue's real server build (mfe-catalog `webpack.server.js`)
 * from the data the page server embeds: the hero's product and the shop's first products are in
 * the HTML before any script runs.
 */
import type { FastifyInstance } from 'fastify';
import { HOME_FEATURED_PRODUCT_IDS, SERVER_PAGE_ATTRIBUTE } from 'shared-contracts';
import { buildPageServer } from '../../app';
import { product, startFakeUpstreams, type FakeUpstreams } from '../../test/fakeUpstreams';
import { parsePage } from '../../test/parseHtml';
import { buildRealCatalog, deployRealCatalog } from '../../test/realCatalogBuild';
const CHAIRS = Array.from({ length: 26 }, (_, i) =>
  product(String(i + 21), { productName: `Sheesham Chair no. ${i + 1}` }),
);

let upstreams: FakeUpstreams;
let app: FastifyInstance;
let build: ReturnType<typeof buildRealCatalog>;

beforeAll(async () => {
  build = buildRealCatalog();
  upstreams = await startFakeUpstreams([
    product(HOME_FEATURED_PRODUCT_IDS.hero, { productName: 'Kerala Wooden-Arm Sofa', category: 'Sofa' }),
    product(HOME_FEATURED_PRODUCT_IDS.offer, { productName: 'Jodhpur Mango Wood Couch', category: 'Sofa' }),
    ...CHAIRS,
  ]);
  deployRealCatalog(upstreams, build);
  app = await buildPageServer({ config: upstreams.config({ serverRenderReadyMs: 5000 }) });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await upstreams?.close();
  build?.remove();
});

const serverPage = (html: string) => parsePage(html).root.querySelector(`[${SERVER_PAGE_ATTRIBUTE}]`);

it('/home arrives with the hero’s picture and the offer’s couch', async () => {
  const page = serverPage((await app.inject('/home')).body);

  const hero = page?.querySelector('img.cat-hero__image');
  expect(hero?.getAttribute('alt')).toBe('Kerala Wooden-Arm Sofa');
  expect(hero?.getAttribute('src')).toBe(
    `http://localhost:4000/seed-art/${HOME_FEATURED_PRODUCT_IDS.hero}-abcd1234.svg`,
  );
  expect(page?.querySelector('#cat-offer-title')?.text).toBe('Quality couch: Jodhpur Mango Wood Couch');
});

it('/shop arrives with the first page of products, and a later page with its own', async () => {
  const first = serverPage((await app.inject('/shop')).body);
  const second = serverPage((await app.inject('/shop?category=chair&page=2')).body);

  expect(first?.text).toContain('Kerala Wooden-Arm Sofa');
  expect(first?.text).toContain('Sheesham Chair no. 22');
  expect(first?.text).not.toContain('Sheesham Chair no. 23');
  expect(second?.text).toContain('Sheesham Chair no. 25');
  expect(second?.text).toContain('Sheesham Chair no. 26');
  expect(second?.text).not.toContain('Sheesham Chair no. 24');
});
