import { FILTER_CATEGORIES, PRODUCT_CATEGORIES, categoryFromSlug, categorySlug } from './categories';

describe('category slugs', () => {
  it.each(FILTER_CATEGORIES.map((c) => [c]))('round-trips %s', (category) => {
    expect(categoryFromSlug(categorySlug(category))).toBe(category);
  });

  it('is lowercase with hyphens for spaces', () => {
    expect(categorySlug('Single Door Cupboard')).toBe('single-door-cupboard');
  });

  it('answers null for an unknown name', () => {
    expect(categoryFromSlug('spaceship')).toBeNull();
  });

  it('has 12 filter categories starting at Table and covering the 11 product categories', () => {
    expect(FILTER_CATEGORIES).toHaveLength(12);
    expect(FILTER_CATEGORIES[0]).toBe('Table');
    for (const c of PRODUCT_CATEGORIES) expect(FILTER_CATEGORIES).toContain(c);
  });
});
