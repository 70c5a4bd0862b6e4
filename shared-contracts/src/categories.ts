/** The 11 categories products use (spec §3). */
export const PRODUCT_CATEGORIES = [
  'Cabinet',
  'Bench',
  'Sofa',
  'Chair',
  'Mattress',
  'Study Table',
  'Laptop Table',
  'Single Door Cupboard',
  'Double Door Cupboard',
  'Single Sized Bed',
  'Double Sized Bed',
] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The 12-entry list of the shop filter and the add-product form (clarifications). */
export const FILTER_CATEGORIES = [
  'Table',
  'Sofa',
  'Chair',
  'Bench',
  'Cabinet',
  'Mattress',
  'Study Table',
  'Laptop Table',
  'Single Door Cupboard',
  'Double Door Cupboard',
  'Single Sized Bed',
  'Double Sized Bed',
] as const;

export type FilterCategory = (typeof FILTER_CATEGORIES)[number];

/** The footer's category links (spec §2). */
export const FOOTER_CATEGORIES: readonly FilterCategory[] = ['Laptop Table', 'Bench', 'Sofa', 'Study Table'];

/** "Study Table" → "study-table". */
export function categorySlug(category: string): string {
  return category.trim().toLowerCase().replace(/\s+/g, '-');
}

/** "study-table" → "Study Table", or null for a name that is not one of the 12. */
export function categoryFromSlug(slug: string): FilterCategory | null {
  const wanted = slug.trim().toLowerCase();
  return FILTER_CATEGORIES.find((c) => categorySlug(c) === wanted) ?? null;
}
