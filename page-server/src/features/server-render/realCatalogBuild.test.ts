/**
 * The catalogue's real server build (mfe-catalog `webpack.server.js`, built into a folder of its
 * own here) published on the fake shell host as a release and rendered by the page server: what a
 * reader without JavaScript gets on /shop/{id}, and nothing of the shopper's on the server.
 */
import type { FastifyInstance } from 'fastify';
import { formatRupees, getCartSnapshot, getWishlistSnapshot, SERVER_PAGE_ATTRIBUTE } from 'shared-contracts';
import type { ReviewView } from 'shared-contracts/catalogue';
import { buildPageServer } from '../../app';
import { product, startFakeUpstreams, type FakeUpstreams } from '../../test/fakeUpstreams';
import { parsePage } from '../../test/parseHtml';
import { buildRealCatalog, deployRealCatalog } from '../../test/realCatalogBuild';

const review: ReviewView = {
  id: 'r1',
  productId: '07',
  name: 'Meera',
  rating: 4,
  text: 'Sturdy, and the grain is lovely.',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  verifiedPurchase: true,
  mine: false,
};

let upstreams: FakeUpstreams;
let app: FastifyInstance;
let build: ReturnType<typeof buildRealCatalog>;

beforeAll(async () => {
  build = buildRealCatalog();
  upstreams = await startFakeUpstreams(
    [
      product('07', {
        productName: 'Sheesham Arm Chair',
        price: 6499,
        description: 'Hand-rubbed sheesham with pegged joints.',
        reviewCount: 1,
        avgRating: 4,
      }),
    ],
    { reviews: { '07': [review] } },
  );
  deployRealCatalog(upstreams, build);
  app = await buildPageServer({ config: upstreams.config({ serverRenderReadyMs: 5000 }) });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await upstreams?.close();
  build?.remove();
});

const serverPage = (html: string) => parsePage(html).root.querySelector(`[${SERVER_PAGE_ATTRIBUTE}]`);

it('/shop/{id} arrives with the product’s name, price, description, reviews and category link in the HTML', async () => {
  const response = await app.inject('/shop/07');

  expect(response.statusCode).toBe(200);
  const page = serverPage(response.body);
  expect(page?.querySelector('h1')?.text).toBe('Sheesham Arm Chair');
  expect(page?.text).toContain(formatRupees(6499));
  expect(page?.text).toContain('Hand-rubbed sheesham with pegged joints.');
  expect(page?.text).toContain('Sturdy, and the grain is lovely.');
  expect(page?.querySelectorAll('a').map((link) => link.getAttribute('href'))).toContain('/category/chair');
  expect(page?.text).not.toContain('Loading product');
});

it('renders two shoppers’ requests alike, with nothing of either, and fills no global store', async () => {
  await app.inject('/home');
  const globalsBefore = Reflect.ownKeys(globalThis).map((key) => [key, Reflect.get(globalThis, key) as unknown]);

  const [asha, ravi] = await Promise.all([
    app.inject({ url: '/shop/07', headers: { cookie: 'session=asha-secret', authorization: 'Bearer asha-token' } }),
    app.inject({ url: '/shop/07', headers: { cookie: 'session=ravi-secret', authorization: 'Bearer ravi-token' } }),
  ]);

  expect(serverPage(asha.body)?.toString()).toBe(serverPage(ravi.body)?.toString());
  for (const secret of ['asha', 'ravi', 'secret', 'token']) expect(asha.body).not.toContain(secret);
  expect(Reflect.ownKeys(globalThis).map((key) => [key, Reflect.get(globalThis, key) as unknown])).toEqual(
    globalsBefore,
  );
  expect(getCartSnapshot().items).toEqual([]);
  expect(getWishlistSnapshot()).toEqual([]);
});

it('/home arrives with the catalogue’s own hero', async () => {
  const response = await app.inject('/home');

  expect(response.statusCode).toBe(200);
  expect(serverPage(response.body)?.text).toContain('Furniture made by hand, to be handed down');
});
