import { useWishlist } from 'shared-contracts/react';
import { EmptyState } from '../components/EmptyState';
import { WishlistRow } from '../features/wishlist/components/WishlistRow';
import { useAddedRows } from '../features/wishlist/hooks/useAddedRows';
import '../styles/cart.css';

export default function WishlistPage() {
  const wishlist = useWishlist();
  const { isAdded, markAdded } = useAddedRows();
  return (
    <section className="cart-page" aria-labelledby="wishlist-title">
      <h1 id="wishlist-title" className="cart-title">
        Wishlist
      </h1>
      {wishlist.length === 0 ? (
        <EmptyState message="Your wishlist is empty." hint="Tap the heart on any product to keep it here for later." />
      ) : (
        <ul className="cart-wishes" aria-label="Saved products">
          {wishlist.map((item) => (
            <WishlistRow
              key={`${item.id}:${item.variantSku ?? ''}`}
              item={item}
              added={isAdded(item.id)}
              onAdded={markAdded}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
