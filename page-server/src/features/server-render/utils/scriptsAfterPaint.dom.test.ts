/**
 * @jest-environment jsdom
 *
 * The start script of a server-rendered page, run in a DOM: it puts the held preloads back and
 * runs the held scripts in their order (jsdom reports no paint timing, so it starts a frame after
 * the document is parsed), and keeps a click on the page's buttons until the shell has hydrated it.
 */
import { SERVER_PAGE_ATTRIBUTE, SERVER_PAGE_HYDRATED_ATTRIBUTE } from 'shared-contracts';
import { HELD_REL_ATTRIBUTE, HELD_SCRIPT_TYPE, holdScriptsUntilPainted, scriptsAfterPaint } from './scriptsAfterPaint';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

/** Runs the start script's code as the browser would (it is an inline script of the page). */
function runStartScript(): void {
  const code = /<script[^>]*>([\s\S]*)<\/script>/.exec(scriptsAfterPaint('n0nce'))?.[1] ?? '';
  const script = document.createElement('script');
  script.text = code;
  document.head.append(script);
}

beforeEach(() => {
  const held = holdScriptsUntilPainted(
    '<html><head><link rel="preload" as="script" href="/framework.1.js"><link rel="preload" as="fetch" href="/config.json" crossorigin>' +
      '<link rel="preload" as="script" href="/app.1.js">' +
      // The early start reads the data preloads' addresses: they must be back when it runs.
      '<script>window.startOrder = (window.startOrder || []).concat(document.querySelector(\'link[rel="preload"][href$="/config.json"]\') ? "early, config preloaded" : "early");</script>' +
      '<script defer src="/main.js" fetchpriority="high"></script></head><body></body></html>',
  );
  document.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(held)?.[1] ?? '';
  document.body.innerHTML = `<div ${SERVER_PAGE_ATTRIBUTE}="catalog/ProductPage"><input aria-label="Search"><button type="button">Add to Cart</button><a href="#reviews">Reviews</a></div>`;
  Reflect.deleteProperty(window, 'startOrder');
});

it('puts the preloads back and runs the held scripts, inline then external, in order', async () => {
  expect(document.querySelectorAll(`script[type="${HELD_SCRIPT_TYPE}"]`)).toHaveLength(2);
  runStartScript();
  expect(Reflect.get(window, 'startOrder')).toBeUndefined();
  await nextFrame();

  expect(Reflect.get(window, 'startOrder')).toEqual(['early, config preloaded']);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(document.querySelector(`link[${HELD_REL_ATTRIBUTE}]`)).toBeNull();
  const preloaded = Array.from(document.querySelectorAll('link[rel="preload"]'), (link) => link.getAttribute('href'));
  expect(preloaded.sort()).toEqual(['/app.1.js', '/config.json', '/framework.1.js']);
  const main = document.querySelector<HTMLScriptElement>('script[src="/main.js"]');
  expect(main?.async).toBe(false);
  expect(main?.getAttribute('fetchpriority')).toBe('high');
  expect(document.querySelectorAll(`script[type="${HELD_SCRIPT_TYPE}"]`)).toHaveLength(0);
});

it('puts the data preloads back with the first script, then each script and each other preload in a task of its own', async () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const held = () => document.querySelectorAll(`link[${HELD_REL_ATTRIBUTE}]`).length;
  runStartScript();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await tick();
  // The task that ran the inline script: the data preload was back for it; main.js waits a task.
  expect(Reflect.get(window, 'startOrder')).toEqual(['early, config preloaded']);
  expect(document.querySelector('script[src="/main.js"]')).toBeNull();
  expect(held()).toBe(2);
  await tick();
  expect(document.querySelector('script[src="/main.js"]')).not.toBeNull();
  expect(held()).toBe(2);
  await tick();
  expect(held()).toBe(1);
  await tick();
  expect(held()).toBe(0);
});

it('keeps a click on a button of the page until it is hydrated, then replays it once; links are left alone', async () => {
  runStartScript();
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
