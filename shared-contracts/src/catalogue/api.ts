/**
 * The products API (server/src/features/products), shared by the catalogue, the admin app and the
 * server. Kept free of the product data, so importing it costs nothing.
 */
import type { FilterCategory } from '../categories';
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

/** POST /api/products (admin): everything but id, reviews and avgRating, which the server sets. */
export interface CreateProductRequest {
  productName: string;
  shortDesc: string;
  description: string;
  category: FilterCategory;
  /** Rupees, above zero. */
  price: number;
  imgUrl: string;
}
