import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, getCartSnapshot, setCartItemQuantity } from 'shared-contracts';
import { DEFAULT_DELIVERY_TABLE, REMEMBERED_PINCODE_KEY } from 'shared-contracts/delivery';
import { fakeCatalogue, type FakeCatalogue } from '../test/fakeCatalogue';
import { renderPage, send, startTestRuntime, stopTestRuntime } from '../test/renderWithRuntime';
import CartPage from './CartPage';

const chair = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };
const sofa = { id: '21', productName: 'Teak Sofa', imgUrl: '/sofa.svg', price: 105000 };

/** Calls other than product reads: none are expected on the cart page. */
const otherCalls = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
let catalogue: FakeCatalogue;

beforeEach(() => {
  startTestRuntime();
  catalogue = fakeCatalogue(otherCalls);
  // In stock and at the price they were added with, unless a test says otherwise.
  catalogue.products.set(chair.id, { productName: chair.productName, price: chair.price, stock: 50 });
  catalogue.products.set(sofa.id, { productName: sofa.productName, price: sofa.price, stock: 50 });
  global.fetch = catalogue.fetch;
});
afterEach(() => {
  stopTestRuntime();
  expect(otherCalls).not.toHaveBeenCalled();
});

/** Shows the cart and lets its product reads (answered at once) land. */
async function showCart(): Promise<void> {
  renderPage(<CartPage />, '/cart');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const lineOf = (name: string) => screen.getByRole('listitem', { name });
const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));

describe('Cart page', () => {
  it('shows two versions of one product as two lines, each named by its version, linked to it and changed alone', async () => {
    const threeSeater = { ...sofa, variantSku: 'SOFA-3', variantLabel: '3-seater, Walnut' };
    const fiveSeater = { ...sofa, price: 150000, variantSku: 'SOFA-5', variantLabel: '5-seater, Walnut' };
    catalogue.products.set(sofa.id, {
      productName: sofa.productName,
      price: sofa.price,
      stock: 8,
      variants: [
        { sku: 'SOFA-3', optionValues: ['3-seater', 'Walnut'], price: sofa.price, stock: 5, status: 'active' },
        { sku: 'SOFA-5', optionValues: ['5-seater', 'Walnut'], price: 150000, stock: 3, status: 'active' },
      ],
    });
    send(() => {
      addToCart(threeSeater);
      addToCart(fiveSeater);
    });
    await showCart();
    const three = within(lineOf('Teak Sofa — 3-seater, Walnut'));
    expect(three.getByRole('link', { name: 'Teak Sofa — 3-seater, Walnut' })).toHaveAttribute(
      'href',
      '/shop/21?variant=SOFA-3',
    );
    await userEvent.click(three.getByRole('button', { name: 'Increase quantity of Teak Sofa — 3-seater, Walnut' }));
    await userEvent.click(
      within(lineOf('Teak Sofa — 5-seater, Walnut')).getByRole('button', {
        name: 'Remove Teak Sofa — 5-seater, Walnut from cart',
      }),
    );
    // Each at its own version's price, not the product's lowest.
    expect(getCartSnapshot().items.map(({ variantSku, quantity, price }) => [variantSku, quantity, price])).toEqual([
      ['SOFA-3', 2, sofa.price],
    ]);
  });

  it('shows an empty state that leads back to the shop', async () => {
    await showCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Continue shopping' }));
    expect(screen.getByText('shop page')).toBeInTheDocument();
  });

  it('estimates the freight from the remembered pincode as its own line, labelled estimated, in the total', async () => {
    catalogue = fakeCatalogue(otherCalls, { answersDelivery: true });
    catalogue.products.set(chair.id, { productName: chair.productName, price: chair.price, stock: 50 });
    catalogue.delivery.table = {
      ...DEFAULT_DELIVERY_TABLE,
      restOfIndia: { ...DEFAULT_DELIVERY_TABLE.restOfIndia, freightPaise: 99_900, freeAbovePaise: 1_000_000 },
    };
    global.fetch = catalogue.fetch;
    window.localStorage.setItem(REMEMBERED_PINCODE_KEY, '560034');
    try {
      send(() => addToCart(chair));
      await showCart();
      await waitFor(() => expect(summary().getByTestId('cart-freight')).toHaveTextContent('₹999'));
      expect(summary().getByText('Delivery (estimated)')).toBeInTheDocument();
      expect(summary().getByTestId('cart-total')).toHaveTextContent('₹5,499');
    } finally {
      window.localStorage.removeItem(REMEMBERED_PINCODE_KEY);
    }
  });

  it('lists each line with picture, name, unit price, quantity and line total, and the totals in rupees', async () => {
    send(() => {
      addToCart(chair);
      addToCart(chair);
      addToCart(sofa);
    });
    await showCart();

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
    await showCart();
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
    await showCart();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sheesham Chair from cart' }));
    expect(screen.queryByRole('listitem', { name: 'Sheesham Chair' })).not.toBeInTheDocument();
    expect(summary().getByTestId('cart-total-quantity')).toHaveTextContent('1');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Teak Sofa from cart' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('Checkout goes to /checkout', async () => {
    send(() => addToCart(chair));
    await showCart();
    await userEvent.click(summary().getByRole('link', { name: 'Checkout' }));
    expect(screen.getByText('checkout page')).toBeInTheDocument();
  });
});

describe('Cart page against the stored catalogue', () => {
  const addChairs = (count: number) => send(() => Array.from({ length: count }, () => addToCart(chair)));

  it('reads each line once in the background: the lines show before any answer', async () => {
    let answerRead: () => void = () => {};
    const held = new Promise<void>((resolve) => (answerRead = resolve));
    const readsFirst = catalogue.fetch;
    global.fetch = ((url: RequestInfo | URL, init?: RequestInit) =>
      held.then(() => readsFirst(url, init))) as typeof fetch;
    addChairs(2);
    send(() => addToCart(sofa));
    renderPage(<CartPage />, '/cart');

    expect(within(lineOf('Sheesham Chair')).getByTestId('line-total')).toHaveTextContent('₹9,000');
    expect(within(lineOf('Teak Sofa')).getByRole('button', { name: 'Increase quantity of Teak Sofa' })).toBeEnabled();
    await act(async () => answerRead());
    await waitFor(() => expect(catalogue.reads.sort()).toEqual(['07', '21']));

    // A quantity change reads nothing again; the tab coming back reads every line again.
    await userEvent.click(
      within(lineOf('Sheesham Chair')).getByRole('button', { name: 'Decrease quantity of Sheesham Chair' }),
    );
    expect(catalogue.reads).toHaveLength(2);
    act(() => void fireEvent.focus(window));
    await waitFor(() => expect(catalogue.reads).toHaveLength(4));
  });

  it('a line over the stock says "Only N left" with a one-click fix, and + stops at the stock', async () => {
    catalogue.products.set(chair.id, { productName: chair.productName, price: chair.price, stock: 2 });
    addChairs(3);
    renderPage(<CartPage />, '/cart');
    const line = within(lineOf('Sheesham Chair'));

    const fix = await line.findByRole('button', { name: 'Set quantity to 2 for Sheesham Chair' });
    expect(fix).toHaveTextContent('Set quantity to 2');
    expect(line.getByText('Only 2 left')).toBeInTheDocument();
    expect(line.getByRole('button', { name: 'Increase quantity of Sheesham Chair' })).toBeDisabled();
    expect(summary().getByText('Some items need a change before checkout.')).toBeInTheDocument();

    await userEvent.click(fix);
    expect(getCartSnapshot().totalQuantity).toBe(2);
    expect(line.getByTestId('line-total')).toHaveTextContent('₹9,000');
    expect(line.queryByRole('button', { name: /^Set quantity/ })).not.toBeInTheDocument();
    expect(line.getByText('Only 2 left')).toBeInTheDocument(); // still few left, no longer a problem
    expect(summary().queryByText('Some items need a change before checkout.')).not.toBeInTheDocument();

    // Below the stock + works, up to the stock and no further.
    send(() => setCartItemQuantity(chair.id, 1));
    await userEvent.click(line.getByRole('button', { name: 'Increase quantity of Sheesham Chair' }));
    expect(getCartSnapshot().totalQuantity).toBe(2);
    expect(line.getByRole('button', { name: 'Increase quantity of Sheesham Chair' })).toBeDisabled();
  });

  it('a sold-out line says "Out of stock" and cannot be raised', async () => {
    catalogue.products.set(chair.id, { productName: chair.productName, price: chair.price, stock: 0 });
    addChairs(1);
    send(() => addToCart(sofa));
    renderPage(<CartPage />, '/cart');
    const line = within(lineOf('Sheesham Chair'));

    expect(await line.findByText('Out of stock')).toBeInTheDocument();
    expect(line.getByRole('button', { name: 'Increase quantity of Sheesham Chair' })).toBeDisabled();
    expect(within(lineOf('Teak Sofa')).queryByText(/Out of stock|Only \d+ left/)).not.toBeInTheDocument();
    expect(summary().getByText('Some items need a change before checkout.')).toBeInTheDocument();
  });

  it('a product no longer sold (404, or archived as an admin sees it) says "No longer available" and can be removed', async () => {
    catalogue.products.delete(chair.id);
    catalogue.products.set(sofa.id, { productName: sofa.productName, price: sofa.price, stock: 4, status: 'archived' });
    addChairs(1);
    send(() => addToCart(sofa));
    renderPage(<CartPage />, '/cart');

    expect(await within(lineOf('Sheesham Chair')).findByText('No longer available')).toBeInTheDocument();
    expect(await within(lineOf('Teak Sofa')).findByText('No longer available')).toBeInTheDocument();
    expect(within(lineOf('Teak Sofa')).getByRole('button', { name: 'Increase quantity of Teak Sofa' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Sheesham Chair from cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Teak Sofa from cart' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it("a changed price updates the line and the totals to the server's, and says so once", async () => {
    catalogue.products.set(chair.id, { productName: chair.productName, price: 3999, stock: 50 });
    addChairs(2);
    send(() => addToCart(sofa));
    renderPage(<CartPage />, '/cart');

    const notice = 'The price of Sheesham Chair changed from ₹4,500 to ₹3,999.';
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByText(notice).closest('[role="status"]')).not.toBeNull();
    const line = within(lineOf('Sheesham Chair'));
    expect(line.getByText('₹3,999')).toBeInTheDocument();
    expect(line.getByTestId('line-total')).toHaveTextContent('₹7,998');
    expect(summary().getByTestId('cart-total')).toHaveTextContent('₹1,12,998');
    expect(getCartSnapshot().items.find((item) => item.id === chair.id)).toMatchObject({
      price: 3999,
      quantity: 2,
      totalPrice: 7998,
    });

    // Read again (the tab came back): nothing new to say.
    act(() => void fireEvent.focus(window));
    await waitFor(() => expect(catalogue.reads).toHaveLength(4));
    expect(screen.getAllByText(notice)).toHaveLength(1);
  });
});
