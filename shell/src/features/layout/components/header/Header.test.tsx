import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishCart, publishWishlist, summariseCart, type CartItem } from 'shared-contracts';
import { renderWithProviders, resetCartContract } from '../../testing/renderWithProviders';
import { Header } from './Header';

const line = (id: string, quantity: number, price = 1000): CartItem => ({
  id,
  productName: `Product ${id}`,
  imgUrl: `/img/${id}.svg`,
  price,
  quantity,
  totalPrice: price * quantity,
});

const wish = (id: string) => ({ id, productName: `Product ${id}`, price: 500, imgUrl: `/img/${id}.svg` });

function setScrollY(value: number): void {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  resetCartContract();
  setScrollY(0);
});

describe('Header', () => {
  it('shows the brand from config linking home, and the four nav links', () => {
    renderWithProviders(<Header />, { config: { storeName: 'Teakwood' } });
    expect(screen.getByRole('link', { name: 'Teakwood' })).toHaveAttribute('href', '/home');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/home'],
      ['Shop', '/shop'],
      ['Cart', '/cart'],
      ['About us', '/about'],
    ]);
  });

  it('marks the current page link as active', () => {
    renderWithProviders(<Header />, { route: '/shop' });
    const shop = screen.getByRole('link', { name: 'Shop' });
    expect(shop).toHaveAttribute('aria-current', 'page');
    expect(shop).toHaveClass('site-nav__link--active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('has wishlist and cart icon links with no badges at zero', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(screen.getAllByRole('link', { name: 'Cart' }).map((a) => a.getAttribute('href'))).toEqual([
      '/cart',
      '/cart',
    ]);
    expect(screen.queryByTestId('wishlist-count')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('shows the counts the cart runtime publishes, and hides them again when emptied', () => {
    renderWithProviders(<Header />);
    act(() => {
      publishCart(summariseCart([line('01', 2), line('07', 3)]));
      publishWishlist([wish('01'), wish('02')]);
    });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('5');
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toHaveAttribute('href', '/wishlist');

    act(() => {
      publishCart(summariseCart([]));
      publishWishlist([]);
    });
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wishlist-count')).not.toBeInTheDocument();
  });

  it('reads a count published before it mounted', () => {
    act(() => publishWishlist([wish('09')]));
    renderWithProviders(<Header />);
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
  });

  it('becomes sticky only once scrolled more than 80 px', () => {
    renderWithProviders(<Header />);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('site-header--sticky');
    setScrollY(80);
    expect(header).not.toHaveClass('site-header--sticky');
    setScrollY(81);
    expect(header).toHaveClass('site-header--sticky');
    setScrollY(10);
    expect(header).not.toHaveClass('site-header--sticky');
  });

  it("reads the scroll offset once, not again after React's commit (where it would force a layout)", () => {
    let reads = 0;
    const countRead = (): number => {
      reads += 1;
      return 0;
    };
    Object.defineProperty(window, 'scrollY', { configurable: true, get: countRead });
    renderWithProviders(<Header />);
    expect(reads).toBe(1);
  });

  it('is sticky straight away when the page loads already scrolled', () => {
    setScrollY(500);
    renderWithProviders(<Header />);
    expect(screen.getByRole('banner')).toHaveClass('site-header--sticky');
  });
});

describe('Header mobile menu', () => {
  it('toggles the navigation it controls', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(button).toHaveAttribute('aria-controls', nav.id);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveClass('site-nav--open');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('site-nav--open');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after navigating', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'About us' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside the header', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(screen.getByTestId('location'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
