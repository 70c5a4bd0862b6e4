import type { Product } from 'shared-contracts';
import { matchesQuery } from './matchesQuery';

const product = (productName: string, category: string): Product => ({
  id: productName,
  productName,
  category,
  imgUrl: '',
  price: 100,
  shortDesc: '',
  description: 'Solid wood.',
  reviews: [],
  avgRating: 0,
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
});
