import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { ConfigContext, DEFAULT_CONFIG } from 'shared-contracts/react';
import { keepServerPage, claimServerPage } from '../features/server-page/api/keptServerPage';
import { TitledPage } from './TitledPage';

const config = { ...DEFAULT_CONFIG, storeName: 'Furniture Store' };

/** The route's page taking the server's page in its commit, as RemotePage does. */
function TakesServerPage() {
  const page = keepServerPageResult;
  if (page) claimServerPage(page);
  return <p>page</p>;
}
let keepServerPageResult: ReturnType<typeof keepServerPage> = null;

const titled = (title: string) => (
  <StrictMode>
    <ConfigContext.Provider value={config}>
      <TitledPage title={title} module="catalog/CategoryPage">
        <TakesServerPage />
      </TitledPage>
    </ConfigContext.Provider>
  </StrictMode>
);

afterEach(() => {
  document.body.innerHTML = '';
  keepServerPageResult = keepServerPage(null, '/');
});

it('keeps the title the page server wrote for its page, and titles the routes after it', () => {
  document.body.innerHTML =
    '<div data-server-page="catalog/CategoryPage" data-server-path="/category/study-table"></div>';
  keepServerPageResult = keepServerPage('catalog/CategoryPage', '/category/study-table');
  document.title = 'Furniture Store - Study Table';
  const view = render(titled('Category'));
  expect(document.title).toBe('Furniture Store - Study Table');
  view.rerender(titled('About us'));
  expect(document.title).toBe('Furniture Store - About us');
  view.rerender(titled('Category'));
  expect(document.title).toBe('Furniture Store - Category');
});

it('titles a route the page server did not render', () => {
  document.title = 'Furniture Store - Home';
  render(titled('Category'));
  expect(document.title).toBe('Furniture Store - Category');
});
