import type { ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import { useCart, useWishlist } from 'shared-contracts/react';
import { CountBadge } from './CountBadge';
import { CartIcon, HeartIcon } from './icons';

const withCount = (label: string, count: number): string =>
  count > 0 ? `${label}, ${count} ${count === 1 ? 'item' : 'items'}` : label;

/** Wishlist and cart icon links with their badges, fed only by the cart/wishlist contract. */
export function HeaderIcons(): ReactElement {
  const wishlistCount = useWishlist().length;
  const cartCount = useCart().totalQuantity;
  return (
    <>
      <Link to={ROUTES.wishlist} className="site-icon-button" aria-label={withCount('Wishlist', wishlistCount)}>
        <HeartIcon />
        <CountBadge count={wishlistCount} testId="wishlist-count" />
      </Link>
      <Link to={ROUTES.cart} className="site-icon-button" aria-label={withCount('Cart', cartCount)}>
        <CartIcon />
        <CountBadge count={cartCount} testId="cart-count" />
      </Link>
    </>
  );
}
