import { memo } from 'react';
import { Link } from 'shared-contracts/router';
import { categoryPath, categorySlug, type CatalogueProduct } from 'shared-contracts';
import { variantCompareAtPrice } from 'shared-contracts/catalogue';
import { usePageTitle } from 'shared-contracts/react';
import { ProductReviews } from '../../reviews/components/ProductReviews';
import { RatingSummary } from '../../reviews/components/RatingSummary';
import { useReviewSummary } from '../../reviews/hooks/useReviewSummary';
import { PincodeCheck } from '../../delivery/components/PincodeCheck';
import { DetailCartActions } from './DetailCartActions';
import { ProductGallery } from './ProductGallery';
import { Tabs } from './Tabs';
import { ProductPrice } from '../../products/components/ProductPrice';
import { useChosenVariant } from '../hooks/useChosenVariant';
import { VariantPicker } from './VariantPicker';
import { HydrationUnit } from '../../products/components/HydrationUnit';

/** One product: its pictures (ProductGallery), name, price, rating, short description, stock and actions, description/reviews tabs. */
/** Memoised: the page renders again around it (a newer answer on its way) without rendering it again. */
export const ProductDetail = memo(function ProductDetail({ product }: { product: CatalogueProduct }) {
  usePageTitle(product.productName);
  // The reviews panel's latest figures once it has read them (a review just posted counts), the product's until then.
  const summary = useReviewSummary(product.id) ?? product;
  const { variant, choose } = useChosenVariant(product);
  // A version with pictures of its own shows them; the others show the product's.
  const pictures = variant?.images?.length
    ? { ...product, imgUrl: variant.images[0]!, images: variant.images }
    : product;

  return (
    <article className="cat-detail" aria-labelledby="cat-detail-title">
      <div className="cat-detail__top">
        <ProductGallery key={pictures.imgUrl} product={pictures} />
        <div className="cat-detail__info">
          {product.category ? (
            <p className="cat-detail__category">
              <Link to={categoryPath(categorySlug(product.category))}>{product.category}</Link>
            </p>
          ) : null}
          <h1 id="cat-detail-title" className="cat-detail__title">
            {product.productName}
          </h1>
          <ProductPrice
            className="cat-detail__price"
            price={variant?.price ?? product.price}
            compareAtPrice={variant ? variantCompareAtPrice(product, variant) : product.compareAtPrice}
          />
          <RatingSummary average={summary.avgRating} count={summary.reviewCount} />
          <p className="cat-detail__short">{product.shortDesc}</p>
          {variant ? <VariantPicker product={product} current={variant} onChoose={choose} /> : null}
          <DetailCartActions product={product} variant={variant} />
          <PincodeCheck productId={product.id} />
        </div>
      </div>
      <HydrationUnit>
        <Tabs
          label="Product information"
          tabs={[
            {
              id: 'description',
              label: 'Description',
              panel: <p className="cat-detail__description">{product.description}</p>,
            },
            {
              id: 'reviews',
              label: `Reviews (${summary.reviewCount})`,
              panel: <ProductReviews productId={product.id} />,
            },
          ]}
        />
      </HydrationUnit>
    </article>
  );
});
