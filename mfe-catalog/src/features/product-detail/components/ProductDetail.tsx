import { Link } from 'shared-contracts/router';
import { categoryPath, categorySlug, formatRupees, type Product } from 'shared-contracts';
import { usePageTitle } from 'shared-contracts/react';
import { ProductImage } from '../../products/components/ProductImage';
import { addProductToCart } from '../../products/utils/productActions';
import { useLocalReviews } from '../hooks/useLocalReviews';
import { allReviews, averageWithLocal } from '../utils/reviews';
import { RatingSummary } from './RatingSummary';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import { Tabs } from './Tabs';
import { WishlistToggle } from './WishlistToggle';

/** One product: picture, name, price, rating, short description, actions, description/reviews tabs. */
export function ProductDetail({ product }: { product: Product }) {
  usePageTitle(product.productName);
  const [localReviews, addLocalReview] = useLocalReviews(product.id);
  const reviews = allReviews(product, localReviews);
  const average = averageWithLocal(product, localReviews);

  return (
    <article className="cat-detail" aria-labelledby="cat-detail-title">
      <div className="cat-detail__top">
        <div className="cat-detail__media">
          <ProductImage product={product} className="cat-detail__image" loading="eager" />
        </div>
        <div className="cat-detail__info">
          {product.category ? (
            <p className="cat-detail__category">
              <Link to={categoryPath(categorySlug(product.category))}>{product.category}</Link>
            </p>
          ) : null}
          <h1 id="cat-detail-title" className="cat-detail__title">
            {product.productName}
          </h1>
          <p className="cat-detail__price">{formatRupees(product.price)}</p>
          <RatingSummary average={average} count={reviews.length} />
          <p className="cat-detail__short">{product.shortDesc}</p>
          <div className="cat-detail__actions">
            <button type="button" className="cat-button cat-button--large" onClick={() => addProductToCart(product)}>
              Add to Cart
            </button>
            <WishlistToggle product={product} />
          </div>
        </div>
      </div>
      <Tabs
        label="Product information"
        tabs={[
          { id: 'description', label: 'Description', panel: <p className="cat-detail__description">{product.description}</p> },
          {
            id: 'reviews',
            label: `Reviews (${reviews.length})`,
            panel: (
              <div className="cat-detail__reviews">
                <ReviewList reviews={reviews} />
                <ReviewForm onSubmit={addLocalReview} />
              </div>
            ),
          },
        ]}
      />
    </article>
  );
}
