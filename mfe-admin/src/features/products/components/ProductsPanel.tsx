import { ROUTES } from 'shared-contracts';
import { PRODUCT_SORTS, type ProductListStatus, type ProductSort } from 'shared-contracts/catalogue';
import { Link } from 'shared-contracts/router';
import { LoadError } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { pagePosition } from '../../../utils/pagePosition';
import { useDebouncedSearch } from '../../../hooks/useDebouncedSearch';
import { useProductListParams } from '../hooks/useProductListParams';
import { PRODUCTS_PER_PAGE, useProductPage } from '../hooks/useProductPage';
import { ProductsTable } from './ProductsTable';
import { LoadingStatus } from '../../../components/LoadingStatus';

const STATUS_OPTIONS: ReadonlyArray<[ProductListStatus, string]> = [
  ['all', 'All'],
  ['active', 'Active'],
  ['archived', 'Archived'],
];

const SORT_LABEL: Record<ProductSort, string> = {
  'name-asc': 'Name A–Z',
  'name-desc': 'Name Z–A',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  newest: 'Newest first',
};

const isStatus = (value: string): value is ProductListStatus => STATUS_OPTIONS.some(([status]) => status === value);
const isSort = (value: string): value is ProductSort => PRODUCT_SORTS.some((sort) => sort === value);

export interface ProductsPanelProps {
  /** 1 on the Products page, 2 inside the dashboard's tab. */
  headingLevel: 1 | 2;
}

/** Every product, any status: search, status filter, sort and pages in the URL; a row opens its edit page. */
export function ProductsPanel({ headingLevel }: ProductsPanelProps) {
  const { params, update, pageHref } = useProductListParams();
  const search = useDebouncedSearch(params.q, (q) => update({ q }, { replace: true }));
  const { state, shown, reload } = useProductPage(params);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const loading = state.status === 'loading';

  const { first, last, page, pages } = pagePosition(shown, shown?.products.length ?? 0, PRODUCTS_PER_PAGE);

  return (
    <section className="adm-products" aria-labelledby="adm-products-title">
      <div className="adm-products__head">
        <Heading id="adm-products-title" className={headingLevel === 1 ? 'adm-title' : 'adm-heading'}>
          Products
        </Heading>
        <Link to={ROUTES.addProducts} className="adm-button adm-button--primary">
          Add product
        </Link>
      </div>
      <div className="adm-filters" role="search" aria-label="Products">
        <div className="adm-field">
          <label htmlFor="adm-products-q">Search products</label>
          <input
            id="adm-products-q"
            type="search"
            value={search.text}
            onChange={(event) => search.change(event.target.value)}
            placeholder="Name or category"
            autoComplete="off"
          />
        </div>
        <div className="adm-field">
          <label htmlFor="adm-products-status">Status</label>
          <select
            id="adm-products-status"
            value={params.status}
            onChange={(event) => {
              if (isStatus(event.target.value)) update({ status: event.target.value });
            }}
          >
            {STATUS_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor="adm-products-sort">Sort by</label>
          <select
            id="adm-products-sort"
            value={params.sort ?? ''}
            onChange={(event) => update({ sort: isSort(event.target.value) ? event.target.value : null })}
          >
            <option value="">Catalogue order</option>
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABEL[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-busy={loading || undefined} className="adm-products__results">
        {loading && <LoadingStatus quiet={shown !== null}>Loading products…</LoadingStatus>}
        {state.status === 'error' && <LoadError what="the products" message={state.message} onRetry={reload} />}
        {shown && shown.products.length === 0 && !loading && (
          <p className="adm-status">{params.q ? `No products match “${params.q}”.` : 'No products here yet.'}</p>
        )}
        {shown && shown.products.length > 0 && (
          <>
            <ProductsTable products={shown.products} caption={`Products ${first}–${last} of ${shown.total}`} />
            <Pager page={page} pages={pages} label="Product pages" hrefOf={pageHref} />
          </>
        )}
      </div>
    </section>
  );
}
