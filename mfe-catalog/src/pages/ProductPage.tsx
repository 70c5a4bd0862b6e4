import type { CatalogueProduct } from 'shared-contracts';
import { useParams } from 'shared-contracts/router';
import { ProductDetailView } from '../features/product-detail/components/ProductDetailView';
import { CatalogueQueries } from '../features/catalogue/components/CatalogueQueries';

// What the page server (and the browser) call for this route: its data and its head.
export { head, loader } from './ProductPage.route';

export interface ProductPageProps {
  /** The product as the page server read it: rendered at once (on the server too), then read again. */
  initialProduct?: CatalogueProduct;
}

export default function ProductPage({ initialProduct }: ProductPageProps) {
  const { id = '' } = useParams();
  return (
    <section className="cat-page" aria-label="Product">
      <CatalogueQueries>
        <ProductDetailView id={id} initialProduct={initialProduct} />
      </CatalogueQueries>
    </section>
  );
}
