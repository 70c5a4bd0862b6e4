import { Link } from 'shared-contracts/router';
import { categoryFromSlug, categoryPageQuery, MESSAGES, ROUTES } from 'shared-contracts';
import { hasShopFilters, NO_SHOP_FILTERS, shopSearch } from 'shared-contracts/catalogue';
import { usePageTitle } from 'shared-contracts/react';
import { useProductQuery } from '../../catalogue/hooks/useProductPages';
import { LoadError } from '../../products/components/LoadError';
import { ProductGrid } from '../../products/components/ProductGrid';
import { SHOP_FILTER_TEXT, ShopFilters } from '../../shop/components/ShopFilters';
import { useShopParams } from '../../shop/hooks/useShopParams';

/** Placeholder cards while the category loads: one row. */
const PLACEHOLDERS = 4;

/**
 * /category/{slug}: the products of that category (spec §2), read from the server, narrowed by the
 * shop's filter panel (price, stock, rating, options; in the URL as the shop's are); otherwise the
 * spec's message, or, when the filters leave nothing, a way to clear them.
 */
export function CategoryView({ slug }: { slug: string }) {
  const category = categoryFromSlug(slug);
  // As the page server titles it ("Furniture Store - Study Table"); the shell's route title is generic.
  usePageTitle(category ?? 'Category');
  // Only the filters count here: the category is the path's, and search, sort and paging are the shop's.
  const { params: filters, update } = useShopParams();
  const { page, loading, error, retry } = useProductQuery(category ? categoryPageQuery(category, filters) : null);
  const products = page?.products ?? [];
  const total = page?.total ?? 0;
  const filtered = hasShopFilters(filters);
  return (
    <section className="cat-page" aria-labelledby="cat-category-title">
      <h1 id="cat-category-title" className="cat-page__title">
        {category ?? 'Category'}
      </h1>
      {category ? <ShopFilters params={filters} facets={page?.facets ?? null} onChange={update} /> : null}
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
              <Link to={`${ROUTES.shop}${shopSearch({ ...filters, category, search: '', sort: null, page: 1 })}`}>
                See all {total} {category} products in the shop
              </Link>
            </p>
          ) : null}
        </div>
      ) : error ? null : filtered ? (
        <div className="cat-empty">
          <p className="cat-empty__message">{SHOP_FILTER_TEXT.none}</p>
          <button type="button" className="cat-button" onClick={() => update(NO_SHOP_FILTERS)}>
            {SHOP_FILTER_TEXT.clear}
          </button>
        </div>
      ) : (
        <div className="cat-empty">
          <p className="cat-empty__message">{MESSAGES.noCategoryProducts}</p>
          <Link to={ROUTES.shop}>Browse the whole shop</Link>
        </div>
      )}
    </section>
  );
}
