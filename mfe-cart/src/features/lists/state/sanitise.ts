/**
 * Checks for data that arrives from outside this runtime: localStorage (any script or an older
 * version may have written it), the server, and commands from other apps. Bad entries are dropped
 * rather than trusted, so one broken line never breaks the whole cart.
 */
import {
  IMG_URL_PATTERN,
  SAVED_LIST_LIMITS,
  type CartCommand,
  type CartItem,
  type ProductRef,
  type WishlistItem,
} from 'shared-contracts';
import { SKU_PATTERN } from 'shared-contracts/catalogue';

const { maxIdLength, maxNameLength, maxImgUrlLength, maxPrice, maxQuantity, maxLines } = SAVED_LIST_LIMITS;

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const imgUrl = new RegExp(IMG_URL_PATTERN);
const isImgUrl = (value: unknown): value is string => isText(value, 1, maxImgUrlLength) && imgUrl.test(value);
const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= maxPrice;

const sku = new RegExp(SKU_PATTERN);
/** Absent, or a SKU: the version of the product a line holds. */
const isVariantSku = (value: unknown): boolean => value === undefined || (typeof value === 'string' && sku.test(value));
const isVariantLabel = (value: unknown): boolean => value === undefined || isText(value, 1, maxNameLength);

export function isProductRef(value: unknown): value is ProductRef {
  return (
    isRecord(value) &&
    isText(value.id, 1, maxIdLength) &&
    isText(value.productName, 1, maxNameLength) &&
    isImgUrl(value.imgUrl) &&
    isPrice(value.price) &&
    isVariantSku(value.variantSku) &&
    isVariantLabel(value.variantLabel)
  );
}

/** The version fields of a line, kept only with a SKU. */
const versionOf = ({ variantSku, variantLabel }: ProductRef): Pick<ProductRef, 'variantSku' | 'variantLabel'> =>
  variantSku ? { variantSku, ...(variantLabel ? { variantLabel } : {}) } : {};

export const isWishlistItem: (value: unknown) => value is WishlistItem = isProductRef;

const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= maxQuantity;

export function isCartItem(value: unknown): value is CartItem {
  if (!isProductRef(value)) return false;
  const { quantity, totalPrice } = value as ProductRef & Fields;
  return isQuantity(quantity) && typeof totalPrice === 'number' && Number.isFinite(totalPrice) && totalPrice >= 0;
}

function uniqueValid<T extends { id: string; variantSku?: string }>(
  value: unknown,
  isItem: (entry: unknown) => entry is T,
): T[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const entry of value) {
    // One line per product and version.
    const key = isItem(entry) ? JSON.stringify([entry.id, entry.variantSku ?? '']) : '';
    if (!isItem(entry) || seen.has(key) || kept.length >= maxLines) continue;
    seen.add(key);
    kept.push(entry);
  }
  return kept;
}

export const toCartItems = (value: unknown): CartItem[] =>
  uniqueValid(value, isCartItem).map((item) => ({
    id: item.id,
    productName: item.productName,
    imgUrl: item.imgUrl,
    price: item.price,
    quantity: item.quantity,
    totalPrice: item.totalPrice,
    ...versionOf(item),
  }));

export const toWishlistItems = (value: unknown): WishlistItem[] =>
  uniqueValid(value, isWishlistItem).map((item) => ({
    id: item.id,
    productName: item.productName,
    price: item.price,
    imgUrl: item.imgUrl,
    ...versionOf(item),
  }));

/** A command another app sent is acted on only when its data fits the contract's types. */
export function isValidCommand(command: unknown): command is CartCommand {
  if (!isRecord(command) || typeof command.type !== 'string') return false;
  switch (command.type) {
    case 'cart/add':
    case 'wishlist/add':
    case 'wishlist/toggle':
      return isProductRef(command.item);
    case 'cart/remove':
    case 'wishlist/remove':
      return typeof command.id === 'string' && isVariantSku(command.variantSku);
    case 'cart/setQuantity':
      return typeof command.id === 'string' && typeof command.quantity === 'number' && isVariantSku(command.variantSku);
    case 'cart/set':
      return Array.isArray(command.items) && command.items.every(isCartItem);
    case 'cart/clear':
    case 'wishlist/clear':
      return true;
    default:
      return false;
  }
}
