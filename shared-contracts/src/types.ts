/** Entities of spec §3. Prices are numbers in rupees. */
import type { GstRate } from './gst/tax';

export type Role = 'Admin' | 'User';

export interface Review {
  rating: number;
  text: string;
  name?: string;
}

export interface Product {
  id: string;
  productName: string;
  imgUrl: string;
  category: string;
  price: number;
  shortDesc: string;
  description: string;
  reviews: Review[];
  avgRating: number;
}

export type ProductStatus = 'active' | 'archived';

/** One way a product comes, and its choices: { name: 'Finish', values: ['Teak', 'Walnut'] }. */
export interface ProductOption {
  name: string;
  values: string[];
}

/**
 * One combination of a product's options as sold: its own SKU, price, stock and status (rules and
 * helpers: shared-contracts/catalogue variants.ts).
 */
export interface ProductVariant {
  /** Unique across the shop. */
  sku: string;
  /** The chosen value of each of the product's options, in the order of `options`. */
  optionValues: string[];
  /** Whole rupees, above zero. */
  price: number;
  /** Whole rupees above `price`: this variant is on sale, and this is what it sold at before. */
  compareAtPrice?: number;
  /** Units in stock, an integer >= 0. */
  stock: number;
  /** Its own pictures (at most 8); absent: the product's. */
  images?: string[];
  /** Archived variants are not sold; a variant that is in an order is archived instead of deleted. */
  status: ProductStatus;
}

/**
 * A product as the catalogue in storage keeps it (products/{id}): the spec's Product plus what the
 * shop owner manages. A separate type (not optional fields on Product) so the built-in list, carts
 * and every Product consumer keep compiling unchanged, and a stored product always has all four.
 */
export interface CatalogueProduct extends Product {
  /** Units in stock, an integer >= 0. */
  stock: number;
  /** Archived products are hidden from shoppers but kept for past orders and the admin. */
  status: ProductStatus;
  /** ISO times. */
  createdAt: string;
  updatedAt: string;
  /**
   * How many visible reviews the product has (the server keeps it with avgRating). `reviews` holds
   * the newest few of them only; the whole list is paged from the reviews API.
   */
  reviewCount: number; /** The most units of it one order may hold; absent: the shop's default (CHECKOUT_MAX_UNITS_PER_PRODUCT). */
  maxPerOrder?: number;
  /** The HSN code its invoices print (4 to 8 digits); absent: the shop's default (DEFAULT_PRODUCT_TAX in gst). */
  hsn?: string;
  /** Its GST rate, 0, 5, 12, 18 or 28 %, included in `price`; absent: the shop's default. */
  gstRatePercent?: GstRate;
  /** On sale: the price before (whole rupees, above `price`); `price` is what is charged. Absent: not on sale. */
  compareAtPrice?: number;
  /**
   * Its pictures in order (at most 8), the first being `imgUrl`; absent: `imgUrl` alone. Read them
   * with productImages (shared-contracts/catalogue), which also answers a product without any.
   */
  images?: string[];
  /**
   * Its options (at most 3) and the variants sold (at most 100). Absent or empty: a product without
   * variants, sold by its own price and stock. With variants, `price` is the lowest active variant's
   * price and `stock` the active variants' units together (the server keeps both).
   */
  options?: ProductOption[];
  variants?: ProductVariant[];
}

export interface CartItem {
  id: string;
  productName: string;
  imgUrl: string;
  price: number;
  quantity: number;
  totalPrice: number;
  /** The variant bought, for a product with variants (two variants of one product are two lines). */
  variantSku?: string;
  /** Its option values as a shopper reads them, "5-seater, Walnut" (lineName names the line). */
  variantLabel?: string;
}

export interface Cart {
  items: CartItem[];
  totalQuantity: number;
  totalAmount: number;
}

export interface WishlistItem {
  id: string;
  productName: string;
  price: number;
  imgUrl: string;
  /** As on a cart line: the variant saved, for a product with variants. */
  variantSku?: string;
  variantLabel?: string;
}

export type Wishlist = WishlistItem[];

export interface UserRecord {
  uid: string;
  displayName: string;
  email: string;
  emailVerified: boolean;
  role: Role;
}

export interface AdminRecord {
  name: string;
  email: string;
  id: string;
  role: 'Admin';
  linkedCollections: Array<'users' | 'products' | 'carts'>;
}

export interface BillingForm {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}
