import type { CatalogueProduct } from 'shared-contracts';
import { matchesFilters } from './matchesFilters';

const product = (productName: string, category: string): CatalogueProduct => ({
  id: productName,
  productName,
  category,
  imgUrl: '',
  price: 100,
  shortDesc: '',
  description: 'Solid wood.',
  reviews: [],
  avgRating: 0,
  stock: 3,
  status: 'active',
  createdAt: '',
  updatedAt: '',
  reviewCount: 0,
});

describe('matchesFilters (whether a streamed product passes a server page’s filters)', () => {
  const sofa = product('Chettinad Teak Sofa', 'Sofa');
  const almirah = product('Jodhpur Sheesham Almirah', 'Single Door Cupboard');

  it('leaves the search to the server: a searched list is read again, whatever the words', () => {
    expect(matchesFilters(almirah, { q: 'sofaa' })).toBe(true);
    expect(matchesFilters(almirah, { category: 'Sofa', q: 'almirah' })).toBe(false);
  });

  it('keeps the category equal, case-insensitively; no filter matches everything', () => {
    expect(matchesFilters(sofa, { category: ' sofa ' })).toBe(true);
    expect(matchesFilters(sofa, { category: 'Chair' })).toBe(false);
    expect(matchesFilters(sofa, {})).toBe(true);
  });

  it('applies the price (in paise), stock and rating filters as the server does', () => {
    const rated = { ...sofa, price: 150.5, avgRating: 4.2 };
    expect(matchesFilters(rated, { minPricePaise: 15050, maxPricePaise: 15050 })).toBe(true);
    expect(matchesFilters(rated, { minPricePaise: 15051 })).toBe(false);
    expect(matchesFilters(rated, { maxPricePaise: 15049 })).toBe(false);
    expect(matchesFilters(rated, { inStock: true, minRating: 4 })).toBe(true);
    expect(matchesFilters({ ...rated, stock: 0 }, { inStock: true })).toBe(false);
    expect(matchesFilters(rated, { minRating: 5 })).toBe(false);
  });
});
