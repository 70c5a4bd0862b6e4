import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, getCartSnapshot } from 'shared-contracts';
import { renderPage, send, startTestRuntime, stopTestRuntime } from '../test/renderWithRuntime';
import CartPage from './CartPage';

const chair = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };
const sofa = { id: '21', productName: 'Teak Sofa', imgUrl: '/sofa.svg', price: 105000 };

beforeEach(startTestRuntime);
afterEach(stopTestRuntime);

const lineOf = (name: string) => screen.getByRole('listitem', { name });
const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));

describe('Cart page', () => {
  it('shows an empty state that leads back to the shop', async () => {
    renderPage(<CartPage />, '/cart');
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Continue shopping' }));
    expect(screen.getByText('shop page')).toBeInTheDocument();
  });

  it('lists each line with picture, name, unit price, quantity and line total, and the totals in rupees', () => {
    send(() => {
      addToCart(chair);
      addToCart(chair);
      addToCart(sofa);
    });
    renderPage(<CartPage />, '/cart');

    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const chairLine = within(lineOf('Sheesham Chair'));
    const picture = chairLine.getByRole('img', { name: 'Sheesham Chair' });
    expect(picture).toHaveAttribute('width', '96');
    expect(picture).toHaveAttribute('height', '72');
    expect(chairLine.getByRole('link', { name: 'Sheesham Chair' })).toHaveAttribute('href', '/shop/07');
    expect(chairLine.getByText('₹4,500')).toBeInTheDocument();
    expect(chairLine.getByRole('status', { name: 'Quantity of Sheesham Chair' })).toHaveTextContent('2');
    expect(chairLine.getByTestId('line-total')).toHaveTextContent('₹9,000');
    expect(within(lineOf('Teak Sofa')).getByTestId('line-total')).toHaveTextContent('₹1,05,000');

    expect(summary().getByTestId('cart-total-quantity')).toHaveTextContent('3');
    expect(summary().getByTestId('cart-subtotal')).toHaveTextContent('₹1,14,000');
    expect(summary().getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(summary().getByTestId('cart-total')).toHaveTextContent('₹1,14,000');
  });

  it('+ and − change the quantity and totals; − stops at 1', async () => {
    send(() => addToCart(chair));
    renderPage(<CartPage />, '/cart');
    const line = within(lineOf('Sheesham Chair'));
    const minus = line.getByRole('button', { name: 'Decrease quantity of Sheesham Chair' });
    expect(minus).toBeDisabled();

    await userEvent.click(line.getByRole('button', { name: 'Increase quantity of Sheesham Chair' }));
    await userEvent.click(line.getByRole('button', { name: 'Increase quantity of Sheesham Chair' }));
    expect(line.getByRole('status', { name: 'Quantity of Sheesham Chair' })).toHaveTextContent('3');
    expect(line.getByTestId('line-total')).toHaveTextContent('₹13,500');
    expect(summary().getByTestId('cart-total')).toHaveTextContent('₹13,500');

    await userEvent.click(minus);
    await userEvent.click(minus);
    expect(getCartSnapshot().totalQuantity).toBe(1);
    expect(minus).toBeDisabled();
  });

  it('Remove deletes the whole line and lowers the total quantity by its quantity', async () => {
    send(() => {
      addToCart(chair);
      addToCart(chair);
      addToCart(sofa);
    });
    renderPage(<CartPage />, '/cart');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sheesham Chair from cart' }));
    expect(screen.queryByRole('listitem', { name: 'Sheesham Chair' })).not.toBeInTheDocument();
    expect(summary().getByTestId('cart-total-quantity')).toHaveTextContent('1');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Teak Sofa from cart' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('Checkout goes to /checkout', async () => {
    send(() => addToCart(chair));
    renderPage(<CartPage />, '/cart');
    await userEvent.click(summary().getByRole('link', { name: 'Checkout' }));
    expect(screen.getByText('checkout page')).toBeInTheDocument();
  });
});
