import { useId, type KeyboardEvent, type ReactElement, type RefObject } from 'react';
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
        <li role="none">
          <Link role="menuitem" className="site-profile__item" to={ROUTES.signup} onClick={onChoose}>
            Signup
          </Link>
        </li>
        <li role="none">
          <Link role="menuitem" className="site-profile__item" to={ROUTES.login} onClick={onChoose}>
            Login
          </Link>
        </li>
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
        <li role="none">
          <Link role="menuitem" className="site-profile__item" to={ROUTES.dashboard} onClick={onChoose}>
            Dashboard
          </Link>
        </li>
        <li role="none">
          <Link role="menuitem" className="site-profile__item" to={ROUTES.orders} onClick={onChoose}>
            My orders
          </Link>
        </li>
        <li role="none">
          <button role="menuitem" type="button" className="site-profile__item" onClick={onLogout}>
            Logout
          </button>
        </li>
      </ul>
    </>
  );
}
