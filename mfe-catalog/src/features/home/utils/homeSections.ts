/** The home page's product sections (spec §2): which categories each reads from the server, and in what order it shows them. */
import type { CatalogueProduct, FilterCategory } from 'shared-contracts';
import type { ProductListQuery } from 'shared-contracts/catalogue';

export interface HomeSection {
  id: string;
  title: string;
  categories: FilterCategory[];
  /** catalogue: as listed; rating: best rated first; newest: latest additions first. */
  order: 'catalogue' | 'rating' | 'newest';
}

export const PER_SECTION = 8;

export const HOME_SECTIONS: readonly HomeSection[] = [
  { id: 'trending', title: 'Trending Products', categories: ['Chair'], order: 'catalogue' },
  { id: 'best-sales', title: 'Best Sales', categories: ['Chair', 'Sofa'], order: 'rating' },
  { id: 'new-arrivals', title: 'New Arrivals', categories: ['Study Table', 'Bench'], order: 'newest' },
  { id: 'popular', title: 'Popular in Category', categories: ['Cabinet'], order: 'rating' },
];

/** One small query per category of the section (the server filters one category at a time). */
export const sectionQueries = (section: HomeSection): ProductListQuery[] =>
  section.categories.map((category) => ({ category, limit: PER_SECTION, ...(section.order === 'newest' ? { sort: 'newest' as const } : {}) }));

const ORDER: Record<HomeSection['order'], ((a: CatalogueProduct, b: CatalogueProduct) => number) | null> = {
  catalogue: null,
  rating: (a, b) => b.avgRating - a.avgRating,
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
};

/** The section's products from its categories' pages: ordered (ties keep catalogue order), at most PER_SECTION. */
export function sectionProducts(section: HomeSection, pages: ReadonlyArray<readonly CatalogueProduct[]>): CatalogueProduct[] {
  const all = pages.flat();
  const compare = ORDER[section.order];
  return (compare ? all.sort(compare) : all).slice(0, PER_SECTION);
}
