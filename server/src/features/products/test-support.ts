/** A stored product document for the products tests (products/{id} without its id). */
import type { DocumentData } from '../../storage/port';

export const storedProduct = (extra: DocumentData = {}): DocumentData => ({
  productName: 'Teak Stool',
  shortDesc: 'Small',
  description: 'A small stool.',
  category: 'Chair',
  price: 2599,
  imgUrl: 'http://localhost:4000/uploads/s.png',
  // A picture given in `extra` is the whole gallery too.
  images: [typeof extra.imgUrl === 'string' ? extra.imgUrl : 'http://localhost:4000/uploads/s.png'],
  reviews: [],
  avgRating: 0,
  reviewCount: 0,
  stock: 2,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
