import { useCallback, useId, useRef, type ReactElement } from 'react';
import { useDismiss, type DismissReason } from '../../hooks/useDismiss';
import { useMenuKeyboard } from '../../hooks/useMenuKeyboard';
import { useRouteScopedToggle } from '../../hooks/useRouteScopedToggle';
import { UserIcon } from './icons';
import { ProfileMenuItems } from './ProfileMenuItems';

/**
 * The profile icon and its menu. Closes on Escape (focus back on the icon), on a click outside,
 * after an item is chosen, and on any navigation.
 */
export function ProfileMenu(): ReactElement {
  const { open, setOpen, toggle } = useRouteScopedToggle();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const panelId = useId();

  const close = useCallback(() => setOpen(false), [setOpen]);
  const onDismiss = useCallback(
    (reason: DismissReason) => {
      close();
      if (reason === 'escape') buttonRef.current?.focus();
    },
    [close],
  );
  useDismiss(containerRef, open, onDismiss);
  const onMenuKeyDown = useMenuKeyboard(menuRef, open, close);

  return (
    <div className="site-profile" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="site-icon-button"
        aria-label="Profile"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <UserIcon />
      </button>
      <div id={panelId} className="site-profile__panel" hidden={!open}>
        <ProfileMenuItems menuRef={menuRef} onKeyDown={onMenuKeyDown} onChoose={close} />
      </div>
    </div>
  );
}
