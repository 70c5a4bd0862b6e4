import { MESSAGES } from 'shared-contracts';

/** The detail layout in grey while a remote product loads, with the spec's loading text. */
export function ProductDetailSkeleton() {
  return (
    <div className="cat-detail" aria-busy="true">
      <div className="cat-detail__top">
        <div className="cat-detail__media cat-skeleton" />
        <div className="cat-detail__info">
          <p className="cat-detail__loading" role="status">
            {MESSAGES.loadingProduct}
          </p>
          <span className="cat-skeleton cat-skeleton--line" />
          <span className="cat-skeleton cat-skeleton--short" />
          <span className="cat-skeleton cat-skeleton--button" />
        </div>
      </div>
    </div>
  );
}
