import type { CatalogueProduct } from 'shared-contracts';
import { matchesQuery } from './matchesQuery';

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

describe('matchesQuery (whether a streamed product belongs on a server page)', () => {
  const sofa = product('Chettinad Teak Sofa', 'Sofa');
  const almirah = product('Jodhpur Sheesham Almirah', 'Single Door Cupboard');

  it('decides the search as the server does: typos, Indian spellings, prefixes, the substring rule', () => {
    expect(matchesQuery(sofa, { q: 'sofaa' })).toBe(true);
    expect(matchesQuery(sofa, { q: 'teek sof' })).toBe(true);
    expect(matchesQuery(almirah, { q: 'shisham almira' })).toBe(true);
    expect(matchesQuery(almirah, { q: 'eesha' })).toBe(true);
    expect(matchesQuery(almirah, { q: 'sofaa' })).toBe(false);
  });

  it('keeps the category equal, case-insensitively, and an empty search matches', () => {
    expect(matchesQuery(sofa, { category: ' sofa ', q: '' })).toBe(true);
    expect(matchesQuery(sofa, { category: 'Chair', q: 'sofa' })).toBe(false);
    expect(matchesQuery(sofa, {})).toBe(true);
  });

  it('applies the price (in paise), stock and rating filters as the server does', () => {
    const rated = { ...sofa, price: 150.5, avgRating: 4.2 };
    expect(matchesQuery(rated, { minPricePaise: 15050, maxPricePaise: 15050 })).toBe(true);
    expect(matchesQuery(rated, { minPricePaise: 15051 })).toBe(false);
    expect(matchesQuery(rated, { maxPricePaise: 15049 })).toBe(false);
    expect(matchesQuery(rated, { inStock: true, minRating: 4 })).toBe(true);
    expect(matchesQuery({ ...rated, stock: 0 }, { inStock: true })).toBe(false);
    expect(matchesQuery(rated, { minRating: 5 })).toBe(false);
  });
});
