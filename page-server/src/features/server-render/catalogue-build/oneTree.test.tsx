/**
 * @jest-environment jsdom
 */
/**
 * One document, one root: the shell's server build renders the site (its routes, frame and the
 * page's Suspense boundary) around the catalogue's server build's page as one React tree, and the
 * browser code of both hydrates that HTML once, with no mismatch, keeping the server's elements.
 */
import { rmSync } from 'fs';
import path from 'path';
import { act, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import {
  DEFAULT_CONFIG,
  SHELL_SERVER_APP,
  type PageData,
  type ServerAppProps,
  type StorefrontConfig,
} from 'shared-contracts';
import { PageDataContext } from 'shared-contracts/react';
import ProductPage from '../../../../../mfe-catalog/src/pages/ProductPage';
import { catalogueProduct } from '../../../../../mfe-catalog/src/test/productFixtures';
import { createRemoteServerLoader } from '../../server-builds/api/remoteServerLoader';
import { PAGE_SERVER_SHARED } from '../../server-builds/sharedModules';
import { buildServerOf, type BuiltServer } from './testing/buildCatalogServer';

// The shell's browser code, compiled by jest (not by this package's type check: it is the shell's source).
const { default: ServerApp } = jest.requireActual<{ default: ComponentType<ServerAppProps> }>(
  '../../../../../shell/src/server-frame/ServerApp',
);

const CHAIR = catalogueProduct({ id: '07', productName: 'Sheesham Arm Chair', price: 6499 });
const config: StorefrontConfig = { ...DEFAULT_CONFIG, apiBaseUrl: 'http://api.test', storeName: 'Teak & Twine' };

const pageData: PageData = { product: { '07': CHAIR } };

/** The same tree on both sides: the shell's app around the route's page, with the page's data. */
const tree = (App: ComponentType<ServerAppProps>, Page: ComponentType): ReactNode => (
  <PageDataContext.Provider value={pageData}>
    <App config={config} location="/shop/07" page={{ module: 'catalog/ProductPage', Page }} />
  </PageDataContext.Provider>
);

let shellBuild: BuiltServer;
let catalogBuild: BuiltServer;
let root: Root | null = null;

beforeAll(() => {
  // act() without Testing Library, which would otherwise say so.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  shellBuild = buildServerOf('shell');
  catalogBuild = buildServerOf('mfe-catalog');
}, 300_000);

afterAll(() => {
  act(() => root?.unmount());
  for (const built of [shellBuild, catalogBuild]) rmSync(path.dirname(built.dir), { recursive: true, force: true });
  Reflect.deleteProperty(globalThis, 'fetch');
});

it('hydrates the site and the page the two server builds rendered as one tree, once, with no mismatch', async () => {
  const load = (built: BuiltServer) =>
    createRemoteServerLoader({ shared: PAGE_SERVER_SHARED, policy: built.policy }).loadFromManifest(
      built.manifestUrl,
      null,
    );
  const [shell, catalog] = await Promise.all([load(shellBuild), load(catalogBuild)]);
  expect(shell.exposes).toEqual([SHELL_SERVER_APP]);
  // renderToString: the streaming renderer, run in the same realm as the browser's, leaves the
  // router's context value set after it finishes (a page server is another process).
  const html = renderToString(tree(shell.getPage<ServerAppProps>(SHELL_SERVER_APP), catalog.getPage('./ProductPage')));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // The frame and the page in one document: the page inside main, the header before it, the footer after.
  const main = container.querySelector('main');
  const heading = main?.querySelector('h1');
  expect(heading).toHaveTextContent('Sheesham Arm Chair');
  expect(container.querySelector('header')?.compareDocumentPosition(main!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(main?.compareDocumentPosition(container.querySelector('footer')!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(container.querySelector('nav a[href="/shop"]')).toHaveAttribute('aria-current', 'page');
  // The browser's reads after hydration never answer here: only the server's HTML and the given product count.
  Object.assign(globalThis, { fetch: jest.fn(() => new Promise<Response>(() => undefined)) });
  const consoleError = jest.spyOn(console, 'error');
  const recoverable = jest.fn();

  await act(async () => {
    root = hydrateRoot(container, tree(ServerApp, ProductPage), { onRecoverableError: recoverable });
  });

  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  expect(container.querySelector('main h1')).toBe(heading);
  expect(container.querySelector('header')).not.toBeNull();
});
