import { preloadFiles, remotePageFiles, remotePageStyles } from './preloadRemotePage';

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    {
      name: 'HomePage',
      path: './HomePage',
      assets: {
        js: { sync: ['71.aa.js', '__federation_expose_HomePage.bb.js'], async: ['262.cc.js'] },
        css: { sync: ['__federation_expose_HomePage.ee.css'], async: ['262.ff.css'] },
      },
    },
    {
      name: 'ShopPage',
      path: './ShopPage',
      assets: { js: { sync: ['71.aa.js', '__federation_expose_ShopPage.dd.js'] } },
    },
  ],
};

// Reading the manifest itself is exposedPageFiles' (shared-contracts): here, what start-up asks of it.
describe('remotePageFiles', () => {
  it('lists the remote entry and the page’s start-up chunks beside the manifest (async chunks wait)', () => {
    expect(remotePageFiles('https://catalog.example.in/v2/mf-manifest.json', manifest, 'HomePage')).toEqual([
      'https://catalog.example.in/v2/remoteEntry.js',
      'https://catalog.example.in/v2/71.aa.js',
      'https://catalog.example.in/v2/__federation_expose_HomePage.bb.js',
    ]);
  });

  it('reads a manifest remotes.json names relative to the page', () => {
    expect(remotePageFiles('/catalog/mf-manifest.json', manifest, 'ShopPage')[0]).toBe(
      new URL('/catalog/remoteEntry.js', document.baseURI).href,
    );
  });

  it.each([
    ['a page the remote does not expose', manifest, 'CartPage'],
    ['a manifest without an entry', { exposes: manifest.exposes }, 'HomePage'],
    ['nothing', null, 'HomePage'],
  ])('gives nothing for %s', (_case, body, page) => {
    expect(remotePageFiles('https://catalog.example.in/mf-manifest.json', body, page)).toEqual([]);
  });
});

describe('remotePageStyles', () => {
  it('lists the stylesheets of the page’s start-up chunks (not its lazy parts’); none for a page without', () => {
    const url = 'https://catalog.example.in/v2/mf-manifest.json';
    expect(remotePageStyles(url, manifest, 'HomePage')).toEqual([
      'https://catalog.example.in/v2/__federation_expose_HomePage.ee.css',
    ]);
    expect(remotePageStyles(url, manifest, 'ShopPage')).toEqual([]);
    expect(remotePageStyles(url, null, 'HomePage')).toEqual([]);
  });
});

describe('preloadFiles', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds one script preload per URL to the head, but none for a file the page already preloads', () => {
    const served = document.createElement('link');
    Object.assign(served, { rel: 'preload', as: 'script', href: 'https://catalog.example.in/remoteEntry.js' });
    document.head.append(served);
    preloadFiles('script', ['https://catalog.example.in/remoteEntry.js', 'https://catalog.example.in/71.aa.js']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];
    expect(links.map((link) => link.href)).toEqual([
      'https://catalog.example.in/remoteEntry.js',
      'https://catalog.example.in/71.aa.js',
    ]);
  });

  it('asks for no file the page already has: a script it runs, a stylesheet it links or the page server inlined', () => {
    const script = Object.assign(document.createElement('script'), {
      src: 'https://catalog.example.in/remoteEntry.1a.js',
    });
    const linked = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: 'https://catalog.example.in/shop.css',
    });
    const inlined = document.createElement('style');
    inlined.setAttribute('data-href', 'https://catalog.example.in/about.css');
    document.head.append(script, linked, inlined);
    preloadFiles('script', ['https://catalog.example.in/remoteEntry.1a.js']);
    preloadFiles('style', ['https://catalog.example.in/shop.css', 'https://catalog.example.in/about.css']);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });

  it('preloads stylesheets as styles', () => {
    preloadFiles('style', ['https://catalog.example.in/home.css']);
    expect(document.head.querySelector('link[rel="preload"][as="style"]')).toHaveAttribute(
      'href',
      'https://catalog.example.in/home.css',
    );
  });
});
