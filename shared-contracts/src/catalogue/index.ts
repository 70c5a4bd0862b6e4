/**
 * The products API contract and the small rules every app shares about products (ratings, the
 * picture box, the seed pictures' names). The product data itself lives in storage; its seed is the server's.
 */
export { averageRating, isValidRating } from './rating';
export { ART_HEIGHT, ART_WIDTH, svgDataUri } from './image';
export * from './api';
export * from './reviews-api';
export * from './stock';
export * from './shop-query';
export {
  SEED_ART_CARD,
  SEED_ART_CARD_LAYOUT,
  SEED_ART_PATH,
  parseSeedArtFile,
  seedArtCardPathname,
  seedArtFileName,
  seedArtStem,
} from './seed-art';
export type { SeedArtFile, SeedArtKind } from './seed-art';
export {
  MAX_SEARCH_WORDS,
  MIN_PREFIX_LENGTH,
  PRODUCT_SEARCH_BOOSTS,
  createProductSearch,
  matchesProductSearch,
  searchWord,
  typoAllowance,
} from './product-search';
export type { ProductSearch, SearchableProduct } from './product-search';
export * from './sale';
export { GALLERY_MESSAGES, MAX_PRODUCT_IMAGES, galleryProblem, productImages } from './gallery';
export {
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  SKU_PATTERN,
  VARIANT_LIMITS,
  VARIANT_LINE_MESSAGES,
  VARIANT_MESSAGES,
  activeVariants,
  findVariant,
  hasVariants,
  lineName,
  listingPrice,
  listingStock,
  sameLine,
  variantLabel,
  variantLineName,
  variantsProblem,
} from './variants';
export type { ProductVariantInput, VariantsProblem } from './variants';
export {
  PICTURE_FORMATS,
  PICTURE_WIDTHS,
  parseUploadVariantName,
  pictureSources,
  uploadVariantName,
} from './picture-sources';
export type { PictureFormat, PictureSource, PictureSources, PictureWidth, UploadVariant } from './picture-sources';
