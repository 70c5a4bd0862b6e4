import type { ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';

/** What an empty cart or wishlist shows: what is going on and the way back to the shop. */
export function EmptyState({ message, hint }: { message: string; hint: string }): ReactElement {
  return (
    <div className="cart-empty" role="status">
      <p className="cart-empty__message">{message}</p>
      <p className="cart-empty__hint">{hint}</p>
      <Link className="cart-button" to={ROUTES.shop}>
        Continue shopping
      </Link>
    </div>
  );
}
