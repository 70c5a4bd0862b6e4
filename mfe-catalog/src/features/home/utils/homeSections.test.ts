import { FIXTURE_PRODUCTS } from '../../../test/productFixtures';
import { HOME_SECTIONS, PER_SECTION, sectionProducts, sectionQueries, type HomeSection } from './homeSections';

const section = (id: string): HomeSection => HOME_SECTIONS.find((s) => s.id === id)!;
/** The pages the server would answer: each category's products in catalogue order. */
const pagesFor = (s: HomeSection) => s.categories.map((c) => FIXTURE_PRODUCTS.filter((p) => p.category === c));

it('asks one small page per category of a section, newest first for New Arrivals', () => {
  expect(sectionQueries(section('best-sales'))).toEqual([
    { category: 'Chair', limit: PER_SECTION },
    { category: 'Sofa', limit: PER_SECTION },
  ]);
  expect(sectionQueries(section('new-arrivals'))).toEqual([
    { category: 'Study Table', limit: PER_SECTION, sort: 'newest' },
    { category: 'Bench', limit: PER_SECTION, sort: 'newest' },
  ]);
});

it('puts the best rated first in Best Sales, from both categories, at most 8', () => {
  const products = sectionProducts(section('best-sales'), pagesFor(section('best-sales')));
  expect(products.length).toBeLessThanOrEqual(PER_SECTION);
  expect(products[0]!.productName).toBe('Chettinad Teak Three-Seater Sofa');
  const ratings = products.map((p) => p.avgRating);
  expect(ratings).toEqual(ratings.slice().sort((a, b) => b - a));
  expect(new Set(products.map((p) => p.category))).toEqual(new Set(['Chair', 'Sofa']));
});

it('puts the latest additions first in New Arrivals and keeps catalogue order in Trending', () => {
  const arrivals = sectionProducts(section('new-arrivals'), pagesFor(section('new-arrivals'))).map((p) => p.id);
  expect(arrivals).toEqual(['31', '22', '21']);
  const trending = sectionProducts(section('trending'), pagesFor(section('trending'))).map((p) => p.id);
  expect(trending).toEqual(['01', '02', '03', '04', '05']);
});
