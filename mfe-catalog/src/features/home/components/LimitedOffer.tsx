import { Link } from 'shared-contracts/router';
import { productPath } from 'shared-contracts';
import { listingCompareAtPrice } from 'shared-contracts/catalogue';
import { useProduct } from '../../catalogue/hooks/useProduct';
import { ProductImage } from '../../products/components/ProductImage';
import { ProductPrice } from '../../products/components/ProductPrice';
import { useFeaturedOffer } from '../hooks/useFeaturedOffer';
import type { OfferTarget } from '../utils/offerTarget';
import { Countdown } from './Countdown';

/**
 * "Limited offer" with its countdown (spec §1, §4): the product on sale the admin featured, to the
 * end they set; with none chosen, the couch and 15 April 2025.
 */
export function LimitedOffer() {
  const target = useFeaturedOffer();
  // While the choice is read the block holds its place.
  if (!target) return <OfferPlaceholder />;
  return <OfferOf key={target.productId} target={target} />;
}

function OfferPlaceholder() {
  return (
    <section className="cat-offer" aria-label="Limited offer" aria-busy="true">
      <div className="cat-offer__text">
        <p className="cat-offer__eyebrow">Limited offer</p>
        <p className="cat-offer__title">
          <span className="cat-skeleton cat-skeleton--inline" aria-hidden="true" />
        </p>
      </div>
      <div className="cat-offer__media" />
    </section>
  );
}

function OfferOf({ target }: { target: OfferTarget }) {
  const offer = useProduct(target.productId);
  // A product no longer sold is no offer; while it loads (or cannot be read) the block holds its place.
  if (offer.status === 'notFound' || offer.status === 'unavailable') return null;
  const product = offer.status === 'ready' ? offer.product : null;
  const name = product ? (
    product.productName
  ) : (
    <span className="cat-skeleton cat-skeleton--inline" aria-hidden="true" />
  );
  return (
    <section className="cat-offer" aria-labelledby="cat-offer-title">
      <div className="cat-offer__text">
        <p className="cat-offer__eyebrow">Limited offer</p>
        <h2 id="cat-offer-title" className="cat-offer__title">
          {target.chosen ? name : <>Quality couch: {name}</>}
        </h2>
        {target.chosen && product ? (
          <ProductPrice
            className="cat-offer__price"
            price={product.price}
            compareAtPrice={listingCompareAtPrice(product)}
          />
        ) : null}
        <Countdown targetIso={target.endsAt} />
        <Link className="cat-button cat-button--large cat-offer__cta" to={productPath(target.productId)}>
          {target.chosen ? 'See the offer' : 'See the couch'}
        </Link>
      </div>
      <div className="cat-offer__media" aria-busy={!product}>
        {product ? <ProductImage product={product} className="cat-offer__image" /> : null}
      </div>
    </section>
  );
}
