import type { CatalogueProduct } from 'shared-contracts';
import { StarRating } from '../../reviews/components/StarRating';

/** A card's rating line: stars, the average and how many reviews, as the server keeps them. */
export function CardRating({ product }: { product: Pick<CatalogueProduct, 'avgRating' | 'reviewCount'> }) {
  const { avgRating, reviewCount } = product;
  if (reviewCount === 0) return <p className="cat-card__rating cat-card__rating--none">No reviews yet</p>;
  const rounded = Math.round(avgRating * 10) / 10;
  return (
    <p className="cat-card__rating">
      <StarRating value={rounded} />
      <span className="cat-card__rating-count">
        {rounded.toFixed(1)} ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}
