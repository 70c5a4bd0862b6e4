import { useId, useState } from 'react';
import type { CatalogueProduct, ProductVariant } from 'shared-contracts';
import { sameLine, stockLabel } from 'shared-contracts/catalogue';
import { useCart } from 'shared-contracts/react';
import { addProductToCart } from '../../products/utils/productActions';
import { useValueTypedBeforeHydration } from '../../forms/hooks/useValueTypedBeforeHydration';
import { WishlistToggle } from './WishlistToggle';
import { useHydrated } from '../../forms/hooks/useHydrated';

/** Most units the quantity box offers: what is in stock and not yet in the cart. */
export const roomInStock = (stock: number, inCart: number): number => Math.max(0, stock - inCart);

/** The detail page's stock line: "In stock", "Only 3 left" or "Out of stock". */
export const detailStockText = (stock: number): string => stockLabel(stock) ?? 'In stock';

/**
 * The detail page's stock line, quantity (never above the stock left after the cart's line) and
 * Add to Cart, disabled with its reason when nothing more can be bought; and the wishlist heart.
 * For a product sold in versions, all of it is the chosen version's: its stock, its cart line.
 */
export function DetailCartActions({ product, variant }: { product: CatalogueProduct; variant?: ProductVariant }) {
  const hydrated = useHydrated();
  const stockId = useId();
  const reasonId = useId();
  const quantityId = useId();
  const stock = variant ? variant.stock : product.stock;
  const line = { id: product.id, variantSku: variant?.sku };
  const inCart = useCart().items.find((item) => sameLine(item, line))?.quantity ?? 0;
  const room = roomInStock(stock, inCart);
  const [wanted, setWanted] = useState(1);
  const takeQuantity = (typed: string) => setWanted(Number.parseInt(typed, 10) || 1);
  // A quantity typed before hydration is the one Add to Cart adds.
  const quantityField = useValueTypedBeforeHydration<HTMLInputElement>(takeQuantity);
  const quantity = Math.min(Math.max(1, wanted), Math.max(1, room));
  const soldOut = stock <= 0;
  const allInCart = !soldOut && room === 0;
  const describedBy = soldOut ? stockId : allInCart ? reasonId : undefined;

  return (
    <div className="cat-detail__buy">
      <p
        id={stockId}
        className={`cat-stock cat-detail__stock ${soldOut ? 'cat-stock--out' : stockLabel(stock) ? 'cat-stock--low' : 'cat-stock--in'}`}
      >
        {detailStockText(stock)}
      </p>
      {allInCart ? (
        <p id={reasonId} className="cat-detail__cart-note">
          All {stock} in stock are in your cart.
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
            addProductToCart(product, quantity, inCart, variant);
            setWanted(1);
          }}
        >
          Add to Cart
        </button>
        <WishlistToggle product={product} variant={variant} />
      </div>
    </div>
  );
}
