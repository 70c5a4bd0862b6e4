import { Link } from 'shared-contracts/router';
import { categorySlug, ROUTES, type CatalogueProduct } from 'shared-contracts';
import { useProductQuery } from '../../catalogue/hooks/useProductPages';
import { ProductGrid } from '../../products/components/ProductGrid';

/** One row of the same category; one more is asked for in case the product itself is among them. */
export const RELATED_SHOWN = 4;

/** Products of the same category, without the current one (one small query); a link to all of them when there are more. */
export function RelatedProducts({ product }: { product: Pick<CatalogueProduct, 'id' | 'category'> }) {
  const { category } = product;
  const { page } = useProductQuery(category ? { category, limit: RELATED_SHOWN + 1 } : null);
  if (!page) return null;
  const related = page.products.filter((p) => p.id !== product.id).slice(0, RELATED_SHOWN);
  const others = Math.max(0, page.total - 1); // the total counts the product itself
  if (related.length === 0) return null;
  return (
    <section className="cat-related" aria-labelledby="cat-related-title">
      <h2 id="cat-related-title">You might also like</h2>
      <ProductGrid products={related} headingLevel={3} />
      {others > related.length ? (
        <p className="cat-related__more">
          <Link to={`${ROUTES.shop}?category=${categorySlug(category)}`}>
            See all {others} in {category}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
