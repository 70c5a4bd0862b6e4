/**
 * The cart/wishlist event contract (ARCHITECTURE §6). Commands go to the cart runtime, which owns the
 * state and answers with `cart/changed` and `wishlist/changed` carrying the whole state. Everything
 * travels on window events whose names are private to this module and versioned; apps call the
 * helpers below and never spell an event name.
 */
import { EMPTY_CART } from './cart-math';
import type { Cart, CartItem, WishlistItem } from './types';

export const CART_CONTRACT_VERSION = 1;

const COMMAND_EVENT = `storefront:cart-command:v${CART_CONTRACT_VERSION}`;
const STATE_EVENT = `storefront:cart-state:v${CART_CONTRACT_VERSION}`;
const STORE_KEY = Symbol.for(`storefront.cart-contract.v${CART_CONTRACT_VERSION}`);

/** A product, or one version of it (its SKU and label), as a cart or wishlist command names it. */
export type ProductRef = Pick<CartItem, 'id' | 'productName' | 'imgUrl' | 'price' | 'variantSku' | 'variantLabel'>;

/** The line a command names: the product, and its version for a product sold in versions. */
const versionOf = (item: {
  variantSku?: string;
  variantLabel?: string;
}): { variantSku?: string; variantLabel?: string } =>
  item.variantSku
    ? { variantSku: item.variantSku, ...(item.variantLabel ? { variantLabel: item.variantLabel } : {}) }
    : {};

export type CartCommand =
  | { type: 'cart/add'; item: ProductRef }
  | { type: 'cart/remove'; id: string; variantSku?: string }
  | { type: 'cart/setQuantity'; id: string; quantity: number; variantSku?: string }
  | { type: 'cart/clear' }
  | { type: 'cart/set'; items: CartItem[] }
  | { type: 'wishlist/add'; item: WishlistItem }
  | { type: 'wishlist/remove'; id: string; variantSku?: string }
  | { type: 'wishlist/toggle'; item: WishlistItem }
  | { type: 'wishlist/clear' };

export type CartStateEvent =
  { type: 'cart/changed'; state: Cart } | { type: 'wishlist/changed'; state: WishlistItem[] };

interface ContractStore {
  cart: Cart;
  wishlist: WishlistItem[];
  runtimeReady: boolean;
  /** Commands sent before the runtime started listening; it drains them when it starts. */
  pending: CartCommand[];
  /** Told when a command waits for a runtime that has not started (a host starts it on demand). */
  waiting?: Set<() => void>;
}

const EMPTY_WISHLIST: WishlistItem[] = [];

function store(): ContractStore {
  const host = globalThis as unknown as Record<symbol, ContractStore | undefined>;
  let existing = host[STORE_KEY];
  if (!existing) {
    existing = { cart: EMPTY_CART, wishlist: EMPTY_WISHLIST, runtimeReady: false, pending: [] };
    host[STORE_KEY] = existing;
  }
  return existing;
}

const eventTarget = (): EventTarget => globalThis as unknown as EventTarget;

// ---- for every app ---------------------------------------------------------------------------

export function sendCartCommand(command: CartCommand): void {
  const s = store();
  if (!s.runtimeReady) {
    s.pending.push(command);
    s.waiting?.forEach((listener) => listener());
    return;
  }
  eventTarget().dispatchEvent(new CustomEvent<CartCommand>(COMMAND_EVENT, { detail: command }));
}

export const addToCart = (item: ProductRef): void =>
  sendCartCommand({
    type: 'cart/add',
    item: { id: item.id, productName: item.productName, imgUrl: item.imgUrl, price: item.price, ...versionOf(item) },
  });
export const removeFromCart = (id: string, variantSku?: string): void =>
  sendCartCommand({ type: 'cart/remove', id, ...(variantSku ? { variantSku } : {}) });
export const setCartItemQuantity = (id: string, quantity: number, variantSku?: string): void =>
  sendCartCommand({ type: 'cart/setQuantity', id, quantity, ...(variantSku ? { variantSku } : {}) });
export const clearCart = (): void => sendCartCommand({ type: 'cart/clear' });
export const setCart = (items: CartItem[]): void => sendCartCommand({ type: 'cart/set', items });
export const addToWishlist = (item: WishlistItem): void =>
  sendCartCommand({
    type: 'wishlist/add',
    item: { id: item.id, productName: item.productName, price: item.price, imgUrl: item.imgUrl, ...versionOf(item) },
  });
export const removeFromWishlist = (id: string, variantSku?: string): void =>
  sendCartCommand({ type: 'wishlist/remove', id, ...(variantSku ? { variantSku } : {}) });
export const toggleWishlist = (item: WishlistItem): void => sendCartCommand({ type: 'wishlist/toggle', item });
export const clearWishlist = (): void => sendCartCommand({ type: 'wishlist/clear' });

/**
 * For the host that starts the runtime: calls `listener` when a command is waiting for it (at once
 * if one already is). Returns an unsubscribe.
 */
export function onCartCommandWaiting(listener: () => void): () => void {
  const s = store();
  // A store made by an older copy of this contract has no set yet.
  s.waiting ??= new Set();
  const waiting = s.waiting;
  waiting.add(listener);
  if (!s.runtimeReady && s.pending.length > 0) listener();
  return () => waiting.delete(listener);
}

/** The latest state, for a subscriber that arrives after the last change. */
export const getCartSnapshot = (): Cart => store().cart;
export const getWishlistSnapshot = (): WishlistItem[] => store().wishlist;

function subscribe(type: CartStateEvent['type'], listener: () => void): () => void {
  const onState = (event: Event) => {
    if ((event as CustomEvent<CartStateEvent>).detail.type === type) listener();
  };
  eventTarget().addEventListener(STATE_EVENT, onState);
  return () => eventTarget().removeEventListener(STATE_EVENT, onState);
}

/** Calls `listener` after each cart change; read the state with getCartSnapshot(). */
export const subscribeCart = (listener: () => void): (() => void) => subscribe('cart/changed', listener);
export const subscribeWishlist = (listener: () => void): (() => void) => subscribe('wishlist/changed', listener);

// ---- for the cart runtime only ---------------------------------------------------------------

/** Starts answering commands (queued ones first). Returns a function that stops it. */
export function serveCartCommands(handle: (command: CartCommand) => void): () => void {
  const s = store();
  const onCommand = (event: Event) => handle((event as CustomEvent<CartCommand>).detail);
  eventTarget().addEventListener(COMMAND_EVENT, onCommand);
  s.runtimeReady = true;
  const queued = s.pending.splice(0);
  queued.forEach(handle);
  return () => {
    eventTarget().removeEventListener(COMMAND_EVENT, onCommand);
    s.runtimeReady = false;
  };
}

function publish(event: CartStateEvent): void {
  const s = store();
  if (event.type === 'cart/changed') s.cart = event.state;
  else s.wishlist = event.state;
  eventTarget().dispatchEvent(new CustomEvent<CartStateEvent>(STATE_EVENT, { detail: event }));
}

export const publishCart = (state: Cart): void => publish({ type: 'cart/changed', state });
export const publishWishlist = (state: WishlistItem[]): void => publish({ type: 'wishlist/changed', state });
