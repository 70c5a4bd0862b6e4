/**
 * JSON schemas of the saved cart and wishlist. Bodies reject unknown fields, fractional or
 * non-positive quantities, over-long ids, names and image URLs, and lists over the limit.
 */
import { IMG_URL_PATTERN, SAVED_LIST_LIMITS } from 'shared-contracts';
import { SKU_PATTERN } from 'shared-contracts/catalogue';

const { maxLines, maxQuantity, maxIdLength, maxNameLength, maxImgUrlLength, maxPrice } = SAVED_LIST_LIMITS;

const productFields = {
  id: { type: 'string', minLength: 1, maxLength: maxIdLength },
  productName: { type: 'string', minLength: 1, maxLength: maxNameLength },
  imgUrl: { type: 'string', minLength: 1, maxLength: maxImgUrlLength, pattern: IMG_URL_PATTERN },
  price: { type: 'number', minimum: 0, maximum: maxPrice },
  // A product with variants: the one chosen, and its option values as shown ("5-seater, Walnut").
  variantSku: { type: 'string', pattern: SKU_PATTERN },
  variantLabel: { type: 'string', minLength: 1, maxLength: maxNameLength },
} as const;

const cartLineInput = {
  type: 'object',
  required: ['id', 'productName', 'imgUrl', 'price', 'quantity'],
  additionalProperties: false,
  properties: {
    ...productFields,
    quantity: { type: 'integer', minimum: 1, maximum: maxQuantity },
    // Optional and only checked: the stored line total is always computed here.
    totalPrice: { type: 'number', minimum: 0 },
  },
} as const;

const wishlistItem = {
  type: 'object',
  required: ['id', 'productName', 'imgUrl', 'price'],
  additionalProperties: false,
  properties: productFields,
} as const;

const cartLine = {
  ...cartLineInput,
  required: [...cartLineInput.required, 'totalPrice'],
} as const;

const listBody = (items: object) =>
  ({
    type: 'object',
    required: ['items'],
    additionalProperties: false,
    properties: { items: { type: 'array', maxItems: maxLines, items } },
  }) as const;

const listResponse = (items: object) =>
  ({
    type: 'object',
    required: ['items', 'revision'],
    additionalProperties: false,
    properties: { items: { type: 'array', items }, revision: { type: 'integer', minimum: 0 } },
  }) as const;

/** 409: the error fields and the list as it is now. */
const conflictResponse = (items: object) => {
  const list = listResponse(items);
  return {
    ...list,
    required: [...list.required, 'statusCode', 'error', 'message'],
    properties: {
      ...list.properties,
      statusCode: { type: 'integer' },
      error: { type: 'string' },
      message: { type: 'string' },
    },
  } as const;
};

const putResponses = (items: object) => ({ 200: listResponse(items), 409: conflictResponse(items) }) as const;

export const getCartSchema = { response: { 200: listResponse(cartLine) } } as const;
export const putCartSchema = { body: listBody(cartLineInput), response: putResponses(cartLine) } as const;
export const getWishlistSchema = { response: { 200: listResponse(wishlistItem) } } as const;
export const putWishlistSchema = { body: listBody(wishlistItem), response: putResponses(wishlistItem) } as const;
