/**
 * The built-in catalogue and its drawings, plus the products API contract. Plain TypeScript with no
 * DOM or JSX, so the server can import it to price orders (it never needs the images).
 */
export { BUILT_IN_PRODUCTS, findBuiltInProduct } from './products';
export { averageRating, isValidRating } from './rating';
export { ART_HEIGHT, ART_WIDTH, drawProduct, productImageUrl, svgDataUri, type ArtSpec, type ArtStyles } from './art';
export * from './api';
