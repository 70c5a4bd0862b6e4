import type { ReactNode } from 'react';
import { Link } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';

/** The page of a product that cannot be shown: its heading says why, with the way back to the shop. */
export function ProductUnavailable({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <div className="cat-not-found">
      <h1 className="cat-not-found__message">{heading}</h1>
      {children}
      <Link to={ROUTES.shop}>Back to the shop</Link>
    </div>
  );
}
