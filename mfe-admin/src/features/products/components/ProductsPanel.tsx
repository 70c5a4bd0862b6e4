import { ROUTES } from 'shared-contracts';
import { PRODUCT_SORTS, type ProductListStatus, type ProductSort } from 'shared-contracts/catalogue';
import { Link } from 'shared-contracts/router';
import { AdminListPanel } from '../../../components/AdminListPanel';
import { AdminTable } from '../../../components/AdminTable';
import { FilterSelect } from '../../../components/FilterSelect';
import { ProductCsvActions } from '../../product-csv/components/ProductCsvActions';
import { pageCaption, pagePosition } from '../../../utils/pagePosition';
import { useProductListParams } from '../hooks/useProductListParams';
import { PRODUCTS_PER_PAGE, useProductPage } from '../hooks/useProductPage';
import { PRODUCT_COLUMNS, ProductRow } from './ProductRow';

const STATUS_OPTIONS: ReadonlyArray<readonly [ProductListStatus, string]> = [
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

/** "" is the catalogue's own order. */
const SORT_OPTIONS: ReadonlyArray<readonly [ProductSort | '', string]> = [
  ['', 'Catalogue order'],
  ...PRODUCT_SORTS.map((sort) => [sort, SORT_LABEL[sort]] as const),
];

export interface ProductsPanelProps {
  /** 1 on the Products page, 2 inside the dashboard's tab. */
  headingLevel: 1 | 2;
}

/** Every product, any status: search, status filter, sort and pages in the URL; a row opens its edit page. */
export function ProductsPanel({ headingLevel }: ProductsPanelProps) {
  const { params, update, pageHref } = useProductListParams();
  const { state, shown, reload } = useProductPage(params);
  const products = shown?.products ?? null;
  const position = pagePosition(shown, products?.length ?? 0, PRODUCTS_PER_PAGE);

  return (
    <AdminListPanel
      title="Products"
      headingLevel={headingLevel}
      actions={
        <>
          <Link to={ROUTES.addProducts} className="adm-button adm-button--primary">
            Add product
          </Link>
          <ProductCsvActions />
        </>
      }
      search={{
        label: 'Search products',
        placeholder: 'Name or category',
        value: params.q,
        onSearch: (q) => update({ q }, { replace: true }),
      }}
      filters={
        <>
          <FilterSelect
            label="Status"
            value={params.status}
            options={STATUS_OPTIONS}
            onChange={(status) => update({ status })}
          />
          <FilterSelect
            label="Sort by"
            value={params.sort ?? ''}
            options={SORT_OPTIONS}
            onChange={(sort) => update({ sort: sort || null })}
          />
        </>
      }
      pager={{ label: 'Product pages', page: position.page, pages: position.pages, hrefOf: pageHref }}
    >
      <AdminTable
        what="products"
        state={state}
        onRetry={reload}
        caption={pageCaption('Products', position)}
        columns={PRODUCT_COLUMNS}
        className="adm-table--products"
        rowCount={products?.length ?? null}
        emptyText={params.q ? `No products match “${params.q}”.` : 'No products here yet.'}
      >
        {products?.map((product) => (
          <ProductRow key={product.id} product={product} />
        ))}
      </AdminTable>
    </AdminListPanel>
  );
}
