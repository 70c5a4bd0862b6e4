import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';

const ITEM_SELECTOR = '[role="menuitem"]';

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) : [];
}

/**
 * Menu-button keyboard behaviour (WAI-ARIA APG): focus the first item when the menu opens,
 * move with Arrow keys / Home / End, and close when Tab leaves the menu.
 */
export function useMenuKeyboard(
  menuRef: RefObject<HTMLElement | null>,
  open: boolean,
  onTabOut: () => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    if (open) items(menuRef.current)[0]?.focus();
  }, [open, menuRef]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const list = items(menuRef.current);
      if (list.length === 0) return;
      const current = list.findIndex((item) => item === document.activeElement);
      const last = list.length - 1;
      let next: number | null = null;
      if (event.key === 'ArrowDown') next = current >= last ? 0 : current + 1;
      else if (event.key === 'ArrowUp') next = current <= 0 ? last : current - 1;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = last;
      else if (event.key === 'Tab') onTabOut();
      if (next !== null) {
        event.preventDefault();
        list[next]?.focus();
      }
    },
    [menuRef, onTabOut],
  );
}
