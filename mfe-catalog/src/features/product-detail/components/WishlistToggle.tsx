import { showToast } from 'shared-contracts/toast';
import { MESSAGES, toggleWishlist, type Product } from 'shared-contracts';
import { useWishlist } from 'shared-contracts/react';
import { HeartIcon } from '../../products/components/HeartIcon';
import { toWishlistItem } from '../../products/utils/productActions';
import { useHydrated } from '../../forms/hooks/useHydrated';

/** The detail page's heart: toggles, and is filled (pressed) while the product is in the wishlist. */
export function WishlistToggle({ product }: { product: Product }) {
  const hydrated = useHydrated();
  const inWishlist = useWishlist().some((item) => item.id === product.id);
  const toggle = () => {
    toggleWishlist(toWishlistItem(product));
    showToast('success', inWishlist ? MESSAGES.removedFromWishlist : MESSAGES.addedToWishlist);
  };
  return (
    <button
      type="button"
      disabled={!hydrated}
      className="cat-icon-button cat-icon-button--large"
      aria-pressed={inWishlist}
      aria-label={inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
      onClick={toggle}
    >
      <HeartIcon filled={inWishlist} />
    </button>
  );
}
