import { showToast } from 'shared-contracts/toast';
import { MESSAGES, toggleWishlist, type Product, type ProductVariant } from 'shared-contracts';
import { sameLine } from 'shared-contracts/catalogue';
import { useWishlist } from 'shared-contracts/react';
import { HeartIcon } from '../../products/components/HeartIcon';
import { toWishlistItem } from '../../products/utils/productActions';
import { useHydrated } from '../../forms/hooks/useHydrated';

/** The detail page's heart: toggles, and is filled (pressed) while the product (the chosen version) is in the wishlist. */
export function WishlistToggle({ product, variant }: { product: Product; variant?: ProductVariant | undefined }) {
  const hydrated = useHydrated();
  const item = toWishlistItem(product, variant);
  const inWishlist = useWishlist().some((saved) => sameLine(saved, item));
  const toggle = () => {
    toggleWishlist(item);
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
