import { withQuery } from './withQuery';

describe('withQuery', () => {
  it('adds the given parameters, encoded, in the order given, leaving out empty and undefined ones', () => {
    expect(withQuery('/api/products', { limit: 20, offset: 0, q: 'teak & oak', category: undefined, sort: '' })).toBe(
      '/api/products?limit=20&offset=0&q=teak+%26+oak',
    );
  });

  it('is the bare path without parameters', () => {
    expect(withQuery('/api/products', { q: '' })).toBe('/api/products');
  });
});
