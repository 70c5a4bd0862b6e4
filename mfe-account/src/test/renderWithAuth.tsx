import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'shared-contracts/router';
import { AuthContext, SIGNED_OUT, type AuthContextValue } from 'shared-contracts/react';

type ProviderCall =
  'signUp' | 'signIn' | 'sendPasswordReset' | 'checkPasswordResetLink' | 'resetPassword' | 'applyEmailVerification';
type Mocked<K extends ProviderCall> = jest.MockedFunction<AuthContextValue[K]>;

export interface AuthMocks {
  signUp: Mocked<'signUp'>;
  signIn: Mocked<'signIn'>;
  sendPasswordReset: Mocked<'sendPasswordReset'>;
  checkPasswordResetLink: Mocked<'checkPasswordResetLink'>;
  resetPassword: Mocked<'resetPassword'>;
  applyEmailVerification: Mocked<'applyEmailVerification'>;
}

export interface RenderOptions {
  /** Where the page under test is mounted (and the start URL). */
  path: string;
  /** The start URL when it is more than `path` (e.g. with a query). */
  url?: string;
  /** Provider calls that must answer while the page first renders; the rest are fresh jest.fn()s. */
  calls?: Partial<AuthMocks>;
  /** Session state; the provider calls are returned for assertions. */
  auth?: Partial<
    Pick<AuthContextValue, 'user' | 'role' | 'loading' | 'logout' | 'changePassword' | 'resendVerificationEmail'>
  >;
}

/**
 * Renders `ui` at `path` inside an auth context with jest.fn() signUp/signIn, plus stand-in pages
 * for every place the account pages navigate to, each saying where it is ("login page", ...).
 */
export function renderWithAuth(
  ui: ReactElement,
  { path, url = path, calls = {}, auth = {} }: RenderOptions,
): RenderResult & AuthMocks {
  const mocks: AuthMocks = {
    signUp: jest.fn(),
    signIn: jest.fn(),
    sendPasswordReset: jest.fn(),
    checkPasswordResetLink: jest.fn(),
    resetPassword: jest.fn(),
    applyEmailVerification: jest.fn(),
    ...calls,
  };
  const value: AuthContextValue = { ...SIGNED_OUT, logout: jest.fn(), ...mocks, ...auth };
  const destinations: Record<string, string> = {
    '/login': 'login page',
    '/signup': 'signup page',
    '/forgot-password': 'forgot password page',
    '/home': 'home page',
    '/dashboard': 'dashboard page',
    '/shop': 'shop page',
    '/orders': 'orders page',
    '/account/addresses': 'addresses page',
  };
  const result = render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={[url]}>
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
  return { ...result, ...mocks };
}

export { deferred } from './deferred';
