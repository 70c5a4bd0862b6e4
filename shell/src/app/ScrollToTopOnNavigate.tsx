import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'shared-contracts/router';

/**
 * A new page starts at its top, as a full page load would. Back/Forward (POP) keep the browser's
 * own scroll restoration, and query changes (shop filters) don't move the page.
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP' && window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [pathname, navigationType]);
  return null;
}
