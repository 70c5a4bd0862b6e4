import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link } from 'shared-contracts/router';
import { MESSAGES, ROUTES } from 'shared-contracts';
import { useCatalogue } from '../../catalogue/hooks/useCatalogue';
import { ProductGrid } from '../../products/components/ProductGrid';
import { useShopParams } from '../hooks/useShopParams';
import { paginate, queryProducts } from '../utils/shopQuery';
import { Pagination } from './Pagination';
import { ShopControls } from './ShopControls';
import '../../../styles/page.css';
import './shop.css';

export const PRODUCTS_PER_PAGE = 24;

/** The shop: built-in then remote products, filtered, searched, sorted and paged from the URL. */
export function ShopView() {
  const { products, remoteStatus, remoteError } = useCatalogue();
  const { params, update, pageHref } = useShopParams();
  // Typing only re-renders the search box; the results follow the URL, which it writes when typing pauses.
  const writeSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const results = useMemo(
    () => queryProducts(products, { category: params.category, search: params.search, sort: params.sort }),
    [products, params.category, params.sort, params.search],
  );
  const shown = paginate(results, params.page, PRODUCTS_PER_PAGE);
  const loadingMore = remoteStatus === 'loading';
  const placeholders = loadingMore ? Math.min(4, PRODUCTS_PER_PAGE - shown.items.length) : 0;

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
      {remoteError ? (
        <p className="cat-alert" role="alert">
          {MESSAGES.productsLoadError(remoteError)}
        </p>
      ) : null}
      <div ref={resultsTop} className="cat-shop__results" aria-busy={loadingMore}>
        <p className="cat-shop__status" role="status">
          {shown.total > 0 ? `Showing ${shown.from}–${shown.to} of ${shown.total} products` : ''}
        </p>
        {shown.total === 0 && !loadingMore ? (
          <div className="cat-empty">
            <p className="cat-empty__message">{MESSAGES.noProducts}</p>
            <Link to={ROUTES.shop}>Show all products</Link>
          </div>
        ) : (
          <ProductGrid products={shown.items} headingLevel={2} placeholders={placeholders} eagerImages={4} label="Products" />
        )}
      </div>
      <Pagination page={shown.page} pageCount={shown.pageCount} hrefFor={pageHref} />
    </div>
  );
}
