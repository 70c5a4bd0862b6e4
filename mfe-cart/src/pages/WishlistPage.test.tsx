import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from 'shared-contracts/toast';
import { addToWishlist, getCartSnapshot, getWishlistSnapshot, MESSAGES } from 'shared-contracts';
import { renderPage, send, startTestRuntime, stopTestRuntime } from '../test/renderWithRuntime';
import WishlistPage from './WishlistPage';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const chair = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };
const sofa = { id: '21', productName: 'Teak Sofa', imgUrl: '/sofa.svg', price: 32000 };

beforeEach(startTestRuntime);
afterEach(stopTestRuntime);

const rowOf = (name: string) => within(screen.getByRole('listitem', { name }));

describe('Wishlist page', () => {
  it('shows an empty state', () => {
    renderPage(<WishlistPage />, '/wishlist');
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
  });

  it('lists each product with picture, name and price', () => {
    send(() => {
      addToWishlist(chair);
      addToWishlist(sofa);
    });
    renderPage(<WishlistPage />, '/wishlist');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(rowOf('Teak Sofa').getByRole('img', { name: 'Teak Sofa' })).toHaveAttribute('width', '96');
    expect(rowOf('Teak Sofa').getByText('₹32,000')).toBeInTheDocument();
  });

  it('Add to Cart adds the product, says so, and marks the row Added (struck through, disabled) for the page’s life', async () => {
    send(() => {
      addToWishlist(chair);
      addToWishlist(sofa);
    });
    renderPage(<WishlistPage />, '/wishlist');
    await userEvent.click(rowOf('Sheesham Chair').getByRole('button', { name: 'Add to Cart' }));

    expect(showToast).toHaveBeenCalledWith('success', MESSAGES.addedToCart);
    expect(getCartSnapshot().items.map((line) => [line.id, line.quantity])).toEqual([['07', 1]]);
    const added = rowOf('Sheesham Chair').getByRole('button', { name: 'Added' });
    expect(added).toBeDisabled();
    expect(screen.getByRole('listitem', { name: 'Sheesham Chair' })).toHaveClass('cart-wish--added');
    expect(rowOf('Sheesham Chair').getByText('(added to cart)')).toBeInTheDocument();
    // The other row is untouched, and the wishlist keeps the product.
    expect(rowOf('Teak Sofa').getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(getWishlistSnapshot()).toHaveLength(2);

    // Another wishlist change re-renders the list; the Added row stays Added.
    send(() => addToWishlist({ ...chair, id: '99', productName: 'Rosewood Cabinet' }));
    expect(rowOf('Sheesham Chair').getByRole('button', { name: 'Added' })).toBeDisabled();
  });

  it('adding one version of a product marks that version’s row alone', async () => {
    const honey = { ...sofa, price: 34000, variantSku: 'TS-HON', variantLabel: 'Honey' };
    const walnut = { ...sofa, price: 36000, variantSku: 'TS-WAL', variantLabel: 'Walnut' };
    send(() => {
      addToWishlist(honey);
      addToWishlist(walnut);
    });
    renderPage(<WishlistPage />, '/wishlist');
    await userEvent.click(rowOf('Teak Sofa — Honey').getByRole('button', { name: 'Add to Cart' }));
    expect(getCartSnapshot().items.map((line) => [line.id, line.variantSku])).toEqual([['21', 'TS-HON']]);
    expect(rowOf('Teak Sofa — Honey').getByRole('button', { name: 'Added' })).toBeDisabled();
    expect(rowOf('Teak Sofa — Walnut').getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('Remove takes the product off the wishlist with a toast', async () => {
    send(() => addToWishlist(chair));
    renderPage(<WishlistPage />, '/wishlist');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sheesham Chair from wishlist' }));
    expect(showToast).toHaveBeenCalledWith('info', MESSAGES.removedFromWishlist);
    expect(getWishlistSnapshot()).toEqual([]);
    expect(screen.getByText('Your wishlist is empty.')).toBeInTheDocument();
  });
});
