import { parse } from 'node-html-parser';
import { isCrawler } from './isCrawler';
import { SLOT_CONTENT_MARKER, slotTemplate, splitAtSlot } from './pageSlot';
import { pageStylesheets } from './pageStylesheets';
import { HELD_REL_ATTRIBUTE, HELD_SCRIPT_TYPE, holdScriptsUntilPainted, scriptsAfterPaint } from './scriptsAfterPaint';
import { moduleParts, serverRenderedRoute } from './serverRenderedRoute';

describe('pageStylesheets', () => {
  const manifest = (publicPath: string) => ({
    metaData: { publicPath },
    exposes: [
      {
        name: 'ProductPage',
        path: './ProductPage',
        assets: { css: { sync: ['product.1a2b3c4d.css'], async: ['reviews.5e6f7a8b.css'] } },
      },
      { name: 'HomePage', path: './HomePage', assets: { css: { sync: [], async: [] } } },
    ],
  });

  it('names the expose’s CSS, sync and async, beside the manifest when its public path is auto', () => {
    expect(pageStylesheets('http://localhost:3001/mf-manifest.json', manifest('auto'), './ProductPage')).toEqual([
      'http://localhost:3001/product.1a2b3c4d.css',
      'http://localhost:3001/reviews.5e6f7a8b.css',
    ]);
  });

  it('under the public path a release names', () => {
    expect(
      pageStylesheets(
        'https://cdn.example.in/mfe-catalog/1.2.0-gabc/mf-manifest.json',
        manifest('https://cdn.example.in/mfe-catalog/1.2.0-gabc/'),
        './ProductPage',
      )[0],
    ).toBe('https://cdn.example.in/mfe-catalog/1.2.0-gabc/product.1a2b3c4d.css');
  });

  it('names nothing for an expose without CSS, an unknown expose or a manifest of another shape', () => {
    expect(pageStylesheets('http://localhost:3001/mf-manifest.json', manifest('auto'), './HomePage')).toEqual([]);
    expect(pageStylesheets('http://localhost:3001/mf-manifest.json', manifest('auto'), './CartPage')).toEqual([]);
    expect(pageStylesheets('http://localhost:3001/mf-manifest.json', 'not a manifest', './HomePage')).toEqual([]);
  });
});

describe('slotTemplate', () => {
  it('puts the marker in place of the slot’s content, keeping the slot and everything around it', () => {
    const html =
      '<html><body><header>h</header><div data-page-slot=""><div class="skeleton"><p>…</p></div></div><footer>f</footer></body></html>';
    const template = slotTemplate(html);
    expect(template).toBe(
      `<html><body><header>h</header><div data-page-slot="">${SLOT_CONTENT_MARKER}</div><footer>f</footer></body></html>`,
    );
    expect(splitAtSlot(template!)).toEqual({
      before: '<html><body><header>h</header><div data-page-slot="">',
      after: '</div><footer>f</footer></body></html>',
    });
  });

  it('works with an empty slot, and answers null without one', () => {
    expect(slotTemplate('<main data-page-slot></main>')).toBe(`<main data-page-slot>${SLOT_CONTENT_MARKER}</main>`);
    expect(slotTemplate('<main><div>no slot</div></main>')).toBeNull();
  });
});

test('isCrawler: search engines and link previews, not browsers (Lighthouse included)', () => {
  for (const agent of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'facebookexternalhit/1.1',
    'Twitterbot/1.0',
    'LinkedInBot/1.0',
    'Mozilla/5.0 (compatible; Yahoo! Slurp)',
    'SomeCrawler/3',
    'a-spider',
  ]) {
    expect({ agent, crawler: isCrawler(agent) }).toEqual({ agent, crawler: true });
  }
  for (const agent of [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse',
    undefined,
  ]) {
    expect(isCrawler(agent)).toBe(false);
  }
});

test('serverRenderedRoute matches as the shell’s router does (any case, trailing slash), and only the catalogue’s routes', () => {
  expect(serverRenderedRoute('/shop/07')?.module).toBe('catalog/ProductPage');
  expect(serverRenderedRoute('/Category/study-table/')?.module).toBe('catalog/CategoryPage');
  expect(serverRenderedRoute('/home')?.pattern).toBe('/home');
  expect(serverRenderedRoute('/cart')).toBeUndefined();
  expect(serverRenderedRoute('/shop/07/extra')).toBeUndefined();
  expect(moduleParts('catalog/PrivacyPolicyPage')).toEqual({ remote: 'catalog', expose: './PrivacyPolicyPage' });
});

describe('holdScriptsUntilPainted', () => {
  const template = [
    '<!doctype html><html><head><title>Furniture Store</title>',
    '<link rel="preload" href="/remotes.json" as="fetch" crossorigin/><link rel="preload" as="script" href="/framework.1.js"><link rel="preload" as="style" href="/app.1.css">',
    '<link rel="modulepreload" href="/m.js"><link rel="preload" as="image" href="/hero.png"><link rel="icon" href="/favicon.svg">',
    '<script>window.early = "<a>";</script><script defer="defer" src="/main.js" fetchpriority="high"></script>',
    '<script type="application/ld+json">{"@type":"Thing"}</script></head><body><div data-page-slot=""><!--server-page--></div></body></html>',
  ].join('');
  const held = parse(holdScriptsUntilPainted(template), { comment: true });

  it('holds the shell’s scripts, inline and external, in their order, with their attributes and code unchanged', () => {
    const scripts = held.querySelectorAll(`script[type="${HELD_SCRIPT_TYPE}"]`);
    expect(scripts.map((script) => [script.getAttribute('data-src') ?? null, script.rawText])).toEqual([
      [null, 'window.early = "<a>";'],
      ['/main.js', ''],
    ]);
    expect(scripts[1]?.getAttribute('fetchpriority')).toBe('high');
    expect(held.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('holds the preloads of scripts, data and styles (no rel, nothing fetched); keeps images, icons, data blocks and the slot', () => {
    expect(held.querySelectorAll('link[rel]').map((link) => link.getAttribute('href'))).toEqual([
      '/hero.png',
      '/favicon.svg',
    ]);
    expect(
      held
        .querySelectorAll(`link[${HELD_REL_ATTRIBUTE}]`)
        .map((link) => [
          link.getAttribute(HELD_REL_ATTRIBUTE),
          link.getAttribute('href'),
          link.getAttribute('as') ?? null,
        ]),
    ).toEqual([
      ['preload', '/remotes.json', 'fetch'],
      ['preload', '/framework.1.js', 'script'],
      ['preload', '/app.1.css', 'style'],
      ['modulepreload', '/m.js', null],
    ]);
    expect(held.querySelector('link[href="/remotes.json"]')?.hasAttribute('crossorigin')).toBe(true);
    expect(held.querySelector('script[type="application/ld+json"]')?.rawText).toBe('{"@type":"Thing"}');
    expect(held.toString()).toContain(SLOT_CONTENT_MARKER);
  });

  it('runs them with the render’s nonce, once the page is parsed and painted', () => {
    const runner = parse(scriptsAfterPaint('abc+/=')).querySelector('script');
    expect(runner?.getAttribute('nonce')).toBe('abc+/=');
    expect(runner?.rawText).toContain("addEventListener('DOMContentLoaded'");
    expect(runner?.rawText).toContain("getEntriesByName('first-contentful-paint')");
    expect(runner?.rawText).toContain('requestAnimationFrame');
  });
});
