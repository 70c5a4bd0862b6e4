import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/router';
import { EMPTY_CART, publishCart, publishWishlist, type StorefrontConfig } from 'shared-contracts';
import { AuthContext, ConfigContext, DEFAULT_CONFIG, SIGNED_OUT, type AuthContextValue } from 'shared-contracts/react';

/** Shows the router's current path so tests can see where a click led. */
export function LocationProbe(): ReactElement {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export interface ProvidersOptions {
  auth?: Partial<AuthContextValue>;
  config?: Partial<StorefrontConfig>;
  route?: string;
}

export function Providers({
  auth,
  config,
  route = '/home',
  children,
}: ProvidersOptions & { children: ReactNode }): ReactElement {
  const authValue: AuthContextValue = { ...SIGNED_OUT, logout: async () => undefined, ...auth };
  return (
    <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, ...config }}>
      <AuthContext.Provider value={authValue}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AuthContext.Provider>
    </ConfigContext.Provider>
  );
}

/** Renders `ui` on every path inside the app's providers, with a LocationProbe beside it. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}): RenderResult {
  return render(
    <Providers {...options}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </Providers>,
  );
}

/** Puts the cart/wishlist contract back to empty (its store is global). */
export function resetCartContract(): void {
  act(() => {
    publishCart(EMPTY_CART);
    publishWishlist([]);
  });
}
