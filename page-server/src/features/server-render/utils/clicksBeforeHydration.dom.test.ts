/**
 * @jest-environment jsdom
 *
 * The click keeper of a server-rendered page, run in a DOM: a click on the page's buttons waits
 * until the shell has hydrated the page, then happens once; links and hydrated pages are left alone.
 */
import { SERVER_PAGE_ATTRIBUTE, SERVER_PAGE_HYDRATED_ATTRIBUTE } from 'shared-contracts';
import { keepClicksUntilHydrated } from './clicksBeforeHydration';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

beforeAll(() => {
  // As the browser runs it: an inline script of the page's head.
  const code = /<script[^>]*>([\s\S]*)<\/script>/.exec(keepClicksUntilHydrated('n0nce'))?.[1] ?? '';
  const script = document.createElement('script');
  script.text = code;
  document.head.append(script);
});

beforeEach(() => {
  document.body.innerHTML = `<div ${SERVER_PAGE_ATTRIBUTE}="catalog/ProductPage"><input aria-label="Search"><button type="button">Add to Cart</button><a href="#reviews">Reviews</a></div><button type="button">Menu</button>`;
});

it('keeps a click on a button of the page until it is hydrated, then replays it once; links are left alone', async () => {
  const page = document.querySelector(`[${SERVER_PAGE_ATTRIBUTE}]`)!;
  const clicks: string[] = [];
  page.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).textContent ?? ''));

  page.querySelector('button')!.click();
  page.querySelector('a')!.click();
  expect(clicks).toEqual(['Reviews']);

  page.setAttribute(SERVER_PAGE_HYDRATED_ATTRIBUTE, 'true');
  await nextFrame();
  expect(clicks).toEqual(['Reviews', 'Add to Cart']);

  // Hydrated: clicks go straight through.
  page.querySelector('button')!.click();
  expect(clicks).toEqual(['Reviews', 'Add to Cart', 'Add to Cart']);
});

it('leaves buttons outside the server’s page alone', () => {
  const clicks: string[] = [];
  document.body.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).textContent ?? ''));
  document.querySelector<HTMLButtonElement>('body > button')!.click();
  expect(clicks).toEqual(['Menu']);
});
