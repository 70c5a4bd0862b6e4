import { useId, useState } from 'react';
import type { CatalogueProduct } from 'shared-contracts';
import { useCart } from 'shared-contracts/react';
import { addProductToCart } from '../../products/utils/productActions';
import { StockNote } from '../../products/components/StockNote';
import { useValueTypedBeforeHydration } from '../../forms/hooks/useValueTypedBeforeHydration';
import { WishlistToggle } from './WishlistToggle';
import { useHydrated } from '../../forms/hooks/useHydrated';

/** Most units the quantity box offers: what is in stock and not yet in the cart. */
export const roomInStock = (stock: number, inCart: number): number => Math.max(0, stock - inCart);

/**
 * The detail page's stock line, quantity (never above the stock left after the cart's line) and
 * Add to Cart, disabled with its reason when nothing more can be bought; and the wishlist heart.
 */
export function DetailCartActions({ product }: { product: CatalogueProduct }) {
  const hydrated = useHydrated();
  const stockId = useId();
  const reasonId = useId();
  const quantityId = useId();
  const inCart = useCart().items.find((line) => line.id === product.id)?.quantity ?? 0;
  const room = roomInStock(product.stock, inCart);
  const [wanted, setWanted] = useState(1);
  const takeQuantity = (typed: string) => setWanted(Number.parseInt(typed, 10) || 1);
  // A quantity typed before hydration is the one Add to Cart adds.
  const quantityField = useValueTypedBeforeHydration<HTMLInputElement>(takeQuantity);
  const quantity = Math.min(Math.max(1, wanted), Math.max(1, room));
  const soldOut = product.stock <= 0;
  const allInCart = !soldOut && room === 0;
  const describedBy = soldOut ? stockId : allInCart ? reasonId : undefined;

  return (
    <div className="cat-detail__buy">
      <StockNote stock={product.stock} id={stockId} className="cat-detail__stock" />
      {allInCart ? (
        <p id={reasonId} className="cat-detail__cart-note">
          All {product.stock} in stock are in your cart.
        </p>
      ) : null}
      <div className="cat-detail__actions">
        <label className="cat-detail__quantity" htmlFor={quantityId}>
          Quantity
          <input
            ref={quantityField}
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, room)}
            value={quantity}
            disabled={room === 0}
            aria-describedby={describedBy}
            onChange={(event) => takeQuantity(event.target.value)}
          />
        </label>
        <button
          type="button"
          className="cat-button cat-button--large"
          disabled={room === 0 || !hydrated}
          aria-describedby={describedBy}
          onClick={() => {
            addProductToCart(product, quantity, inCart);
            setWanted(1);
          }}
        >
          Add to Cart
        </button>
        <WishlistToggle product={product} />
      </div>
    </div>
  );
}
