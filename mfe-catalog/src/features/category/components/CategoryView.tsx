import { Link } from 'shared-contracts/router';
import { categoryFromSlug, categoryPageQuery, categorySlug, MESSAGES, ROUTES } from 'shared-contracts';
import { usePageTitle } from 'shared-contracts/react';
import { useProductQuery } from '../../catalogue/hooks/useProductPages';
import { LoadError } from '../../products/components/LoadError';
import { ProductGrid } from '../../products/components/ProductGrid';

/** Placeholder cards while the category loads: one row. */
const PLACEHOLDERS = 4;

/** /category/{slug}: the products of that category (spec §2), read from the server; otherwise the spec's message. */
export function CategoryView({ slug }: { slug: string }) {
  const category = categoryFromSlug(slug);
  // As the page server titles it ("Furniture Store - Study Table"); the shell's route title is generic.
  usePageTitle(category ?? 'Category');
  const { page, loading, error, retry } = useProductQuery(category ? categoryPageQuery(category) : null);
  const products = page?.products ?? [];
  const total = page?.total ?? 0;
  return (
    <section className="cat-page" aria-labelledby="cat-category-title">
      <h1 id="cat-category-title" className="cat-page__title">
        {category ?? 'Category'}
      </h1>
      {error ? <LoadError error={error} onRetry={retry} /> : null}
      {products.length > 0 || loading ? (
        <div aria-busy={loading}>
          <p className="cat-shop__status">{page ? `${total} ${total === 1 ? 'product' : 'products'}` : ''}</p>
          <ProductGrid
            products={products}
            headingLevel={2}
            eagerImages={4}
            label={category ?? undefined}
            placeholders={products.length === 0 ? PLACEHOLDERS : 0}
          />
          {total > products.length && category ? (
            <p className="cat-related__more">
              <Link to={`${ROUTES.shop}?category=${categorySlug(category)}`}>
                See all {total} {category} products in the shop
              </Link>
            </p>
          ) : null}
        </div>
      ) : error ? null : (
        <div className="cat-empty">
          <p className="cat-empty__message">{MESSAGES.noCategoryProducts}</p>
          <Link to={ROUTES.shop}>Browse the whole shop</Link>
        </div>
      )}
    </section>
  );
}
