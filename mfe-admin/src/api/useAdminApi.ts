/** Typed calls of the admin API for this session (ID token attached by useApi). */
import { useMemo } from 'react';
import {
  ADMIN_API_PATHS,
  COUPON_API_PATHS,
  type Coupon,
  type CouponInput,
  type CouponListResponse,
  ADMIN_ORDERS_API_PATHS,
  adminOrderActionPath,
  adminCouponsPath,
  adminLowStockPath,
  adminOrderPath,
  adminUserPath,
  adminUsersPath,
  type AdminLowStockResponse,
  type AdminOrderDetail,
  type AdminOrdersQuery,
  type AdminOrdersResponse,
  type AdminSalesResponse,
  type CancelOrderRequest,
  type RecordCashRequest,
  type ShipOrderRequest,
  type AdminMeResponse,
  type AdminStatsResponse,
  type AdminUsersResponse,
  type CatalogueProduct,
  type CreateProductRequest,
  type CreateProductResponse,
  type DeleteUserResponse,
} from 'shared-contracts';
import {
  FEATURED_OFFER_PATHS,
  PRODUCT_API_PATHS,
  REVIEW_API_PATHS,
  type FeaturedOffer,
  type FeaturedOfferResponse,
  type DeleteReviewResponse,
  type ModerateReviewRequest,
  type ProductListQuery,
  type ProductPage,
  type ReviewPage,
  type ReviewResponse,
  type UpdateProductRequest,
} from 'shared-contracts/catalogue';
import { DELIVERY_API_PATHS, type DeliveryTable, type DeliveryTableResponse } from 'shared-contracts/delivery';
import { GST_SETTINGS_PATH, type GstSettings, type GstSettingsResponse } from 'shared-contracts/gst';
import { useApi } from 'shared-contracts/react';
import { withQuery } from './withQuery';

export interface PageWindow {
  limit: number;
  offset: number;
}

export interface AdminApi {
  stats(): Promise<AdminStatsResponse>;
  /** A page of users in uid order: the first, or the one after `after` (the `next` of the page before). */
  users(after?: string): Promise<AdminUsersResponse>;
  /** The caller's admins/{uid}; the server creates it on the first visit. */
  me(): Promise<AdminMeResponse>;
  deleteUser(uid: string): Promise<DeleteUserResponse>;
  createProduct(body: CreateProductRequest): Promise<CreateProductResponse>;
  /** A page of products of any status (archived and all need the admin's token); no option filters. */
  products(query: Omit<ProductListQuery, 'options'>): Promise<ProductPage>;
  /** One product, archived ones included. */
  product(id: string): Promise<CatalogueProduct>;
  updateProduct(id: string, body: UpdateProductRequest): Promise<CatalogueProduct>;
  /** 409 (ApiError with the server's reason) when an order references the product. */
  deleteProduct(id: string): Promise<void>;
  /** Every review of the product, hidden ones included (flag `hidden`). */
  productReviews(productId: string, window: PageWindow): Promise<ReviewPage>;
  moderateReview(productId: string, reviewId: string, body: ModerateReviewRequest): Promise<unknown>;
  deleteReview(productId: string, reviewId: string): Promise<unknown>;
  /** Publishes a review held for approval (a visitor's); answers the product's new average and count. */
  approveReview(productId: string, reviewId: string): Promise<ReviewResponse>;
  /** Removes a review held for approval. */
  rejectReview(productId: string, reviewId: string): Promise<DeleteReviewResponse>;
  /** A page of orders, newest first. */
  orders(query: AdminOrdersQuery): Promise<AdminOrdersResponse>;
  order(id: string): Promise<AdminOrderDetail>;
  /** 409 (ApiError with the transition table's sentence) for a refused move. */
  shipOrder(id: string, body: ShipOrderRequest): Promise<AdminOrderDetail>;
  deliverOrder(id: string): Promise<AdminOrderDetail>;
  /** 502 when the provider's refund fails (nothing changed). */
  cancelOrder(id: string, body: CancelOrderRequest): Promise<AdminOrderDetail>;
  /** A delivered cash-on-delivery order's cash: 400 over the amount due, 409 when another amount is recorded. */
  recordCash(id: string, body: RecordCashRequest): Promise<AdminOrderDetail>;
  /** Revenue, paid orders, waiting to ship and low stock for the Home tab. */
  sales(): Promise<AdminSalesResponse>;
  /** The low-stock page after `after` (the sales figures' `lowStockNext`, then each page's `next`). */
  lowStock(after: string): Promise<AdminLowStockResponse>;
  /** The delivery table (the default one until the seller saves one). */
  deliveryTable(): Promise<DeliveryTableResponse>;
  /** Replaces the whole table; 400 (ApiError, body DeliveryTableProblems) lists every problem. */
  saveDeliveryTable(table: DeliveryTable): Promise<DeliveryTableResponse>;
  /** A page of coupons in code order: the first, or the one after `after` (the `next` of the page before). */
  coupons(after?: string): Promise<CouponListResponse>;
  /** 400 (ApiError naming each problem) for bad terms, 409 for a code taken. */
  createCoupon(input: CouponInput): Promise<Coupon>;
  /** Replaces a coupon's terms (its code stays); 400 for bad terms. */
  updateCoupon(code: string, terms: Omit<CouponInput, 'code'>): Promise<Coupon>;
  /** The seller's GST settings (null until saved). */
  gstSettings(): Promise<GstSettingsResponse>;
  /** Stores them whole; 400 (ApiError, body GstSettingsProblems) names each bad field. */
  saveGstSettings(settings: GstSettings): Promise<GstSettingsResponse>;
  /** The home page's featured offer as stored (null: the default couch and date). */
  featuredOffer(): Promise<FeaturedOfferResponse>;
  /** 400 (ApiError with the reason) for a product not active and on sale or an end not in the future. */
  saveFeaturedOffer(offer: FeaturedOffer): Promise<FeaturedOfferResponse>;
  clearFeaturedOffer(): Promise<FeaturedOfferResponse>;
}

export function useAdminApi(): AdminApi {
  const request = useApi();
  return useMemo<AdminApi>(
    () => ({
      stats: () => request<AdminStatsResponse>('GET', ADMIN_API_PATHS.stats),
      users: (after) => request<AdminUsersResponse>('GET', adminUsersPath({ after })),
      me: () => request<AdminMeResponse>('GET', ADMIN_API_PATHS.me),
      deleteUser: (uid) => request<DeleteUserResponse>('DELETE', adminUserPath(uid)),
      createProduct: (body) => request<CreateProductResponse>('POST', ADMIN_API_PATHS.products, body),
      products: (query) => request<ProductPage>('GET', withQuery(PRODUCT_API_PATHS.products, { ...query })),
      product: (id) => request<CatalogueProduct>('GET', PRODUCT_API_PATHS.product(id)),
      updateProduct: (id, body) => request<CatalogueProduct>('PATCH', PRODUCT_API_PATHS.product(id), body),
      deleteProduct: (id) => request<void>('DELETE', PRODUCT_API_PATHS.product(id)),
      productReviews: (productId, window) =>
        request<ReviewPage>('GET', withQuery(REVIEW_API_PATHS.adminList(productId), { ...window })),
      moderateReview: (productId, reviewId, body) =>
        request<unknown>('PATCH', REVIEW_API_PATHS.moderate(productId, reviewId), body),
      deleteReview: (productId, reviewId) => request<unknown>('DELETE', REVIEW_API_PATHS.review(productId, reviewId)),
      approveReview: (productId, reviewId) =>
        request<ReviewResponse>('POST', REVIEW_API_PATHS.approve(productId, reviewId), {}),
      rejectReview: (productId, reviewId) =>
        request<DeleteReviewResponse>('POST', REVIEW_API_PATHS.reject(productId, reviewId), {}),
      orders: (query) => request<AdminOrdersResponse>('GET', withQuery(ADMIN_ORDERS_API_PATHS.orders, { ...query })),
      order: (id) => request<AdminOrderDetail>('GET', adminOrderPath(id)),
      shipOrder: (id, body) => request<AdminOrderDetail>('POST', adminOrderActionPath(id, 'ship'), body),
      deliverOrder: (id) => request<AdminOrderDetail>('POST', adminOrderActionPath(id, 'deliver'), {}),
      cancelOrder: (id, body) => request<AdminOrderDetail>('POST', adminOrderActionPath(id, 'cancel'), body),
      recordCash: (id, body) => request<AdminOrderDetail>('POST', adminOrderActionPath(id, 'collect'), body),
      sales: () => request<AdminSalesResponse>('GET', ADMIN_ORDERS_API_PATHS.sales),
      lowStock: (after) => request<AdminLowStockResponse>('GET', adminLowStockPath({ after })),
      deliveryTable: () => request<DeliveryTableResponse>('GET', DELIVERY_API_PATHS.table),
      saveDeliveryTable: (table) => request<DeliveryTableResponse>('PUT', DELIVERY_API_PATHS.table, table),
      coupons: (after) => request<CouponListResponse>('GET', adminCouponsPath({ after })),
      createCoupon: (input) => request<Coupon>('POST', COUPON_API_PATHS.admin, input),
      updateCoupon: (code, terms) => request<Coupon>('PUT', COUPON_API_PATHS.adminOne(code), terms),
      gstSettings: () => request<GstSettingsResponse>('GET', GST_SETTINGS_PATH),
      saveGstSettings: (settings) => request<GstSettingsResponse>('PUT', GST_SETTINGS_PATH, settings),
      featuredOffer: () => request<FeaturedOfferResponse>('GET', FEATURED_OFFER_PATHS.admin),
      saveFeaturedOffer: (offer) => request<FeaturedOfferResponse>('PUT', FEATURED_OFFER_PATHS.admin, offer),
      clearFeaturedOffer: () => request<FeaturedOfferResponse>('DELETE', FEATURED_OFFER_PATHS.admin),
    }),
    [request],
  );
}
