/**
 * The shell's frame as its server build exports it: rendered on the server around a route's page,
 * then hydrated in the browser with the same tree, with no mismatch, and the shopper's own lists
 * following in the next render.
 */
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { DEFAULT_CONFIG, EMPTY_CART, publishCart, type StorefrontConfig } from 'shared-contracts';
import { StaticRouter } from 'react-router-dom';
import { MemoryRouter } from 'shared-contracts/router';
import ShellFrame from './ShellFrame';

const config: StorefrontConfig = { ...DEFAULT_CONFIG, storeName: 'Teak & Twine' };

function Page() {
  return <h1>Sheesham Arm Chair</h1>;
}

const serverHtml = (location: string): string =>
  renderToString(
    <StaticRouter location={location}>
      <ShellFrame config={config}>
        <Page />
      </ShellFrame>
    </StaticRouter>,
  );

let container: HTMLElement;
let root: Root | null = null;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  consoleError = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  consoleError.mockRestore();
  publishCart(EMPTY_CART);
});

it('renders the header, the page inside main and the footer after it, on the server, with the current page marked', () => {
  container.innerHTML = serverHtml('/shop/07');

  const main = screen.getByRole('main');
  expect(within(main).getByRole('heading', { name: 'Sheesham Arm Chair' })).toBeInTheDocument();
  const footer = screen.getByRole('contentinfo');
  expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  // Nobody's lists on the server.
  expect(screen.queryByTestId('cart-count')).toBeNull();
});

it('hydrates with the same tree without a mismatch, then shows the shopper’s cart', async () => {
  container.innerHTML = serverHtml('/shop/07');
  const heading = screen.getByRole('heading', { name: 'Sheesham Arm Chair' });
  publishCart({ ...EMPTY_CART, items: [], totalQuantity: 2 });

  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter initialEntries={['/shop/07']}>
        <ShellFrame config={config}>
          <Page />
        </ShellFrame>
      </MemoryRouter>,
    );
  });

  expect(consoleError).not.toHaveBeenCalled();
  // Hydrated in place: the server's nodes are kept.
  expect(screen.getByRole('heading', { name: 'Sheesham Arm Chair' })).toBe(heading);
  expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
});
