import { Link } from 'shared-contracts/router';
import { categoryFromSlug, MESSAGES, ROUTES } from 'shared-contracts';
import { BUILT_IN_PRODUCTS } from 'shared-contracts/catalogue';
import { ProductGrid } from '../../products/components/ProductGrid';

/** /category/{slug}: built-in products of that category only (spec §2); otherwise the spec's message. */
export function CategoryView({ slug }: { slug: string }) {
  const category = categoryFromSlug(slug);
  const products = category ? BUILT_IN_PRODUCTS.filter((p) => p.category === category) : [];
  return (
    <section className="cat-page" aria-labelledby="cat-category-title">
      <h1 id="cat-category-title" className="cat-page__title">
        {category ?? 'Category'}
      </h1>
      {products.length > 0 ? (
        <>
          <p className="cat-shop__status">
            {products.length} {products.length === 1 ? 'product' : 'products'}
          </p>
          <ProductGrid products={products} headingLevel={2} eagerImages={4} label={category ?? undefined} />
        </>
      ) : (
        <div className="cat-empty">
          <p className="cat-empty__message">{MESSAGES.noCategoryProducts}</p>
          <Link to={ROUTES.shop}>Browse the whole shop</Link>
        </div>
      )}
    </section>
  );
}
