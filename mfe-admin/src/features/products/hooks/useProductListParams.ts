/**
 * The admin's product list lives in the URL query, so links, reload and Back keep it:
 *   ?q=teak&status=archived&sort=price-asc&page=2
 * Defaults (no search, every status, catalogue order, page 1) are left out of the URL.
 */
import {
  PRODUCT_LIST_STATUSES,
  PRODUCT_SORTS,
  type ProductListStatus,
  type ProductSort,
} from 'shared-contracts/catalogue';
import { withQuery } from '../../../api/withQuery';
import { oneOf, pageParam, readPage, useUrlListParams, type UrlListParams } from '../../../hooks/useUrlListParams';

export interface ProductListParams {
  q: string;
  status: ProductListStatus;
  sort: ProductSort | null;
  page: number;
}

/** The admin sees every product unless they narrow it. */
const DEFAULT_STATUS: ProductListStatus = 'all';

const readProductListParams = (query: URLSearchParams): ProductListParams => ({
  q: query.get('q') ?? '',
  status: oneOf(PRODUCT_LIST_STATUSES, query.get('status')) ?? DEFAULT_STATUS,
  sort: oneOf(PRODUCT_SORTS, query.get('sort')),
  page: readPage(query),
});

const productListSearch = ({ q, status, sort, page }: ProductListParams): string =>
  withQuery('', {
    q,
    status: status === DEFAULT_STATUS ? undefined : status,
    sort: sort ?? undefined,
    page: pageParam(page),
  });

export const useProductListParams = (): UrlListParams<ProductListParams> =>
  useUrlListParams(readProductListParams, productListSearch);
