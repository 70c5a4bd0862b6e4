import type { ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import { usePageTitle } from 'shared-contracts/react';

/** Shown for any address the storefront does not know. */
export function NotFoundPage(): ReactElement {
  usePageTitle('Page not found');
  return (
    <section className="site-not-found" aria-labelledby="not-found-title">
      <p className="site-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p>
        We looked in every drawer and cupboard, but this page isn’t here. It may have moved, or the address may be
        mistyped.
      </p>
      <div className="site-not-found__actions">
        <Link className="site-button" to={ROUTES.home}>
          Back to home
        </Link>
        <Link className="site-button site-button--ghost" to={ROUTES.shop}>
          Browse the shop
        </Link>
      </div>
    </section>
  );
}
