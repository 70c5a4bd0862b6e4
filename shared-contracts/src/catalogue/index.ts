/**
 * The products API contract and the small rules every app shares about products (ratings, the
 * picture box). The product data itself lives in storage; its seed is the server's.
 */
export { averageRating, isValidRating } from './rating';
export { ART_HEIGHT, ART_WIDTH, svgDataUri } from './image';
export * from './api';
export * from './reviews-api';
export * from './stock';
export * from './shop-query';
