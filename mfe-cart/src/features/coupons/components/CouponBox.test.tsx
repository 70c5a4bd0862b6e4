import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart } from 'shared-contracts';
import CartPage from '../../../pages/CartPage';
import { json } from '../../../test/fakeCatalogue';
import { renderPage, send, startWithProductInCart, stopTestRuntime } from '../../../test/renderWithRuntime';
import { APPLIED_COUPON_KEY } from '../api/couponApi';
import { COUPON_TEXT } from './CouponBox';

const chair = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };

/** The server: saves the cart and prices DIWALI10 at 10 % of what was saved; any other code is refused with its reason. */
let savedPaise = 0;
const calls = jest.fn((url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const path = new URL(String(url)).pathname;
  const body = JSON.parse(String(init?.body ?? '{}')) as {
    items?: Array<{ price: number; quantity: number }>;
    code?: string;
  };
  if (path === '/api/carts/me') {
    savedPaise = (body.items ?? []).reduce((sum, item) => sum + item.price * 100 * item.quantity, 0);
    return json({ items: body.items, revision: 1 });
  }
  if (path === '/api/coupons/check') {
    const code = String(body.code).toUpperCase();
    if (code !== 'DIWALI10') return json({ applies: false, code, reason: 'Minimum order ₹10,000' });
    const discountPaise = savedPaise / 10;
    return json({
      applies: true,
      code,
      discountPaise,
      subtotalPaise: savedPaise,
      totalPaise: savedPaise - discountPaise,
    });
  }
  return json({ statusCode: 404, message: `unexpected ${path}` }, 404);
});

beforeEach(() => {
  sessionStorage.clear();
  calls.mockClear();
  startWithProductInCart(chair, calls, { stock: 50 });
});
afterEach(() => stopTestRuntime());

async function showCart(): Promise<void> {
  renderPage(<CartPage />, '/cart');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const field = () => screen.getByRole('textbox', { name: COUPON_TEXT.label });

it("shows the server's reason for a code that does not apply, and remembers nothing", async () => {
  const user = userEvent.setup();
  await showCart();
  await user.type(field(), 'small{Enter}');
  expect(await screen.findByText('Minimum order ₹10,000')).toBeInTheDocument();
  expect(sessionStorage.getItem(APPLIED_COUPON_KEY)).toBeNull();
});

it("applies a code with the server's discount, prices it again when the cart changes, and removes it", async () => {
  const user = userEvent.setup();
  await showCart();
  await user.type(field(), 'diwali10{Enter}');
  expect(await screen.findByText(COUPON_TEXT.applied('DIWALI10', 45_000))).toBeInTheDocument();
  expect(screen.getByTestId('coupon-total')).toHaveTextContent(COUPON_TEXT.total(405_000));
  expect(sessionStorage.getItem(APPLIED_COUPON_KEY)).toBe('DIWALI10');

  send(() => addToCart(chair));
  expect(await screen.findByText(COUPON_TEXT.applied('DIWALI10', 90_000))).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: COUPON_TEXT.remove }));
  expect(screen.queryByTestId('coupon-discount')).not.toBeInTheDocument();
  expect(field()).toBeInTheDocument();
  expect(sessionStorage.getItem(APPLIED_COUPON_KEY)).toBeNull();
});
