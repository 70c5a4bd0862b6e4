import type { ReactElement } from 'react';
import { showToast } from 'shared-contracts/toast';
import { addToCart, formatRupees, MESSAGES, removeFromWishlist, type WishlistItem } from 'shared-contracts';
import { lineName } from 'shared-contracts/catalogue';
import { ProductThumb } from '../../../components/ProductThumb';

interface WishlistRowProps {
  item: WishlistItem;
  added: boolean;
  onAdded: () => void;
}

/** One wished-for product or version of one: Add to Cart (then the row reads Added, struck through) and remove. */
export function WishlistRow({ item, added, onAdded }: WishlistRowProps): ReactElement {
  const { id, imgUrl, price, variantSku } = item;
  const productName = lineName(item);
  const add = () => {
    addToCart(item);
    onAdded();
    showToast('success', MESSAGES.addedToCart);
  };
  const remove = () => {
    removeFromWishlist(id, variantSku);
    showToast('info', MESSAGES.removedFromWishlist);
  };
  return (
    <li className={added ? 'cart-wish cart-wish--added' : 'cart-wish'} aria-label={productName}>
      <ProductThumb src={imgUrl} name={productName} />
      <p className="cart-wish__name">
        {productName}
        {added && <span className="visually-hidden"> (added to cart)</span>}
      </p>
      <p className="cart-wish__price">{formatRupees(price)}</p>
      <div className="cart-wish__actions">
        <button type="button" className="cart-button" disabled={added} onClick={add}>
          {added ? 'Added' : 'Add to Cart'}
        </button>
        <button
          type="button"
          className="cart-link-button"
          aria-label={`Remove ${productName} from wishlist`}
          onClick={remove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
