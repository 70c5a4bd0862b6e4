import { StrictMode, act, useEffect, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { SERVER_PAGE_ATTRIBUTE, SERVER_PAGE_HYDRATED_ATTRIBUTE } from 'shared-contracts';
import { AuthContext, ConfigContext, SIGNED_OUT, useAuth, type AuthContextValue } from 'shared-contracts/react';
import { Link, MemoryRouter, Route, Routes, useParams } from 'shared-contracts/router';
import { SHOP_ROUTES } from '../../../app/routes';
import { registerRemotesFrom, resetRemote } from '../../federation/api/remoteRegistry';
import { RemotePage } from '../../federation/components/RemotePage';
import { bumpRemoteGeneration } from '../../federation/hooks/useRemoteGeneration';
import { keepServerPage } from '../api/keptServerPage';
import { serverRenderedDocument, TEST_CONFIG } from '../testing/serverRenderedDocument';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const mockedLoadRemote = jest.mocked(loadRemote);

const SIGNED_IN: AuthContextValue = {
  ...SIGNED_OUT,
  user: { uid: 'u1', email: 'asha@example.in', displayName: 'Asha', emailVerified: true, photoURL: null },
  role: 'User',
};

/** The shell's routes as the app renders them (StrictMode, config, session, router), without Firebase. */
function Shell({ url, auth = SIGNED_IN }: { url: string; auth?: AuthContextValue }) {
  return (
    <StrictMode>
      <ConfigContext.Provider value={TEST_CONFIG}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              {SHOP_ROUTES.map(({ path, module }) => (
                <Route key={path} path={path} element={<RemotePage module={module} />} />
              ))}
            </Routes>
          </MemoryRouter>
        </AuthContext.Provider>
      </ConfigContext.Provider>
    </StrictMode>
  );
}

const unmounted: string[] = [];

function AboutPage() {
  const { user } = useAuth();
  return (
    <article>
      <h1>About us</h1>
      <p data-testid="greeting">{user ? `Hello ${user.displayName ?? ''}` : 'Hello visitor'}</p>
      <Link to="/shop">Shop</Link>
    </article>
  );
}

function ProductPage() {
  const { id } = useParams();
  useEffect(() => () => void unmounted.push('product'), []);
  return (
    <article>
      <h1>Product {id}</h1>
      <Link to="/shop/08">Next product</Link>
      <Link to="/about">About</Link>
    </article>
  );
}

/** A module load the test settles when it likes. */
function heldModule(Page: ComponentType) {
  let arrive = () => undefined as void;
  mockedLoadRemote.mockImplementationOnce(() => new Promise((resolve) => (arrive = () => resolve({ default: Page }))));
  return () => act(async () => arrive());
}

let root: Root | null = null;
let consoleError: jest.SpyInstance;

beforeAll(() => {
  // act() without Testing Library, which would otherwise say so.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  registerRemotesFrom({ catalog: 'http://localhost:3001/mf-manifest.json' });
});

beforeEach(() => {
  // Each case loads its own modules: no module load and no page component of an earlier case.
  resetRemote('catalog');
  bumpRemoteGeneration('catalog');
  mockedLoadRemote.mockReset();
  unmounted.length = 0;
  consoleError = jest.spyOn(console, 'error');
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  await settle();
  consoleError.mockRestore();
});

/** What bootstrap does: keep the server's page, then render the shell into #root. */
async function boot(
  rootElement: HTMLElement,
  url: string,
  firstPage: Parameters<typeof keepServerPage>[0],
  auth?: AuthContextValue,
) {
  const kept = keepServerPage(firstPage, url);
  root = createRoot(rootElement);
  await act(async () => root?.render(<Shell url={url} auth={auth} />));
  return kept;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const click = (element: Element | null) => act(async () => (element as HTMLElement).click());

describe('a page the page server rendered', () => {
  it('is put back where the shell renders its route before any paint, then hydrated: the same nodes, no error', async () => {
    const rootElement = serverRenderedDocument({
      module: 'catalog/AboutPage',
      address: '/about',
      pattern: '/about',
      Page: AboutPage,
    });
    const element = document.querySelector<HTMLElement>(`[${SERVER_PAGE_ATTRIBUTE}]`);
    const heading = document.querySelector('h1');
    const arrive = heldModule(AboutPage);

    expect(await boot(rootElement, '/about', 'catalog/AboutPage')).toEqual({
      element,
      module: 'catalog/AboutPage',
      pattern: '/about',
    });
    // The first commit replaced the app shell; the server's page is back in place, in the route's slot.
    expect(rootElement.querySelector('[data-app-shell]')).toBeNull();
    expect(element?.isConnected).toBe(true);
    expect(element?.parentElement).toHaveAttribute('data-page-slot', '');
    expect(document.querySelector('[role="status"]')).toBeNull();
    expect(element).not.toHaveAttribute(SERVER_PAGE_HYDRATED_ATTRIBUTE);

    await arrive();
    await settle();
    expect(element).toHaveAttribute(SERVER_PAGE_HYDRATED_ATTRIBUTE, 'true');
    expect(document.querySelector('h1')).toBe(heading);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    // Rendered signed out on the server and in the hydration pass, then the shell's session follows.
    expect(document.querySelector('[data-testid="greeting"]')).toHaveTextContent('Hello Asha');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("follows the shell's router: another product renders in the same root, another route unmounts it", async () => {
    const rootElement = serverRenderedDocument({
      module: 'catalog/ProductPage',
      address: '/shop/07',
      pattern: '/shop/:id',
      Page: ProductPage,
    });
    const element = document.querySelector<HTMLElement>(`[${SERVER_PAGE_ATTRIBUTE}]`);
    mockedLoadRemote.mockResolvedValueOnce({ default: ProductPage });
    await boot(rootElement, '/shop/07', 'catalog/ProductPage');
    await settle();
    const heading = document.querySelector('h1');
    expect(heading).toHaveTextContent('Product 07');

    await click(document.querySelector('a[href="/shop/08"]'));
    expect(document.querySelector('h1')).toBe(heading);
    expect(heading).toHaveTextContent('Product 08');
    expect(element?.isConnected).toBe(true);

    mockedLoadRemote.mockResolvedValueOnce({ default: AboutPage });
    await click(document.querySelector('a[href="/about"]'));
    await settle();
    expect(unmounted).toEqual(['product']);
    expect(element?.isConnected).toBe(false);
    expect(element?.childElementCount).toBe(0);
    expect(document.querySelector('h1')).toHaveTextContent('About us');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is ignored when rendered for another address or another module: the route renders in the browser', async () => {
    const rootElement = serverRenderedDocument({
      module: 'catalog/AboutPage',
      address: '/about',
      pattern: '/about',
      Page: AboutPage,
    });
    const heading = document.querySelector('h1');
    expect(keepServerPage('catalog/AboutPage', '/about?from=mail')).toBeNull();
    expect(keepServerPage('catalog/PrivacyPolicyPage', '/about')).toBeNull();
    expect(keepServerPage(null, '/about')).toBeNull();

    mockedLoadRemote.mockResolvedValueOnce({ default: AboutPage });
    expect(await boot(rootElement, '/about?from=mail', 'catalog/AboutPage')).toBeNull();
    await settle();
    expect(document.querySelector(`[${SERVER_PAGE_ATTRIBUTE}]`)).toBeNull();
    expect(document.querySelector('h1')).toHaveTextContent('About us');
    expect(document.querySelector('h1')).not.toBe(heading);
  });

  it("renders in the browser when hydration crashes (and React's own retry in that root too), and says so", async () => {
    let crashing = false;
    function FlakyPage() {
      if (crashing) throw new Error('window is not what the server had');
      return <h1>About us</h1>;
    }
    const rootElement = serverRenderedDocument({
      module: 'catalog/AboutPage',
      address: '/about',
      pattern: '/about',
      Page: FlakyPage,
    });
    const heading = document.querySelector('h1');
    crashing = true;
    // Crashes until the shell gives up hydrating (it says so first).
    consoleError.mockImplementation((message: unknown) => {
      if (String(message).startsWith('[hydration]')) crashing = false;
    });
    mockedLoadRemote.mockResolvedValueOnce({ default: FlakyPage });
    await boot(rootElement, '/about', 'catalog/AboutPage');
    await settle();

    expect(document.querySelector(`[${SERVER_PAGE_ATTRIBUTE}]`)).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('h1')).toHaveTextContent('About us');
    expect(document.querySelector('h1')).not.toBe(heading);
    expect(consoleError).toHaveBeenCalledWith(
      '[hydration] catalog/AboutPage failed while hydrating; rendering it in the browser',
      expect.any(Error),
    );
  });

  it('gives way to the route\'s own "didn\'t load" panel when its module cannot be loaded', async () => {
    const rootElement = serverRenderedDocument({
      module: 'catalog/AboutPage',
      address: '/about',
      pattern: '/about',
      Page: AboutPage,
    });
    mockedLoadRemote.mockResolvedValue(null);
    await boot(rootElement, '/about', 'catalog/AboutPage');
    await settle();
    expect(document.querySelector(`[${SERVER_PAGE_ATTRIBUTE}]`)).toBeNull();
    expect(document.querySelector('h1')).toHaveTextContent("This part of the shop didn't load");
  });

  it('is rendered anew by React when the browser renders something else, marked and logged', async () => {
    let where = 'server';
    function SplitPage() {
      return <h1>Rendered on the {where}</h1>;
    }
    const rootElement = serverRenderedDocument({
      module: 'catalog/AboutPage',
      address: '/about',
      pattern: '/about',
      Page: SplitPage,
    });
    where = 'browser';
    consoleError.mockImplementation(() => undefined);
    mockedLoadRemote.mockResolvedValueOnce({ default: SplitPage });
    await boot(rootElement, '/about', 'catalog/AboutPage');
    await settle();

    const element = document.querySelector(`[${SERVER_PAGE_ATTRIBUTE}]`);
    expect(element).toHaveAttribute(SERVER_PAGE_HYDRATED_ATTRIBUTE, 'recovered');
    expect(document.querySelector('h1')).toHaveTextContent('Rendered on the browser');
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/^\[hydration\] catalog\/AboutPage did not match/),
      expect.anything(),
    );
  });
});
