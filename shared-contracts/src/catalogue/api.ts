/**
 * The public products API (server/src/features/products): the list and the live stream. The admin's
 * POST /api/products body is CreateProductRequest in admin-api.ts.
 */
import type { Product } from '../types';

export const PRODUCT_API_PATHS = {
  /** GET: every stored (remote) product as Product[], oldest first. POST (admin): add one. */
  products: '/api/products',
  /** GET: Server-Sent Events, one `product` event per product added from now on. */
  stream: '/api/products/stream',
} as const;

/** Names of the events on the product stream. */
export const PRODUCT_STREAM_EVENTS = {
  /** Sent once on (re)connect: { count } of stored products. */
  ready: 'ready',
  /** A product was added or changed: the Product as JSON. */
  product: 'product',
} as const;

export interface ProductStreamReady {
  count: number;
}

export type ProductListResponse = Product[];
