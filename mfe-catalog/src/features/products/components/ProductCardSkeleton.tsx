/** Grey blocks the size of a product card, while products load. */
export function ProductCardSkeleton() {
  return (
    <div className="cat-card cat-card--skeleton" data-testid="product-card-skeleton">
      <div className="cat-card__media cat-skeleton" />
      <div className="cat-card__body">
        <span className="cat-skeleton cat-skeleton--line" />
        <span className="cat-skeleton cat-skeleton--short" />
        <span className="cat-skeleton cat-skeleton--short" />
        <span className="cat-skeleton cat-skeleton--short" />
        <span className="cat-skeleton cat-skeleton--button" />
      </div>
    </div>
  );
}
