import { BUILT_IN_PRODUCTS } from 'shared-contracts/catalogue';
import { homeSections } from './homeSections';

const sections = Object.fromEntries(homeSections(BUILT_IN_PRODUCTS).map((s) => [s.id, s.products]));
const categories = (id: string) => new Set((sections[id] ?? []).map((p) => p.category));

it('fills each home section from its categories only', () => {
  expect(categories('trending')).toEqual(new Set(['Chair']));
  expect(categories('best-sales')).toEqual(new Set(['Chair', 'Sofa']));
  expect(categories('new-arrivals')).toEqual(new Set(['Study Table', 'Bench']));
  expect(categories('popular')).toEqual(new Set(['Cabinet']));
  for (const products of Object.values(sections)) {
    expect(products.length).toBeGreaterThanOrEqual(4);
    expect(products.length).toBeLessThanOrEqual(8);
  }
});

it('puts the best rated first in Best Sales', () => {
  const ratings = (sections['best-sales'] ?? []).map((p) => p.avgRating);
  expect(ratings).toEqual(ratings.slice().sort((a, b) => b - a));
});
