import { MESSAGES, type CatalogueProduct } from 'shared-contracts';
import { STOCK_TEXT } from 'shared-contracts/catalogue';
import { useProduct } from '../../catalogue/hooks/useProduct';
import { LoadError } from '../../products/components/LoadError';
import { ProductDetail } from './ProductDetail';
import { ProductDetailSkeleton } from './ProductDetailSkeleton';
import { ProductUnavailable } from './ProductUnavailable';
import { RelatedProducts } from './RelatedProducts';
import '../../../styles/page.css';
import './detail.css';

/** /shop/{id}: that one product read by id and kept live, or why it cannot be shown. */
export function ProductDetailView({ id, initialProduct }: { id: string; initialProduct?: CatalogueProduct }) {
  const view = useProduct(id, initialProduct);
  switch (view.status) {
    case 'loading':
      return <ProductDetailSkeleton />;
    case 'notFound':
      return <ProductUnavailable heading={MESSAGES.productNotFound} />;
    case 'unavailable':
      return <ProductUnavailable heading={STOCK_TEXT.noLongerAvailable} />;
    case 'error':
      return (
        <ProductUnavailable heading="This product could not be loaded">
          <LoadError error={view.error} onRetry={view.retry} />
        </ProductUnavailable>
      );
    case 'ready':
      return (
        <>
          <ProductDetail key={view.product.id} product={view.product} />
          <RelatedProducts product={view.product} />
        </>
      );
  }
}
