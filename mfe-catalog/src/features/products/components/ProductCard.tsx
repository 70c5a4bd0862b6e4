import { memo, useId } from 'react';
import { Link } from 'shared-contracts/router';
import { productPath, type CatalogueProduct } from 'shared-contracts';
import { hasVariants, listingCompareAtPrice } from 'shared-contracts/catalogue';
import { addProductToCart, addProductToWishlist } from '../utils/productActions';
import { CardRating } from './CardRating';
import { HeartIcon } from './HeartIcon';
import { ProductImage } from './ProductImage';
import { StockNote } from './StockNote';
import './products.css';
import { ProductPrice } from './ProductPrice';
import { useHydrated } from '../../forms/hooks/useHydrated';

/** A card's width in the grid (products.css: 1 to 4 columns in a 1200 px page), so the card size is fetched, not the original. */
const CARD_SIZES =
  '(min-width: 1200px) 276px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, (min-width: 480px) 47vw, calc(100vw - 2rem)';

interface ProductCardProps {
  product: CatalogueProduct;
  /** 2 on pages whose h1 is directly above the grid, 3 inside titled sections. */
  headingLevel?: 2 | 3;
  imageLoading?: 'lazy' | 'eager';
}

/** One product in a grid: picture, name (links to its page), category, rating, stock, price, wishlist and cart. */
/** Memoised: a list read again shares the products that did not change, and their cards do not render again. */
export const ProductCard = memo(function ProductCard({ product, headingLevel = 3, imageLoading }: ProductCardProps) {
  const hydrated = useHydrated();
  const headingId = useId();
  const stockId = useId();
  const soldOut = product.stock <= 0;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = productPath(product.id);
  return (
    <article className="cat-card" aria-labelledby={headingId}>
      {/* The picture links too, for pointer users; keyboard and screen readers use the name's link. */}
      <Link to={href} className="cat-card__media" tabIndex={-1} aria-hidden="true">
        <ProductImage product={product} className="cat-card__image" loading={imageLoading} sizes={CARD_SIZES} />
      </Link>
      <div className="cat-card__body">
        <Heading id={headingId} className="cat-card__name">
          <Link to={href}>{product.productName}</Link>
        </Heading>
        <p className="cat-card__category">{product.category}</p>
        <CardRating product={product} />
        <StockNote stock={product.stock} id={stockId} />
        <div className="cat-card__footer">
          <ProductPrice
            className="cat-card__price"
            price={product.price}
            compareAtPrice={listingCompareAtPrice(product)}
          />
          <div className="cat-card__actions">
            <button
              type="button"
              className="cat-icon-button"
              aria-label="Add to wishlist"
              aria-describedby={headingId}
              disabled={!hydrated}
              onClick={() => addProductToWishlist(product)}
            >
              <HeartIcon />
            </button>
            {hasVariants(product) ? (
              // A product sold in versions is added from its page, once a size or finish is chosen.
              <Link to={href} className="cat-button" aria-describedby={headingId}>
                Choose options
              </Link>
            ) : (
              <button
                type="button"
                className="cat-button"
                disabled={soldOut || !hydrated}
                aria-describedby={soldOut ? `${headingId} ${stockId}` : headingId}
                onClick={() => addProductToCart(product)}
              >
                Add to Cart
              </button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
});
