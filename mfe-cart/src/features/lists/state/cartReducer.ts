/**
 * The cart's rules (spec §4), as a pure function of the cart and a command. Totals are always
 * derived from the lines (summariseCart), never adjusted on their own. Returns the same object
 * when a command changes nothing, so the runtime can skip publishing and saving.
 */
import {
  SAVED_LIST_LIMITS,
  summariseCart,
  type Cart,
  type CartCommand,
  type CartItem,
  type ProductRef,
} from 'shared-contracts';
import { sameLine } from 'shared-contracts/catalogue';

const { maxLines, maxQuantity } = SAVED_LIST_LIMITS;

function addItem(cart: Cart, item: ProductRef): Cart {
  // Two versions of one product are two lines.
  const line = cart.items.find((existing) => sameLine(existing, item));
  if (!line) {
    // Beyond the spec: the server keeps at most maxLines lines, so a save can never be refused.
    if (cart.items.length >= maxLines) return cart;
    const added: CartItem = { ...item, quantity: 1, totalPrice: item.price };
    return summariseCart([...cart.items, added]);
  }
  if (line.quantity >= maxQuantity) return cart;
  const raised: CartItem = { ...line, quantity: line.quantity + 1, totalPrice: line.totalPrice + item.price };
  return summariseCart(cart.items.map((existing) => (existing === line ? raised : existing)));
}

/** The line of product `id`, in version `variantSku` (none for a product without versions). */
type LineKey = { id: string; variantSku?: string | undefined };

function removeItem(cart: Cart, key: LineKey): Cart {
  const kept = cart.items.filter((line) => !sameLine(line, key));
  return kept.length === cart.items.length ? cart : summariseCart(kept);
}

/** Beyond the spec (the cart page's − and +): a whole number from 1 to maxQuantity. */
function setQuantity(cart: Cart, key: LineKey, wanted: number): Cart {
  if (!Number.isFinite(wanted)) return cart;
  const quantity = Math.min(maxQuantity, Math.max(1, Math.floor(wanted)));
  const line = cart.items.find((existing) => sameLine(existing, key));
  if (!line || line.quantity === quantity) return cart;
  const changed: CartItem = { ...line, quantity, totalPrice: line.price * quantity };
  return summariseCart(cart.items.map((existing) => (existing === line ? changed : existing)));
}

export function cartReducer(cart: Cart, command: CartCommand): Cart {
  switch (command.type) {
    case 'cart/add':
      return addItem(cart, command.item);
    case 'cart/remove':
      return removeItem(cart, command);
    case 'cart/setQuantity':
      return setQuantity(cart, command, command.quantity);
    case 'cart/clear':
      return cart.items.length === 0 ? cart : summariseCart([]);
    case 'cart/set':
      return summariseCart(command.items);
    default:
      return cart;
  }
}
