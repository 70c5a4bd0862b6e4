import { useCallback, useState } from 'react';
import { useLocation } from 'shared-contracts/router';

export interface RouteScopedToggle {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
}

/**
 * Open/closed state that closes by itself on any navigation: it remembers the location it was
 * opened at, so a new location (link, back button, redirect) reads as closed with no effect needed.
 */
export function useRouteScopedToggle(): RouteScopedToggle {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const setOpen = useCallback((next: boolean) => setOpenAt(next ? key : null), [key]);
  const toggle = useCallback(() => setOpenAt((current) => (current === key ? null : key)), [key]);
  return { open, setOpen, toggle };
}
