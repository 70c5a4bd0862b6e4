import { isCrawler } from './isCrawler';
import { SLOT_CONTENT_MARKER, slotTemplate, splitAtSlot } from './pageSlot';
import { pageScripts, pageStylesheets } from './pageStylesheets';
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

describe('pageScripts', () => {
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: [
      {
        name: 'HomePage',
        path: './HomePage',
        assets: { js: { sync: ['71.aa.js', '__federation_expose_HomePage.bb.js'], async: ['262.cc.js'] } },
      },
    ],
  };

  it('names the remote’s entry, then the page’s sync chunks beside the manifest (async chunks wait)', () => {
    expect(pageScripts('https://catalog.example.in/v2/mf-manifest.json', manifest, './HomePage')).toEqual([
      'https://catalog.example.in/v2/remoteEntry.js',
      'https://catalog.example.in/v2/71.aa.js',
      'https://catalog.example.in/v2/__federation_expose_HomePage.bb.js',
    ]);
  });

  it('under the public path and the entry path a release names', () => {
    const cdn = {
      ...manifest,
      metaData: { publicPath: 'https://cdn.example.in/catalog/', remoteEntry: { name: 'remoteEntry.js', path: 'js/' } },
    };
    expect(pageScripts('https://catalog.example.in/mf-manifest.json', cdn, './HomePage').slice(0, 2)).toEqual([
      'https://cdn.example.in/catalog/js/remoteEntry.js',
      'https://cdn.example.in/catalog/71.aa.js',
    ]);
  });

  it.each([
    ['a page the remote does not expose', manifest, './CartPage'],
    ['a manifest without an entry', { exposes: manifest.exposes }, './HomePage'],
    ['something that is not a manifest', 'not a manifest', './HomePage'],
  ])('names nothing for %s', (_case, body, expose) => {
    expect(pageScripts('https://catalog.example.in/mf-manifest.json', body, expose)).toEqual([]);
  });
});

describe('slotTemplate', () => {
  it('puts the marker in place of #root’s content (the app shell), keeping #root and everything around it', () => {
    const html =
      '<html><body><noscript>n</noscript><div id="root"><div data-app-shell=""><header>h</header><div class="skeleton"><p>…</p></div></div></div><script src="/x.js"></script></body></html>';
    const template = slotTemplate(html);
    expect(template).toBe(
      `<html><body><noscript>n</noscript><div id="root">${SLOT_CONTENT_MARKER}</div><script src="/x.js"></script></body></html>`,
    );
    expect(splitAtSlot(template!)).toEqual({
      before: '<html><body><noscript>n</noscript><div id="root">',
      after: '</div><script src="/x.js"></script></body></html>',
    });
    expect(splitAtSlot(template!, 'data-server-page="catalog/AboutPage"')?.before).toBe(
      '<html><body><noscript>n</noscript><div id="root" data-server-page="catalog/AboutPage">',
    );
  });

  it('works with an empty #root, and answers null without one', () => {
    expect(slotTemplate('<body><div id="root"></div></body>')).toBe(
      `<body><div id="root">${SLOT_CONTENT_MARKER}</div></body>`,
    );
    expect(slotTemplate('<main><div>no root</div></main>')).toBeNull();
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
