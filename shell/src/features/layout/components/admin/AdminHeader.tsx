import type { ReactElement } from 'react';
import { NavLink, useNavigate } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import '../../../../styles/admin.css';
import { Brand } from '../header/Brand';

const ADMIN_LINKS = [
  { to: ROUTES.dashboard, label: 'Dashboard', end: true },
  { to: ROUTES.adminProducts, label: 'Products', end: false },
  { to: ROUTES.adminOrders, label: 'Orders', end: false },
  { to: ROUTES.addProducts, label: 'Add Products', end: false },
  { to: ROUTES.users, label: 'Users', end: false },
  { to: ROUTES.adminDelivery, label: 'Delivery', end: false },
  { to: ROUTES.adminCoupons, label: 'Coupons', end: false },
  { to: ROUTES.adminSettings, label: 'Settings', end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }): string =>
  isActive ? 'admin-nav__link admin-nav__link--active' : 'admin-nav__link';

/** The admin area's header (spec §2): brand, admin menu, Go to Home. Wraps on a phone. */
export function AdminHeader(): ReactElement {
  const navigate = useNavigate();
  return (
    <header className="admin-header">
      <div className="admin-header__inner">
        <Brand to={ROUTES.dashboard} suffix="Admin" />
        <nav className="admin-nav" aria-label="Admin">
          <ul className="admin-nav__list">
            {ADMIN_LINKS.map(({ to, label, end }) => (
              <li key={to}>
                <NavLink to={to} end={end} className={linkClass}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="site-button site-button--ghost admin-header__home"
          onClick={() => void navigate(ROUTES.home)}
        >
          Go to Home
        </button>
      </div>
    </header>
  );
}
