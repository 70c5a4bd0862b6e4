/**
 * Prices a saved cart from the catalogue in storage (products/{id}) alone (a variant's line at its
 * variant's price). The browser's prices and
 * totals are never used; an archived or unknown product, or more units of one product than an
 * order may hold (its `maxPerOrder`, else the shop's limit), stops the order with a 409 that says
 * which one.
 */
import type { CartItem, CatalogueProduct } from 'shared-contracts';
import {
  VARIANT_LINE_MESSAGES,
  findVariant,
  hasVariants,
  variantLabel,
  variantLineName,
} from 'shared-contracts/catalogue';
import { productTaxFacts, type ProductTaxFacts } from 'shared-contracts/gst';
import { httpError } from '../../http-errors';
import type { DocumentStore } from '../../storage/port';
import { createProductWriter } from '../products/productsRepository';
import { lineTotal } from '../saved-lists/repository';

export interface PricedCart {
  items: CartItem[];
  /** Each line's product's HSN code and GST rate (its own, or the shop's default), in the order of `items`. */
  taxFacts: ProductTaxFacts[];
  /** Each line's product's category, in the order of `items` (a coupon's scope). */
  categories: string[];
  /** Rupees, to the paisa. */
  amount: number;
}

export const EMPTY_CART_MESSAGE = 'Your cart is empty.';

export const unknownProductMessage = (id: string): string =>
  `A product in your cart is no longer sold (id ${id}). Remove it from the cart and try again.`;
export const archivedProductMessage = (name: string): string =>
  `${name} is no longer sold. Remove it from the cart and try again.`;
export const tooManyUnitsMessage = (name: string, most: number): string =>
  `One order can hold at most ${most} of ${name}. Lower the quantity in your cart to continue.`;

/**
 * A line's price and variant: a product with variants is priced by the active variant the line
 * names (its SKU and label go on the order line); a 409 says when it names none, an unknown or an
 * archived one, or names one of a product without variants.
 */
function variantPrice(
  product: CatalogueProduct,
  variantSku: string | undefined,
): { price: number; variant: Pick<CartItem, 'variantSku' | 'variantLabel'> } {
  if (!hasVariants(product)) {
    if (variantSku !== undefined) throw httpError(409, VARIANT_LINE_MESSAGES.noVariants(product.productName));
    return { price: product.price, variant: {} };
  }
  if (variantSku === undefined) throw httpError(409, VARIANT_LINE_MESSAGES.chooseVariant(product.productName));
  const variant = findVariant(product, variantSku);
  if (!variant) throw httpError(409, VARIANT_LINE_MESSAGES.unknownSku(product.productName, variantSku));
  if (variant.status !== 'active')
    throw httpError(409, VARIANT_LINE_MESSAGES.archivedSku(variantLineName(product, variant)));
  return { price: variant.price, variant: { variantSku, variantLabel: variantLabel(variant) } };
}

export async function priceCart(
  docs: Pick<DocumentStore, 'get' | 'create' | 'mutate' | 'mutateAll' | 'delete'>,
  lines: ReadonlyArray<Pick<CartItem, 'id' | 'quantity' | 'variantSku'>>,
  { maxUnitsPerProduct }: { maxUnitsPerProduct: number },
): Promise<PricedCart> {
  if (lines.length === 0) throw httpError(400, EMPTY_CART_MESSAGE);
  const products = createProductWriter(docs);
  const items: CartItem[] = [];
  const taxFacts: ProductTaxFacts[] = [];
  const categories: string[] = [];
  const unitsOf = (id: string): number => lines.reduce((sum, line) => sum + (line.id === id ? line.quantity : 0), 0);
  for (const { id, quantity, variantSku } of lines) {
    const product = await products.get(id);
    if (!product || !(product.price > 0)) throw httpError(409, unknownProductMessage(id));
    if (product.status !== 'active') throw httpError(409, archivedProductMessage(product.productName));
    const most = product.maxPerOrder ?? maxUnitsPerProduct;
    if (unitsOf(id) > most) throw httpError(409, tooManyUnitsMessage(product.productName, most));
    const { productName, imgUrl } = product;
    const { price, variant } = variantPrice(product, variantSku);
    items.push({ id, productName, imgUrl, price, quantity, totalPrice: lineTotal(price, quantity), ...variant });
    taxFacts.push(productTaxFacts(product));
    categories.push(product.category);
  }
  const amount = Math.round(items.reduce((sum, item) => sum + item.totalPrice, 0) * 100) / 100;
  return { items, taxFacts, categories, amount };
}
