import { useContext, type ComponentType, type ReactNode } from 'react';
import {
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
  type Navigator,
} from 'react-router-dom';

/** What a second React root needs to follow the app's router: where it is, how it got there, how to move. */
export interface RouterLink {
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
}

/** This router's state, for a page hydrated as its own root to render under. */
export function useRouterLink(): RouterLink {
  return {
    location: useLocation(),
    navigationType: useNavigationType(),
    navigator: useContext(UNSAFE_NavigationContext).navigator,
  };
}

/** A router that follows another root's router: its links and navigations go through that router. */
export function LinkedRouter({ link, children }: { link: RouterLink; children: ReactNode }) {
  return (
    <Router location={link.location} navigationType={link.navigationType} navigator={link.navigator}>
      {children}
    </Router>
  );
}

/**
 * One route's page as the page server renders it and the shell hydrates it: the same element tree
 * on both sides (under a StaticRouter on the server, a LinkedRouter in the browser), so the route's
 * params reach the page and hydration finds what the server sent.
 */
export function RoutedPage({ pattern, Page }: { pattern: string; Page: ComponentType }) {
  return (
    <Routes>
      <Route path={pattern} element={<Page />} />
    </Routes>
  );
}
