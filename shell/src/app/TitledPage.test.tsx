import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { ConfigContext, DEFAULT_CONFIG } from 'shared-contracts/react';
import { pageShown, takeServerRenderedRoot } from '../features/server-page/api/serverRenderedRoot';
import { TitledPage } from './TitledPage';

const config = { ...DEFAULT_CONFIG, storeName: 'Furniture Store' };

/** The route's page, marking itself shown in its commit as RoutePageBoundary does. */
function ShownPage() {
  pageShown();
  return <p>page</p>;
}

const titled = (title: string) => (
  <StrictMode>
    <ConfigContext.Provider value={config}>
      <TitledPage title={title} module="catalog/CategoryPage">
        <ShownPage />
      </TitledPage>
    </ConfigContext.Provider>
  </StrictMode>
);

const root = () => {
  const element = document.createElement('div');
  element.setAttribute('data-server-page', 'catalog/CategoryPage');
  element.setAttribute('data-server-path', '/category/study-table');
  return element;
};

afterEach(() => takeServerRenderedRoot(document.createElement('div'), null, '/'));

it('keeps the title the page server wrote for its page, and titles the routes after it', () => {
  expect(takeServerRenderedRoot(root(), 'catalog/CategoryPage', '/category/study-table')).toBe(true);
  document.title = 'Furniture Store - Study Table';
  const view = render(titled('Category'));
  expect(document.title).toBe('Furniture Store - Study Table');
  view.rerender(titled('About us'));
  expect(document.title).toBe('Furniture Store - About us');
  view.rerender(titled('Category'));
  expect(document.title).toBe('Furniture Store - Category');
});

it('titles a route the page server did not render', () => {
  expect(takeServerRenderedRoot(root(), 'catalog/CategoryPage', '/category/sofa')).toBe(false);
  document.title = 'Furniture Store - Home';
  render(titled('Category'));
  expect(document.title).toBe('Furniture Store - Category');
});
