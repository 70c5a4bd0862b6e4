import { Link } from 'shared-contracts/router';
import { categorySlug, ROUTES, type Product } from 'shared-contracts';
import { ProductGrid } from '../../products/components/ProductGrid';

const SHOWN = 8;

/** Products of the same category, without the current one; a link to all of them when there are more. */
export function RelatedProducts({ products, category }: { products: readonly Product[]; category: string }) {
  if (products.length === 0) return null;
  return (
    <section className="cat-related" aria-labelledby="cat-related-title">
      <h2 id="cat-related-title">You might also like</h2>
      <ProductGrid products={products.slice(0, SHOWN)} headingLevel={3} />
      {products.length > SHOWN ? (
        <p className="cat-related__more">
          <Link to={`${ROUTES.shop}?category=${categorySlug(category)}`}>See all {products.length} more in {category}</Link>
        </p>
      ) : null}
    </section>
  );
}
