import { useMemo } from 'react';
import { Link } from 'shared-contracts/router';
import { MESSAGES, ROUTES } from 'shared-contracts';
import { findBuiltInProduct } from 'shared-contracts/catalogue';
import { useCatalogue } from '../../catalogue/hooks/useCatalogue';
import { relatedProducts } from '../../shop/utils/shopQuery';
import { ProductDetail } from './ProductDetail';
import { ProductDetailSkeleton } from './ProductDetailSkeleton';
import { RelatedProducts } from './RelatedProducts';
import '../../../styles/page.css';
import './detail.css';

/** /shop/{id}: a built-in product at once, a remote one when the catalogue has it. */
export function ProductDetailView({ id }: { id: string }) {
  const { products, remoteStatus, remoteError } = useCatalogue();
  const product = useMemo(() => findBuiltInProduct(id) ?? products.find((p) => p.id === id) ?? null, [id, products]);
  const related = useMemo(() => (product ? relatedProducts(products, product) : []), [products, product]);

  if (!product) {
    if (remoteStatus === 'loading') return <ProductDetailSkeleton />;
    return (
      <div className="cat-not-found">
        <h1 className="cat-not-found__message">{MESSAGES.productNotFound}</h1>
        {remoteError ? <p className="cat-alert">{MESSAGES.productsLoadError(remoteError)}</p> : null}
        <Link to={ROUTES.shop}>Back to the shop</Link>
      </div>
    );
  }
  return (
    <>
      <ProductDetail key={product.id} product={product} />
      <RelatedProducts products={related} category={product.category} />
    </>
  );
}
