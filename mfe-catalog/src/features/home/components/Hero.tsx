import { Link } from 'shared-contracts/router';
import { HOME_FEATURED_PRODUCT_IDS, ROUTES } from 'shared-contracts';
import { useProduct } from '../../catalogue/hooks/useProduct';
import { ProductImage } from '../../products/components/ProductImage';
import { HERO_SIZES } from '../utils/heroSizes';

/** The hero: the shop's promise and one product's picture (read by id; its box holds the space while it loads). */
export function Hero() {
  const hero = useProduct(HOME_FEATURED_PRODUCT_IDS.hero);
  const product = hero.status === 'ready' ? hero.product : null;
  return (
    <section className="cat-hero" aria-labelledby="cat-hero-title">
      <div className="cat-hero__text">
        <p className="cat-hero__eyebrow">Solid wood · Made in Saharanpur</p>
        <h1 id="cat-hero-title" className="cat-hero__title">
          Furniture made by hand, to be handed down
        </h1>
        <p className="cat-hero__lead">
          Sheesham, teak and mango wood, joined the old way and finished by hand. Delivered free anywhere in India.
        </p>
        <Link className="cat-button cat-button--large cat-hero__cta" to={ROUTES.shop}>
          Shop now
        </Link>
      </div>
      <div className="cat-hero__media" aria-busy={hero.status === 'loading'}>
        {product ? (
          <ProductImage
            product={product}
            className="cat-hero__image"
            loading="eager"
            fetchPriority="high"
            sizes={HERO_SIZES}
          />
        ) : null}
      </div>
    </section>
  );
}
