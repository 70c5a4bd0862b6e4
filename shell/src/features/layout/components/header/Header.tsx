import { useCallback, useId, useRef, type ReactElement } from 'react';
import { STICKY_HEADER_THRESHOLD_PX } from 'shared-contracts';
import '../../../../styles/header.css';
import '../../../../styles/header-actions.css';
import { useDismiss, type DismissReason } from '../../hooks/useDismiss';
import { useRouteScopedToggle } from '../../hooks/useRouteScopedToggle';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { Brand } from './Brand';
import { HeaderIcons } from './HeaderIcons';
import { MobileMenuButton } from './MobileMenuButton';
import { NavLinks } from './NavLinks';
import { ProfileMenu } from './ProfileMenu';

/** The shop header (spec §2): brand, navigation, wishlist/cart badges, profile menu. */
export function Header(): ReactElement {
  const sticky = useScrolledPast(STICKY_HEADER_THRESHOLD_PX);
  const { open: navOpen, setOpen: setNavOpen, toggle: toggleNav } = useRouteScopedToggle();
  const navId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeNav = useCallback(() => setNavOpen(false), [setNavOpen]);
  const onDismissNav = useCallback(
    (reason: DismissReason) => {
      closeNav();
      if (reason === 'escape' && headerRef.current?.contains(document.activeElement)) {
        menuButtonRef.current?.focus();
      }
    },
    [closeNav],
  );
  useDismiss(headerRef, navOpen, onDismissNav);

  return (
    <header ref={headerRef} className={sticky ? 'site-header site-header--sticky' : 'site-header'}>
      <div className="site-header__inner">
        <Brand />
        <NavLinks id={navId} open={navOpen} onNavigate={closeNav} />
        <div className="site-header__actions">
          <HeaderIcons />
          <ProfileMenu />
          <MobileMenuButton buttonRef={menuButtonRef} controls={navId} open={navOpen} onToggle={toggleNav} />
        </div>
      </div>
    </header>
  );
}
