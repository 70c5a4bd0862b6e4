import { Link } from 'shared-contracts/router';
import { COUNTDOWN_TARGET_ISO, HOME_FEATURED_PRODUCT_IDS, productPath } from 'shared-contracts';
import { useProduct } from '../../catalogue/hooks/useProduct';
import { ProductImage } from '../../products/components/ProductImage';
import { Countdown } from './Countdown';

/** The couch on offer. */
const OFFER_PRODUCT_ID = HOME_FEATURED_PRODUCT_IDS.offer;

/** "Limited offer" on a couch, with the countdown to 15 April 2025 (spec §1, §4). */
export function LimitedOffer() {
  const offer = useProduct(OFFER_PRODUCT_ID);
  // A couch no longer sold is no offer; while it loads (or cannot be read) the block holds its place.
  if (offer.status === 'notFound' || offer.status === 'unavailable') return null;
  const couch = offer.status === 'ready' ? offer.product : null;
  return (
    <section className="cat-offer" aria-labelledby="cat-offer-title">
      <div className="cat-offer__text">
        <p className="cat-offer__eyebrow">Limited offer</p>
        <h2 id="cat-offer-title" className="cat-offer__title">
          Quality couch:{' '}
          {couch ? couch.productName : <span className="cat-skeleton cat-skeleton--inline" aria-hidden="true" />}
        </h2>
        <Countdown targetIso={COUNTDOWN_TARGET_ISO} />
        <Link className="cat-button cat-button--large cat-offer__cta" to={productPath(OFFER_PRODUCT_ID)}>
          See the couch
        </Link>
      </div>
      <div className="cat-offer__media" aria-busy={!couch}>
        {couch ? <ProductImage product={couch} className="cat-offer__image" /> : null}
      </div>
    </section>
  );
}
