/** The home page's product sections (spec §2): which categories each reads from the server, and in what order it shows them. */
import { HOME_SECTION_SIZE, homeSectionQueries, type CatalogueProduct, type HomeSection } from 'shared-contracts';

// Which queries each section makes is shared with the page server, which embeds their first pages.
export { HOME_SECTIONS, type HomeSection } from 'shared-contracts';
export const PER_SECTION = HOME_SECTION_SIZE;
export const sectionQueries = homeSectionQueries;

const ORDER: Record<HomeSection['order'], ((a: CatalogueProduct, b: CatalogueProduct) => number) | null> = {
  catalogue: null,
  rating: (a, b) => b.avgRating - a.avgRating,
  // ISO timestamps order as plain strings; localeCompare would build an ICU collator on the first
  // sort (about 25 ms of the home page's hydration here).
  newest: (a, b) => (a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? 1 : -1),
};

/** The section's products from its categories' pages: ordered (ties keep catalogue order), at most PER_SECTION. */
export function sectionProducts(
  section: HomeSection,
  pages: ReadonlyArray<readonly CatalogueProduct[]>,
): CatalogueProduct[] {
  const all = pages.flat();
  const compare = ORDER[section.order];
  return (compare ? all.sort(compare) : all).slice(0, PER_SECTION);
}
