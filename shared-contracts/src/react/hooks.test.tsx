import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { publishCart, publishWishlist } from '../events';
import { EMPTY_CART } from '../cart-math';
import { useCart, useWishlist } from './hooks';

function Counts() {
  return (
    <p>
      {useCart().totalQuantity} in the cart, {useWishlist().length} wished for
    </p>
  );
}

afterEach(() => {
  publishCart(EMPTY_CART);
  publishWishlist([]);
});

test("a server render and its hydration show empty lists, the shopper's follow at once", async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  publishCart({
    items: [{ id: '07', productName: 'Chair', imgUrl: '', price: 10, quantity: 2, totalPrice: 20 }],
    totalQuantity: 2,
    totalAmount: 20,
  });
  publishWishlist([{ id: '12', productName: 'Couch', imgUrl: '', price: 30 }]);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Counts />);
  expect(container.textContent).toBe('0 in the cart, 0 wished for');

  const recoverable = jest.fn();
  const consoleError = jest.spyOn(console, 'error');
  const root = await act(async () => hydrateRoot(container, <Counts />, { onRecoverableError: recoverable }));
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  expect(container.textContent).toBe('2 in the cart, 1 wished for');
  act(() => root.unmount());
});
