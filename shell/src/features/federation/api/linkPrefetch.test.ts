import { waitFor } from '@testing-library/react';
import { manifestFile, publishEarly, takeEarly } from '../../../early-start/handover';
import { acceptRemote, refuseRemote } from '../state/refusedRemotes';
import { MAX_PAGES_PREFETCHED_IN_VIEW, startLinkPrefetch, type LinkPrefetchOptions } from './linkPrefetch';
import { isRemoteInUse, registeredManifestUrl } from './remoteRegistry';

jest.mock('./remoteRegistry', () => ({ isRemoteInUse: jest.fn(), registeredManifestUrl: jest.fn() }));

const CART_MANIFEST = 'https://cart.example.in/v3/mf-manifest.json';
const ACCOUNT_MANIFEST = 'https://account.example.in/v1/mf-manifest.json';
const CATALOG_MANIFEST = 'https://catalog.example.in/v2/mf-manifest.json';
const LIVE: Record<string, string> = { cart: CART_MANIFEST, account: ACCOUNT_MANIFEST, catalog: CATALOG_MANIFEST };

const manifestOf = (page: string) => ({
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    {
      name: page,
      path: `./${page}`,
      assets: { js: { sync: ['12.aa.js', `__expose_${page}.bb.js`] }, css: { sync: [`__expose_${page}.cc.css`] } },
    },
  ],
});
const MANIFESTS: Record<string, unknown> = {
  [CART_MANIFEST]: manifestOf('CartPage'),
  [ACCOUNT_MANIFEST]: manifestOf('LoginPage'),
  [CATALOG_MANIFEST]: manifestOf('HomePage'),
};

/** jsdom has no Response: only what readManifest reads of one. */
const answer = (body: unknown) => Promise.resolve({ ok: body !== undefined, json: () => Promise.resolve(body) });
const fetchMock = jest.fn((url: string) => answer(MANIFESTS[url]));

/** A stand-in for IntersectionObserver: the test says which links come into view. */
function fakeViewport() {
  const observed = new Set<Element>();
  let callback: IntersectionObserverCallback = () => undefined;
  const observer = {
    observe: (element: Element) => void observed.add(element),
    unobserve: (element: Element) => void observed.delete(element),
    disconnect: () => observed.clear(),
  };
  const observeViewport: LinkPrefetchOptions['observeViewport'] = (cb) => {
    callback = cb;
    return observer;
  };
  const show = (...elements: Element[]) =>
    callback(
      elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      observer as unknown as IntersectionObserver,
    );
  return { observed, observeViewport, show };
}

const hints = (rel: string): string[] =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => link.href);

const linkTo = (href: string): HTMLAnchorElement => {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = href;
  document.body.appendChild(link);
  return link;
};

const hover = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));

let stop: () => void = () => undefined;

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockImplementation((url: string) => answer(MANIFESTS[url]));
  jest.mocked(registeredManifestUrl).mockImplementation((name) => LIVE[name]);
  // The shopper is on a catalogue page: its remote is in use.
  jest.mocked(isRemoteInUse).mockImplementation((name) => name === 'catalog');
  acceptRemote('cart');
  // What an earlier test handed over stays unread: every test starts without early answers.
  for (const url of Object.values(LIVE)) void takeEarly(manifestFile(url));
});

afterEach(() => {
  stop();
  for (const url of Object.keys(MANIFESTS)) void takeEarly(manifestFile(url));
});

const CART_SCRIPTS = [
  'https://cart.example.in/v3/remoteEntry.js',
  'https://cart.example.in/v3/12.aa.js',
  'https://cart.example.in/v3/__expose_CartPage.bb.js',
];
const CART_STYLES = ['https://cart.example.in/v3/__expose_CartPage.cc.css'];
const CART_FILES = [...CART_SCRIPTS, ...CART_STYLES];
const preloaded = (as: string): string[] =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="${as}"]`)].map((link) => link.href);

/** Lets a hover's asynchronous prefetch (manifest read, hints) run, before asserting that it added nothing. */
const letPrefetchRun = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('startLinkPrefetch', () => {
  it('preloads the cart remote’s entry, the cart page’s chunks and its stylesheet once when a cart link is hovered', async () => {
    const cart = linkTo('/cart');
    stop = startLinkPrefetch({ observeViewport: null });
    hover(cart);
    await waitFor(() => expect(hints('preload')).toEqual(CART_FILES));
    expect(preloaded('script')).toEqual(CART_SCRIPTS);
    expect(preloaded('style')).toEqual(CART_STYLES);
    expect(document.head.querySelector('link[rel="preload"][crossorigin]')).toBeNull();

    hover(cart);
    cart.dispatchEvent(new Event('focusin', { bubbles: true }));
    cart.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await letPrefetchRun();
    expect(hints('preload')).toEqual(CART_FILES);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hands the manifest it read to the federation runtime, which then does not fetch it again', async () => {
    stop = startLinkPrefetch({ observeViewport: null });
    hover(linkTo('/cart'));
    await waitFor(() => expect(hints('preload')).toHaveLength(4));
    await expect(takeEarly(manifestFile(CART_MANIFEST))).resolves.toEqual(MANIFESTS[CART_MANIFEST]);
  });

  it('takes the manifest the early-start script asked for while the page loaded, and asks for it no more', async () => {
    publishEarly(manifestFile(CART_MANIFEST), Promise.resolve(MANIFESTS[CART_MANIFEST]));
    stop = startLinkPrefetch({ observeViewport: null });
    hover(linkTo('/cart'));
    await waitFor(() => expect(hints('preload')).toEqual(CART_FILES));
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(takeEarly(manifestFile(CART_MANIFEST))).resolves.toEqual(MANIFESTS[CART_MANIFEST]);
  });

  it('prepares a touched or focused link the same way, inside the link too', async () => {
    const login = linkTo('/login');
    const icon = document.createElement('span');
    login.appendChild(icon);
    stop = startLinkPrefetch({ observeViewport: null });
    icon.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await waitFor(() => expect(hints('preload')).toContain('https://account.example.in/v1/__expose_LoginPage.bb.js'));
  });

  it('adds nothing for a link to a route of the remote the page already uses, or to another site', async () => {
    stop = startLinkPrefetch({ observeViewport: null });
    hover(linkTo('/home'));
    hover(linkTo('/shop/07'));
    hover(linkTo('https://elsewhere.example.in/cart'));
    await letPrefetchRun();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.head.children).toHaveLength(0);
  });

  it('prefetches nothing for a remote whose release this shell refuses', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    refuseRemote({ remote: 'cart', requires: '^9.0.0', provided: '1.0.0' });
    stop = startLinkPrefetch({ observeViewport: null });
    hover(linkTo('/cart'));
    await letPrefetchRun();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.head.children).toHaveLength(0);
  });

  it('reads the manifest but prefetches none of the code of a release built for a newer contract', async () => {
    const tooNew = { ...(MANIFESTS[CART_MANIFEST] as object), metaData: { contract: { requires: '^99.0.0' } } };
    fetchMock.mockImplementationOnce(() => answer(tooNew));
    stop = startLinkPrefetch({ observeViewport: null });
    hover(linkTo('/cart'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await letPrefetchRun();
    expect(document.head.children).toHaveLength(0);
  });

  it('follows remotes.json: nothing for a remote it does not name, the newly promoted release once it changes', async () => {
    const cart = linkTo('/cart');
    jest.mocked(registeredManifestUrl).mockImplementation((name) => (name === 'cart' ? undefined : LIVE[name]));
    stop = startLinkPrefetch({ observeViewport: null });
    hover(cart);
    await letPrefetchRun();
    expect(fetchMock).not.toHaveBeenCalled();

    const promoted = 'https://cart.example.in/v4/mf-manifest.json';
    MANIFESTS[promoted] = manifestOf('CartPage');
    jest.mocked(registeredManifestUrl).mockImplementation((name) => (name === 'cart' ? promoted : LIVE[name]));
    hover(cart);
    await waitFor(() => expect(hints('preload')).toEqual(CART_FILES.map((file) => file.replace('/v3/', '/v4/'))));
    expect(fetchMock).toHaveBeenCalledWith(promoted);
    delete MANIFESTS[promoted];
  });

  it('prefetches, at low priority, a few pages whose links come into view', async () => {
    const viewport = fakeViewport();
    const cart = linkTo('/cart');
    const cartAgain = linkTo('/cart');
    const login = linkTo('/login');
    linkTo('/home');
    stop = startLinkPrefetch({ observeViewport: viewport.observeViewport, network: {} });
    expect([...viewport.observed]).toEqual([cart, cartAgain, login]);

    viewport.show(cart, cartAgain, login);
    await waitFor(() => expect(hints('prefetch')).toHaveLength(8));
    expect(hints('prefetch')).toEqual([
      ...CART_FILES,
      'https://account.example.in/v1/remoteEntry.js',
      'https://account.example.in/v1/12.aa.js',
      'https://account.example.in/v1/__expose_LoginPage.bb.js',
      'https://account.example.in/v1/__expose_LoginPage.cc.css',
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(hints('preload')).toEqual([]);
    expect(viewport.observed.size).toBe(0);
  });

  it('watches links rendered later too: a menu opened, the next route', async () => {
    const viewport = fakeViewport();
    stop = startLinkPrefetch({ observeViewport: viewport.observeViewport, network: {} });
    expect(viewport.observed.size).toBe(0);

    const menu = document.createElement('div');
    menu.innerHTML = '<a href="/signup">Sign up</a><a href="/login">Login</a><a href="/home">Home</a>';
    document.body.appendChild(menu);
    await waitFor(() => expect(viewport.observed.size).toBe(2));
    viewport.show(...viewport.observed);
    await waitFor(() => expect(hints('prefetch')).toContain('https://account.example.in/v1/__expose_LoginPage.bb.js'));
  });

  it(`prefetches at most ${MAX_PAGES_PREFETCHED_IN_VIEW} pages for the links in view at one address`, async () => {
    const viewport = fakeViewport();
    const pages = ['CartPage', 'WishlistPage', 'CheckoutPage', 'OrdersPage', 'LoginPage'];
    jest
      .mocked(registeredManifestUrl)
      .mockImplementation((name) => (name === 'cart' || name === 'account' ? name : undefined));
    fetchMock.mockImplementation((url: string) =>
      answer({
        metaData: { publicPath: `https://${url}.example.in/`, remoteEntry: { path: '', name: 'remoteEntry.js' } },
        exposes: pages.map((page) => ({ name: page, assets: { js: { sync: [`${page}.js`] } } })),
      }),
    );
    const links = ['/cart', '/wishlist', '/checkout', '/orders', '/login'].map(linkTo);
    stop = startLinkPrefetch({ observeViewport: viewport.observeViewport, network: {} });
    viewport.show(...links);
    await waitFor(() => expect(hints('prefetch').filter((href) => href.endsWith('Page.js'))).toHaveLength(4));
    await letPrefetchRun();
    expect(hints('prefetch')).not.toContain('https://account.example.in/LoginPage.js');
    expect(viewport.observed.size).toBe(0);
  });

  it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
    'watches no link in view when the connection says %j, and still prepares a hovered one',
    async (network) => {
      const viewport = fakeViewport();
      const cart = linkTo('/cart');
      stop = startLinkPrefetch({ observeViewport: viewport.observeViewport, network });
      expect(viewport.observed.size).toBe(0);
      hover(cart);
      await waitFor(() => expect(hints('preload')).toEqual(CART_FILES));
    },
  );

  it('no longer listens once stopped', async () => {
    const cart = linkTo('/cart');
    startLinkPrefetch({ observeViewport: null })();
    hover(cart);
    await letPrefetchRun();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
