import { screen, within } from '@testing-library/react';
import { categorySlug, FILTER_CATEGORIES, MESSAGES } from 'shared-contracts';
import { BUILT_IN_PRODUCTS } from 'shared-contracts/catalogue';
import { renderPage } from '../test/renderPage';
import CategoryPage from './CategoryPage';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn() }));

const renderCategory = (slug: string) => renderPage(<CategoryPage />, { url: `/category/${slug}`, route: '/category/:categoryName' });

it('lists only the built-in products of the category', () => {
  renderCategory('study-table');
  expect(screen.getByRole('heading', { level: 1, name: 'Study Table' })).toBeInTheDocument();
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(BUILT_IN_PRODUCTS.filter((p) => p.category === 'Study Table').length);
  for (const card of cards) expect(within(card).getByText('Study Table')).toBeInTheDocument();
});

it.each(FILTER_CATEGORIES.filter((c) => c !== 'Table').map((c) => [categorySlug(c)]))('has products for /category/%s', (slug) => {
  renderCategory(slug);
  expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
});

it('says "No products found in this category." for Table (no built-in ones) and for unknown names', () => {
  const view = renderCategory('table');
  expect(screen.getByText(MESSAGES.noCategoryProducts)).toBeInTheDocument();
  view.unmount();
  renderCategory('spaceships');
  expect(screen.getByRole('heading', { level: 1, name: 'Category' })).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.noCategoryProducts)).toBeInTheDocument();
  expect(screen.queryAllByRole('article')).toHaveLength(0);
});
