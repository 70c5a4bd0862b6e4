/** The reviews routes as Fastify registers them (REVIEW_API_PATHS builds the same URLs for callers). */
export const REVIEW_ROUTES = {
  reviews: '/api/products/:id/reviews',
  mine: '/api/products/:id/reviews/mine',
  review: '/api/products/:id/reviews/:reviewId',
  moderate: '/api/admin/products/:id/reviews/:reviewId',
  adminList: '/api/admin/products/:id/reviews',
  approve: '/api/admin/products/:id/reviews/:reviewId/approve',
  reject: '/api/admin/products/:id/reviews/:reviewId/reject',
  held: '/api/admin/reviews/held',
} as const;
