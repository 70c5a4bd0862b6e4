import { useId, type KeyboardEvent, type ReactElement, type ReactNode, type RefObject } from 'react';
import { Link } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { useLogout } from '../../hooks/useLogout';
import { greetingFor } from './greeting';

interface ProfileMenuItemsProps {
  menuRef: RefObject<HTMLUListElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Called when an item is chosen, to close the menu. */
  onChoose: () => void;
}

/** A menu item that goes to a page and closes the menu. */
function MenuLink({ to, onChoose, children }: { to: string; onChoose: () => void; children: ReactNode }): ReactElement {
  return (
    <li role="none">
      <Link role="menuitem" className="site-profile__item" to={to} onClick={onChoose}>
        {children}
      </Link>
    </li>
  );
}

/** The profile menu's content for the current session: nothing misleading while auth loads. */
export function ProfileMenuItems({ menuRef, onKeyDown, onChoose }: ProfileMenuItemsProps): ReactElement {
  const { user, loading } = useAuth();
  const logout = useLogout();
  const greetingId = useId();

  if (loading) {
    return (
      <p className="site-profile__status" role="status">
        Checking your account…
      </p>
    );
  }

  if (!user) {
    return (
      <ul className="site-profile__menu" role="menu" aria-label="Account" ref={menuRef} onKeyDown={onKeyDown}>
        <MenuLink to={ROUTES.signup} onChoose={onChoose}>
          Signup
        </MenuLink>
        <MenuLink to={ROUTES.login} onChoose={onChoose}>
          Login
        </MenuLink>
      </ul>
    );
  }

  const onLogout = () => {
    onChoose();
    void logout();
  };

  return (
    <>
      <p id={greetingId} className="site-profile__greeting">
        {greetingFor(user)}
      </p>
      <ul className="site-profile__menu" role="menu" aria-labelledby={greetingId} ref={menuRef} onKeyDown={onKeyDown}>
        <MenuLink to={ROUTES.dashboard} onChoose={onChoose}>
          Dashboard
        </MenuLink>
        <MenuLink to={ROUTES.account} onChoose={onChoose}>
          My account
        </MenuLink>
        <MenuLink to={ROUTES.orders} onChoose={onChoose}>
          My orders
        </MenuLink>
        <li role="none">
          <button role="menuitem" type="button" className="site-profile__item" onClick={onLogout}>
            Logout
          </button>
        </li>
      </ul>
    </>
  );
}
