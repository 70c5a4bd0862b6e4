/**
 * The hero's picture and the offer's couch from the page data /home embeds (issue 17): in the
 * server's HTML, with the hero picture fetched first, and kept through hydration.
 */
import { HOME_FEATURED_PRODUCT_IDS, type PageData } from 'shared-contracts';
import HomePage from '../../../pages/HomePage';
import { hydrateLikeTheShell, serverHtml, type HydratedPage, type ServerPage } from '../../../pages/testing/serverRendering';
import { embedPageData, removePageData } from '../../../test/embedPageData';
import { installFakeEventSource, removeFakeEventSource } from '../../../test/fakeEventSource';
import { fixture } from '../../../test/productFixtures';
import { resetCatalogueStores } from '../../catalogue/state/catalogueStores';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const HOME: ServerPage = { module: 'catalog/HomePage', Page: HomePage, url: '/home' };
const HERO = fixture(HOME_FEATURED_PRODUCT_IDS.hero);
const COUCH = fixture(HOME_FEATURED_PRODUCT_IDS.offer);
const PAGE_DATA: PageData = { product: { [HERO.id]: HERO, [COUCH.id]: COUCH } };

let hydrated: HydratedPage | null = null;
let container: HTMLElement;

beforeEach(() => {
  resetCatalogueStores();
  installFakeEventSource();
  // The browser's reads never answer: what shows comes from the server's HTML and the page data.
  Object.assign(globalThis, { fetch: jest.fn(() => new Promise<Response>(() => undefined)) });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  hydrated?.unmount();
  hydrated = null;
  container.remove();
  removePageData();
  removeFakeEventSource();
  Reflect.deleteProperty(globalThis, 'fetch');
});

it('renders the hero picture and the offer’s couch on the server, and hydration keeps them', async () => {
  container.innerHTML = serverHtml(HOME, PAGE_DATA);
  const heroImage = container.querySelector('img.cat-hero__image');
  expect(heroImage).toHaveAttribute('alt', HERO.productName);
  expect(heroImage).toHaveAttribute('src', HERO.imgUrl);
  expect(container.querySelector('.cat-hero__media')).toHaveAttribute('aria-busy', 'false');
  expect(container.querySelector('#cat-offer-title')).toHaveTextContent(`Quality couch: ${COUCH.productName}`);
  expect(container.querySelector('img.cat-offer__image')).toHaveAttribute('alt', COUCH.productName);
  embedPageData(PAGE_DATA);
  const consoleError = jest.spyOn(console, 'error');
  const recoverable = jest.fn();

  hydrated = await hydrateLikeTheShell(container, HOME, recoverable);

  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  expect(container.querySelector('img.cat-hero__image')).toBe(heroImage);
});

it('without the page data the hero holds its box empty and the offer its skeleton', () => {
  container.innerHTML = serverHtml(HOME, null);
  expect(container.querySelector('img.cat-hero__image')).toBeNull();
  expect(container.querySelector('.cat-hero__media')).toHaveAttribute('aria-busy', 'true');
  expect(container.querySelector('#cat-offer-title .cat-skeleton')).not.toBeNull();
});
