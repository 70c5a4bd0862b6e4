/**
 * What the product page says for a product shoppers can no longer buy (archived or deleted): the
 * server's 404 message for an archived product is this same sentence, which is how a 404 for an
 * archived product is told from one for an id that never existed ("Product not found.").
 */
export const PRODUCT_UNAVAILABLE = 'This product is no longer available.';
