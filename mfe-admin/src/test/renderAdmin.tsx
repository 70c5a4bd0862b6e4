import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/router';
import {
  AuthContext,
  ConfigContext,
  DEFAULT_CONFIG,
  SIGNED_OUT,
  type AuthContextValue,
  type SessionUser,
} from 'shared-contracts/react';

export const ADMIN_USER: SessionUser = {
  uid: 'admin-1',
  email: 'asha@example.com',
  displayName: 'Asha Admin',
  emailVerified: true,
  photoURL: null,
};

export const SIGNED_IN_ADMIN = { user: ADMIN_USER, role: 'Admin', loading: false } as const;
export const SIGNED_IN_USER = {
  user: { ...ADMIN_USER, uid: 'user-1', displayName: 'Ravi' },
  role: 'User',
  loading: false,
} as const;

export interface RenderAdminOptions {
  /** The start URL, and where `ui` is mounted unless `route` says otherwise. */
  path: string;
  /** The route pattern `ui` is mounted at, e.g. "/dashboard/products/:id". */
  route?: string;
  auth?: Partial<Pick<AuthContextValue, 'user' | 'role' | 'loading'>>;
}

/** Where the router is now ("/path?query"), for tests of state kept in the URL. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location" hidden>{`${pathname}${search}`}</span>;
}

/**
 * Renders `ui` at `path` with an auth context (token "test-token"), the default config and stand-in
 * pages for every place the admin pages navigate to, each saying where it is ("login page", ...).
 */
export function renderAdmin(ui: ReactElement, { path, route = path, auth = {} }: RenderAdminOptions): RenderResult {
  const value: AuthContextValue = { ...SIGNED_OUT, getIdToken: async () => 'test-token', logout: jest.fn(), ...auth };
  const destinations: Record<string, string> = {
    '/': 'root page',
    '/login': 'login page',
    '/dashboard': 'dashboard page',
    '/dashboard/products': 'products page',
  };
  const tree = (node: ReactElement) => (
    <ConfigContext.Provider value={DEFAULT_CONFIG}>
      <AuthContext.Provider value={value}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={node} />
            {Object.entries(destinations)
              .filter(([destination]) => destination !== route)
              .map(([destination, text]) => (
                <Route key={destination} path={destination} element={<p>{text}</p>} />
              ))}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </ConfigContext.Provider>
  );
  const result = render(tree(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(tree(next)) } as RenderResult;
}
