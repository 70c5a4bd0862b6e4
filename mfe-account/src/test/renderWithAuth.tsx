import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'shared-contracts/router';
import { AuthContext, SIGNED_OUT, type AuthContextValue } from 'shared-contracts/react';

export interface AuthMocks {
  signUp: jest.MockedFunction<AuthContextValue['signUp']>;
  signIn: jest.MockedFunction<AuthContextValue['signIn']>;
}

export interface RenderOptions {
  /** Where the page under test is mounted (and the start URL). */
  path: string;
  /** Session state; signUp and signIn are always fresh jest.fn()s, returned for assertions. */
  auth?: Partial<Pick<AuthContextValue, 'user' | 'role' | 'loading'>>;
}

/**
 * Renders `ui` at `path` inside an auth context with jest.fn() signUp/signIn, plus stand-in pages
 * for every place the account pages navigate to, each saying where it is ("login page", ...).
 */
export function renderWithAuth(ui: ReactElement, { path, auth = {} }: RenderOptions): RenderResult & AuthMocks {
  const signUp = jest.fn<ReturnType<AuthContextValue['signUp']>, Parameters<AuthContextValue['signUp']>>();
  const signIn = jest.fn<ReturnType<AuthContextValue['signIn']>, Parameters<AuthContextValue['signIn']>>();
  const value: AuthContextValue = { ...SIGNED_OUT, logout: jest.fn(), signUp, signIn, ...auth };
  const destinations: Record<string, string> = {
    '/login': 'login page',
    '/signup': 'signup page',
    '/home': 'home page',
    '/dashboard': 'dashboard page',
    '/shop': 'shop page',
  };
  const result = render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(destinations)
            .filter(([route]) => route !== path)
            .map(([route, text]) => (
              <Route key={route} path={route} element={<p>{text}</p>} />
            ))}
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
  return { ...result, signUp, signIn };
}

export { deferred } from './deferred';
