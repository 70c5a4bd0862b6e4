import type { ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';

const pageHref = (page: number): string => (page <= 1 ? ROUTES.orders : `${ROUTES.orders}?page=${page}`);

/** Previous / Next between pages of the list; the page lives in the URL so Back and links keep it. */
export function OrdersPager({ page, pageCount }: { page: number; pageCount: number }): ReactElement | null {
  if (pageCount <= 1) return null;
  return (
    <nav className="orders-pager" aria-label="Pages of your orders">
      {page > 1 ? (
        <Link className="cart-button" to={pageHref(page - 1)}>
          Previous
        </Link>
      ) : null}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className="cart-button" to={pageHref(page + 1)}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
