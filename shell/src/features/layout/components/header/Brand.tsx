import type { ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import { useConfig } from 'shared-contracts/react';

interface BrandProps {
  to?: string;
  suffix?: string;
}

/** The store's name (from runtime config) as the home link. */
export function Brand({ to = ROUTES.home, suffix }: BrandProps): ReactElement {
  const { storeName } = useConfig();
  return (
    <Link to={to} className="site-brand">
      <span className="site-brand__mark" aria-hidden="true">
        {storeName.charAt(0)}
      </span>
      <span className="site-brand__name">{storeName}</span>
      {suffix ? <span className="site-brand__suffix">{suffix}</span> : null}
    </Link>
  );
}
