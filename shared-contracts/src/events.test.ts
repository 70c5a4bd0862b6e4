import { summariseCart } from './cart-math';
import {
  addToCart,
  addToWishlist,
  getCartSnapshot,
  getWishlistSnapshot,
  onCartCommandWaiting,
  publishCart,
  publishWishlist,
  serveCartCommands,
  subscribeCart,
  subscribeWishlist,
  type CartCommand,
} from './events';

const chair = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };

describe('cart/wishlist event contract', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  it('gives a late subscriber the current snapshot', () => {
    const cart = summariseCart([{ ...chair, quantity: 2, totalPrice: 9000 }]);
    publishCart(cart);
    publishWishlist([chair]);

    // Subscribing after the change: the snapshot already holds the state.
    const listener = jest.fn();
    const unsubscribe = subscribeCart(listener);
    expect(getCartSnapshot()).toEqual({ items: cart.items, totalQuantity: 2, totalAmount: 9000 });
    expect(getWishlistSnapshot()).toEqual([chair]);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('notifies subscribers of their own kind of change only', () => {
    const onCart = jest.fn();
    const onWishlist = jest.fn();
    const offCart = subscribeCart(onCart);
    const offWishlist = subscribeWishlist(onWishlist);
    publishWishlist([]);
    expect(onWishlist).toHaveBeenCalledTimes(1);
    expect(onCart).not.toHaveBeenCalled();
    offCart();
    offWishlist();
  });

  it('queues commands sent before the runtime starts and delivers them in order', () => {
    addToCart(chair);
    addToWishlist(chair);
    const received: CartCommand[] = [];
    stop = serveCartCommands((command) => received.push(command));
    addToCart({ ...chair, id: '08' });
    expect(received.map((c) => c.type)).toEqual(['cart/add', 'wishlist/add', 'cart/add']);
  });

  it('sends only the fields of a cart line, whatever object it is given', () => {
    const received: CartCommand[] = [];
    stop = serveCartCommands((command) => received.push(command));
    addToCart({ ...chair, category: 'Chair' } as typeof chair);
    expect(received[0]).toEqual({ type: 'cart/add', item: chair });
  });

  it('tells the host when a command waits for a runtime that has not started, and not once it has', () => {
    const waiting = jest.fn();
    const unsubscribe = onCartCommandWaiting(waiting);
    addToCart(chair);
    expect(waiting).toHaveBeenCalledTimes(1);

    // A host that subscribes late hears at once that a command is waiting.
    const late = jest.fn();
    const unsubscribeLate = onCartCommandWaiting(late);
    expect(late).toHaveBeenCalledTimes(1);

    const handled: CartCommand[] = [];
    stop = serveCartCommands((command) => handled.push(command));
    expect(handled).toEqual([{ type: 'cart/add', item: chair }]);
    addToWishlist(chair);
    expect(waiting).toHaveBeenCalledTimes(1);
    unsubscribe();
    unsubscribeLate();
  });
});
