import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'shared-contracts/router';
import { MESSAGES, ROUTES } from 'shared-contracts';
import { LoadError } from '../../products/components/LoadError';
import { ProductGrid } from '../../products/components/ProductGrid';
import { useShopParams } from '../hooks/useShopParams';
import { hasShopFilters, NO_SHOP_FILTERS } from 'shared-contracts/catalogue';
import { useShopResults } from '../hooks/useShopResults';
import { Pagination } from './Pagination';
import { ShopControls } from './ShopControls';
import { SHOP_FILTER_TEXT, ShopFilters } from './ShopFilters';
import '../../../styles/page.css';
import './shop.css';

/** Placeholder cards while the first products load: two rows, so the page keeps its shape. */
const FIRST_LOAD_PLACEHOLDERS = 8;

/** The shop: the catalogue filtered, searched, sorted and paged from the URL. */
export function ShopView() {
  const { params, update, pageHref } = useShopParams();
  // Typing only re-renders the search box; the results follow the URL, which it writes when typing pauses.
  const writeSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const { shown, loading, error, retry, facets } = useShopResults(params);
  const filtered = hasShopFilters(params);
  const placeholders = loading && shown.items.length === 0 ? FIRST_LOAD_PLACEHOLDERS : 0;

  const resultsTop = useRef<HTMLDivElement>(null);
  const firstPage = useRef(shown.page);
  useEffect(() => {
    // Moving to another page starts reading at the top of the results, not at the page links.
    if (firstPage.current === shown.page) return;
    firstPage.current = shown.page;
    const top = resultsTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView?.({ block: 'start' });
  }, [shown.page]);

  return (
    <div className="cat-shop">
      <ShopControls
        category={params.category}
        sort={params.sort}
        search={params.search}
        onCategory={(category) => update({ category })}
        onSort={(sort) => update({ sort })}
        onSearch={writeSearch}
      />
      <ShopFilters params={params} facets={facets} onChange={update} />
      {error ? <LoadError error={error} onRetry={retry} /> : null}
      <div ref={resultsTop} className="cat-shop__results" aria-busy={loading}>
        <p className="cat-shop__status" role="status">
          {shown.items.length > 0 ? `Showing ${shown.from}–${shown.to} of ${shown.total} products` : ''}
        </p>
        {shown.items.length === 0 && !loading && !error ? (
          <div className="cat-empty">
            <p className="cat-empty__message">{MESSAGES.noProducts}</p>
            {filtered ? (
              <>
                <p>{SHOP_FILTER_TEXT.none}</p>
                <button type="button" className="cat-button" onClick={() => update(NO_SHOP_FILTERS)}>
                  {SHOP_FILTER_TEXT.clear}
                </button>
              </>
            ) : (
              <Link to={ROUTES.shop}>Show all products</Link>
            )}
          </div>
        ) : (
          <ProductGrid
            products={shown.items}
            headingLevel={2}
            placeholders={placeholders}
            eagerImages={4}
            label="Products"
          />
        )}
      </div>
      <Pagination page={shown.page} pageCount={shown.pageCount} hrefFor={pageHref} />
    </div>
  );
}
