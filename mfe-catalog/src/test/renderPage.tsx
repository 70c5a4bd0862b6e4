import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/router';
import { DEFAULT_CONFIG } from 'shared-contracts';
import { ConfigContext } from 'shared-contracts/react';

export const TEST_API = 'http://api.test';

/** Shows the current URL, so tests can check what the page wrote to it. */
function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location" hidden>{`${location.pathname}${location.search}`}</span>;
}

/** Renders a page at `url`, mounted on `route` (e.g. '/shop/:id'), with the test config. */
export function renderPage(
  ui: ReactElement,
  { url, route = url.split('?')[0] ?? url }: { url: string; route?: string },
): RenderResult {
  return render(
    <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, apiBaseUrl: TEST_API }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ConfigContext.Provider>,
  );
}
