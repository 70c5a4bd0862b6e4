import { useParams } from 'shared-contracts/router';
import { ProductDetailView } from '../features/product-detail/components/ProductDetailView';

export default function ProductPage() {
  const { id = '' } = useParams();
  return (
    <section className="cat-page" aria-label="Product">
      <ProductDetailView id={id} />
    </section>
  );
}
