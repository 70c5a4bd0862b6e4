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
          {wishlist.map((item) => {
            // One row per version: adding one version of a product marks that row alone.
            const row = `${item.id}:${item.variantSku ?? ''}`;
            return <WishlistRow key={row} item={item} added={isAdded(row)} onAdded={() => markAdded(row)} />;
          })}
        </ul>
      )}
    </section>
  );
}
