/** Renders a page for a signed-in shopper against a fake API (global fetch), at `path` under `pattern`. */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/router';
import { AuthContext, ConfigContext, DEFAULT_CONFIG, SIGNED_OUT, type AuthContextValue } from 'shared-contracts/react';

export const API_BASE = 'http://api.test';

export const asha: AuthContextValue = {
  ...SIGNED_OUT,
  user: { uid: 'asha', email: 'asha@example.in', displayName: 'Asha', emailVerified: true, photoURL: null },
  role: 'User',
  getIdToken: async () => 'token-asha',
};

function Location(): ReactElement {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

export function renderAt(ui: ReactElement, pattern: string, path: string, auth: AuthContextValue = asha): RenderResult {
  return render(
    <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, apiBaseUrl: API_BASE }}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={ui} />
            <Route path="/login" element={<p>login page</p>} />
            <Route path="/shop" element={<p>shop page</p>} />
            <Route path="/order/:orderId" element={<p>order page</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </AuthContext.Provider>
    </ConfigContext.Provider>,
  );
}
