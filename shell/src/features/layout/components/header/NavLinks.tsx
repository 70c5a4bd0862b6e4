import type { ReactElement } from 'react';
import { NavLink } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';

const LINKS = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.shop, label: 'Shop' },
  { to: ROUTES.cart, label: 'Cart' },
  { to: ROUTES.about, label: 'About us' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }): string =>
  isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link';

interface NavLinksProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

/** The main navigation; on small screens it shows only while the menu button has it open. */
export function NavLinks({ id, open, onNavigate }: NavLinksProps): ReactElement {
  return (
    <nav id={id} className={open ? 'site-nav site-nav--open' : 'site-nav'} aria-label="Main">
      <ul className="site-nav__list">
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} className={linkClass} onClick={onNavigate}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
