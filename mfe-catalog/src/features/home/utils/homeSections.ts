/** The home page's product sections (spec §2), from the built-in catalogue. */
import type { Product } from 'shared-contracts';

export interface HomeSection {
  id: string;
  title: string;
  products: Product[];
}

const PER_SECTION = 8;

const inCategories = (products: readonly Product[], categories: string[]): Product[] =>
  products.filter((p) => categories.includes(p.category));

/** Best rated first; ties keep catalogue order. */
const byRating = (products: Product[]): Product[] => products.slice().sort((a, b) => b.avgRating - a.avgRating);

/** Latest additions (highest ids) first. */
const newestFirst = (products: Product[]): Product[] => products.slice().sort((a, b) => b.id.localeCompare(a.id, 'en', { numeric: true }));

export function homeSections(products: readonly Product[]): HomeSection[] {
  return [
    { id: 'trending', title: 'Trending Products', products: inCategories(products, ['Chair']).slice(0, PER_SECTION) },
    { id: 'best-sales', title: 'Best Sales', products: byRating(inCategories(products, ['Chair', 'Sofa'])).slice(0, PER_SECTION) },
    { id: 'new-arrivals', title: 'New Arrivals', products: newestFirst(inCategories(products, ['Study Table', 'Bench'])).slice(0, PER_SECTION) },
    { id: 'popular', title: 'Popular in Category', products: byRating(inCategories(products, ['Cabinet'])).slice(0, PER_SECTION) },
  ];
}
