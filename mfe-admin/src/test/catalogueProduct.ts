import type { CatalogueProduct } from 'shared-contracts';

/** A stored product for the admin tests; `extra` overrides any field. */
export const catalogueProduct = (extra: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  id: '07',
  productName: 'Teak Desk',
  shortDesc: 'A compact desk.',
  description: 'Solid teak with one drawer.',
  category: 'Study Table',
  price: 18500,
  imgUrl: 'http://localhost:4000/seed-art/07-abc.svg',
  reviews: [],
  avgRating: 4.5,
  reviewCount: 2,
  stock: 12,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  ...extra,
});
