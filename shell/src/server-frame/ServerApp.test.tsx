/**
 * One document, one root: the shell's server build renders the whole site (frame and route page)
 * on the server; the browser's start-up hydrates it once, with no mismatch, keeping the server's
 * elements — at once when the page's module has arrived, and by selective hydration when it
 * arrives later (the page's boundary keeps the server's HTML meanwhile).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useState } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { DEFAULT_CONFIG, type StorefrontConfig } from 'shared-contracts';
import { useParams } from 'shared-contracts/router';
import { bootstrap } from '../app/bootstrap';
import { loadRemoteModule, registerRemotesFrom, resetRemote } from '../features/federation/api/remoteRegistry';
import { bumpRemoteGeneration } from '../features/federation/hooks/useRemoteGeneration';
import ServerApp from './ServerApp';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('../features/cart-runtime/scheduleCartRuntime', () => ({ scheduleCartRuntime: jest.fn() }));
jest.mock('../features/federation/api/linkPrefetch', () => ({ startLinkPrefetch: jest.fn() }));

const config: StorefrontConfig = { ...DEFAULT_CONFIG, storeName: 'Teak & Twine' };

/** A catalogue page: the route's parameter, and a button that works once hydrated. */
function ProductPage() {
  const { id } = useParams();
  const [added, setAdded] = useState(false);
  return (
    <section>
      <h1>Sheesham Arm Chair {id}</h1>
      <button type="button" onClick={() => setAdded(true)}>
        {added ? 'Added' : 'Add to Cart'}
      </button>
    </section>
  );
}

/** The document as the page server sends it: the site's HTML in #root, marked with its route's page and address. */
function serverRenderedRoot(address: string, Page = ProductPage): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-server-page', 'catalog/ProductPage');
  root.setAttribute('data-server-path', address);
  root.innerHTML = renderToString(
    <ServerApp config={config} location={address} page={{ module: 'catalog/ProductPage', Page }} />,
  );
  document.body.append(root);
  return root;
}

let reactRoot: Root | null = null;
const start = (root: HTMLElement) =>
  act(async () => {
    reactRoot = bootstrap(root, {
      config,
      firstPage: 'catalog/ProductPage',
      firstPageLoaded: loadRemoteModule('catalog/ProductPage'),
    });
  });

let consoleError: jest.SpyInstance;

beforeAll(() => registerRemotesFrom({ catalog: 'http://localhost:3001/mf-manifest.json' }));
beforeEach(() => {
  // Each test's page module loads anew.
  resetRemote('catalog');
  bumpRemoteGeneration('catalog');
  consoleError = jest.spyOn(console, 'error');
  window.history.replaceState(null, '', '/shop/07');
});
afterEach(() => {
  act(() => reactRoot?.unmount());
  reactRoot = null;
  document.body.innerHTML = '';
  consoleError.mockRestore();
});

it('renders the frame and the route’s page as one tree: header, the page inside main, footer', () => {
  serverRenderedRoot('/shop/07');

  const main = screen.getByRole('main');
  expect(within(main).getByRole('heading', { name: 'Sheesham Arm Chair 07' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toHaveTextContent('Teak & Twine');
  expect(main.compareDocumentPosition(screen.getByRole('contentinfo')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Shop' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

it('hydrates the server’s tree once, without a mismatch, keeping its elements; the page then works', async () => {
  jest.mocked(loadRemote).mockResolvedValue({ default: ProductPage });
  const root = serverRenderedRoot('/shop/07');
  const heading = screen.getByRole('heading', { name: 'Sheesham Arm Chair 07' });
  const header = screen.getByRole('banner');

  await start(root);

  await waitFor(() => expect(root).toHaveAttribute('data-hydrated', 'true'));
  expect(consoleError).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { name: 'Sheesham Arm Chair 07' })).toBe(heading);
  expect(screen.getByRole('banner')).toBe(header);
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(screen.getByRole('button', { name: 'Added' })).toBeInTheDocument();
});

it('keeps the server’s page while its module is still on the way, and hydrates it when it arrives', async () => {
  let arrive: (module: { default: typeof ProductPage }) => void = () => undefined;
  jest.mocked(loadRemote).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  const root = serverRenderedRoot('/shop/07');
  const heading = screen.getByRole('heading', { name: 'Sheesham Arm Chair 07' });

  await start(root);
  // The frame is React's; the page is still the server's HTML, not a skeleton.
  expect(root).not.toHaveAttribute('data-hydrated');
  expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull();
  expect(screen.getByRole('heading', { name: 'Sheesham Arm Chair 07' })).toBe(heading);

  await act(async () => arrive({ default: ProductPage }));

  await waitFor(() => expect(root).toHaveAttribute('data-hydrated', 'true'));
  expect(screen.getByRole('heading', { name: 'Sheesham Arm Chair 07' })).toBe(heading);
  expect(consoleError).not.toHaveBeenCalled();
});

it('says so on #root when the browser’s page differs from the server’s, and shows the browser’s', async () => {
  const BrowserPage = () => <h1>Sheesham Arm Chair, as the browser has it</h1>;
  jest.mocked(loadRemote).mockResolvedValue({ default: BrowserPage });
  const root = serverRenderedRoot('/shop/07');
  consoleError.mockImplementation(() => undefined);

  await start(root);

  await waitFor(() => expect(root).toHaveAttribute('data-hydrated', 'recovered'));
  expect(await screen.findByRole('heading', { name: 'Sheesham Arm Chair, as the browser has it' })).toBeInTheDocument();
});

it('renders the site itself when #root holds another address’s page', async () => {
  jest.mocked(loadRemote).mockResolvedValue({ default: ProductPage });
  const root = serverRenderedRoot('/shop/08');

  await start(root);

  expect(await screen.findByRole('heading', { name: 'Sheesham Arm Chair 07' })).toBeInTheDocument();
  expect(root).not.toHaveAttribute('data-hydrated');
  expect(consoleError).not.toHaveBeenCalled();
});
