import type { ReactElement } from 'react';
import { DEFAULT_CONFIG, PAGE_SLOT_ATTRIBUTE, type StorefrontConfig } from 'shared-contracts';
import { ConfigContext } from 'shared-contracts/react';
import { MemoryRouter } from 'shared-contracts/router';
import { PageSkeleton } from '../features/federation/components/PageSkeleton';
import { ShopFrame } from '../features/layout/components/ShopFrame';
import '../styles/global.css';
import './app-shell.css';
import { APP_SHELL_ATTRIBUTE } from './markers';

/** Not a route: no navigation link shows as the current page before the real route renders. */
const NO_ROUTE = '/__app-shell';

/**
 * What index.html shows before any script has run (built into it by tooling/app-shell-plugin.js):
 * the shop's header and a page skeleton, as a signed-out visitor with empty lists sees them, with
 * the app's public/config.json at build time. React replaces it on its first render.
 */
export function AppShell({ config = DEFAULT_CONFIG }: { config?: StorefrontConfig }): ReactElement {
  return (
    <div {...{ [APP_SHELL_ATTRIBUTE]: '' }}>
      <ConfigContext.Provider value={config}>
        <MemoryRouter initialEntries={[NO_ROUTE]}>
          <ShopFrame>
            {/* Where the page server puts the page it rendered (issue 17). */}
            <div {...{ [PAGE_SLOT_ATTRIBUTE]: '' }}>
              <PageSkeleton />
            </div>
          </ShopFrame>
        </MemoryRouter>
      </ConfigContext.Provider>
    </div>
  );
}
