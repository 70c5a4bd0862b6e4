/**
 * @jest-environment jsdom
 */
/**
 * The catalogue's server build renders what its browser code hydrates: HTML from the server build
 * (loaded by the page server's loader) is taken over by the page's browser code with no mismatch,
 * the way the shell hydrates a server-rendered page.
 */
import { rmSync } from 'fs';
import { act, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { MemoryRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { ConfigContext, DEFAULT_CONFIG } from 'shared-contracts/react';
import { createRemoteServerLoader } from '../../server-builds/api/remoteServerLoader';
import ProductPage, { type ProductPageProps } from '../../../../../mfe-catalog/src/pages/ProductPage';
import { catalogueProduct } from '../../../../../mfe-catalog/src/test/productFixtures';
import { buildCatalogServer, type BuiltServer } from './testing/buildCatalogServer';
import { PAGE_SERVER_SHARED } from '../../server-builds/sharedModules';

const CHAIR = catalogueProduct({ id: '07', productName: 'Sheesham Arm Chair', price: 6499 });
const config = { ...DEFAULT_CONFIG, apiBaseUrl: 'http://api.test' };

const page = (Page: ComponentType<ProductPageProps>) => (
  <Routes>
    <Route path="/shop/:id" element={<Page initialProduct={CHAIR} />} />
  </Routes>
);

let built: BuiltServer;

beforeAll(() => {
  // act() without Testing Library, which would otherwise say so.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  built = buildCatalogServer();
}, 180_000);

afterAll(() => {
  rmSync(built.dir, { recursive: true, force: true });
  Reflect.deleteProperty(globalThis, 'fetch');
});

it("hydrates the server build's /shop/{id} HTML with the browser code: no mismatch, the same elements kept", async () => {
  const build = await createRemoteServerLoader({ shared: PAGE_SERVER_SHARED, policy: built.policy }).loadFromManifest(
    built.manifestUrl,
    null,
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ConfigContext.Provider value={config}>
      <StaticRouter location="/shop/07">{page(build.getPage<ProductPageProps>('./ProductPage'))}</StaticRouter>
    </ConfigContext.Provider>,
  );
  document.body.append(container);
  const heading = container.querySelector('h1');
  // The browser's reads after hydration never answer here: only the server's HTML and the given product count.
  Object.assign(globalThis, { fetch: jest.fn(() => new Promise<Response>(() => undefined)) });
  const consoleError = jest.spyOn(console, 'error');
  const recoverable = jest.fn();

  await act(async () => {
    hydrateRoot(
      container,
      <ConfigContext.Provider value={config}>
        <MemoryRouter initialEntries={['/shop/07']}>{page(ProductPage)}</MemoryRouter>
      </ConfigContext.Provider>,
      { onRecoverableError: recoverable },
    );
  });

  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  expect(container.querySelector('h1')).toBe(heading);
  expect(heading).toHaveTextContent('Sheesham Arm Chair');
});
