import type { ReactElement, RefObject } from 'react';
import { CloseIcon, MenuIcon } from './icons';

interface MobileMenuButtonProps {
  buttonRef?: RefObject<HTMLButtonElement | null>;
  controls: string;
  open: boolean;
  onToggle: () => void;
}

/** Shown on small screens only (CSS); opens and closes the navigation it controls. */
export function MobileMenuButton({ buttonRef, controls, open, onToggle }: MobileMenuButtonProps): ReactElement {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="site-icon-button site-menu-button"
      aria-controls={controls}
      aria-expanded={open}
      aria-label="Menu"
      onClick={onToggle}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
}
