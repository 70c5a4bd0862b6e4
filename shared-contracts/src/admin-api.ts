/** Request and response bodies of the admin API, POST /api/products and the image upload. */
import { PRODUCT_API_PATHS } from './catalogue/api';
import { pagePath, type CursorPage, type PageQuery } from './pages';
import type { AdminRecord, Product, UserRecord } from './types';

export const ADMIN_API_PATHS = {
  users: '/api/admin/users',
  stats: '/api/admin/stats',
  me: '/api/admin/me',
  /** Admin only: adds a product to the remote catalogue. */
  products: PRODUCT_API_PATHS.products,
} as const;

export const adminUserPath = (uid: string): string => `${ADMIN_API_PATHS.users}/${encodeURIComponent(uid)}`;

/** GET /api/admin/stats: user counts for the dashboard (spec §6). */
export interface AdminStatsResponse {
  total: number;
  admins: number;
  regular: number;
}

/** Users per page of GET /api/admin/users unless `limit` asks otherwise (at most ADMIN_USERS_MAX_PAGE). */
export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_USERS_MAX_PAGE = 100;

/** GET /api/admin/users?after=&limit=: users in uid order, a page at a time. */
export type AdminUsersQuery = PageQuery;

/** GET /api/admin/users */
export interface AdminUsersResponse extends CursorPage {
  users: UserRecord[];
}

/** The URL of one page of users. */
export const adminUsersPath = (page: AdminUsersQuery = {}): string => pagePath(ADMIN_API_PATHS.users, page);

/** GET /api/admin/me: the caller's admins/{uid}, created on the first visit. */
export type AdminMeResponse = AdminRecord;

/** DELETE /api/admin/users/{uid} */
export interface DeleteUserResponse {
  uid: string;
  /** Whether a sign-in account existed and was removed (records are removed either way). */
  authAccountDeleted: boolean;
}

/** POST /api/products: the body type lives with the products API contract. */
export type { CreateProductRequest } from './catalogue/api';

export type CreateProductResponse = Product;

/** What a Cloudinary unsigned upload answers (the fields this shop reads or checks). */
export interface UploadImageResponse {
  secure_url: string;
  public_id: string;
  format: string;
  bytes: number;
  width?: number;
  height?: number;
}

/** Limits of product fields, shared by the add-product form and the server's schema. */
export const PRODUCT_LIMITS = {
  productName: 120,
  shortDesc: 300,
  description: 5000,
  imgUrl: 2048,
  maxPrice: 10_000_000,
  /** Largest image the local upload endpoint accepts. */
  imageBytes: 5 * 1024 * 1024,
} as const;
