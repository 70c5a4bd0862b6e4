import { Link } from 'shared-contracts/router';
import { COUNTDOWN_TARGET_ISO, productPath } from 'shared-contracts';
import { findBuiltInProduct } from 'shared-contracts/catalogue';
import { ProductImage } from '../../products/components/ProductImage';
import { Countdown } from './Countdown';

/** The couch on offer. */
const OFFER_PRODUCT_ID = '12';

/** "Limited offer" on a couch, with the countdown to 15 April 2025 (spec §1, §4). */
export function LimitedOffer() {
  const couch = findBuiltInProduct(OFFER_PRODUCT_ID);
  if (!couch) return null;
  return (
    <section className="cat-offer" aria-labelledby="cat-offer-title">
      <div className="cat-offer__text">
        <p className="cat-offer__eyebrow">Limited offer</p>
        <h2 id="cat-offer-title" className="cat-offer__title">
          Quality couch: {couch.productName}
        </h2>
        <Countdown targetIso={COUNTDOWN_TARGET_ISO} />
        <Link className="cat-button cat-button--large cat-offer__cta" to={productPath(couch.id)}>
          See the couch
        </Link>
      </div>
      <div className="cat-offer__media">
        <ProductImage product={couch} className="cat-offer__image" />
      </div>
    </section>
  );
}
