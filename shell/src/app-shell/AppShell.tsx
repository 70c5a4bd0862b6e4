import type { ReactElement } from 'react';
import { DEFAULT_CONFIG, type StorefrontConfig } from 'shared-contracts';
import { ConfigContext } from 'shared-contracts/react';
import { MemoryRouter } from 'shared-contracts/router';
import { PageSkeleton } from '../features/federation/components/PageSkeleton';
import { Footer } from '../features/layout/components/footer/Footer';
import { ShopFrame } from '../features/layout/components/ShopFrame';
import '../styles/global.css';
import './app-shell.css';
import { APP_SHELL_ATTRIBUTE } from './markers';

/** Not a route: no navigation link shows as the current page before the real route renders. */
const NO_ROUTE = '/__app-shell';

/**
 * What index.html shows before any script has run (built into it by tooling/app-shell-plugin.js):
 * the shop's header, a page skeleton and the footer, as a signed-out visitor with empty lists sees
 * them, with the app's public/config.json at build time. The footer stays hidden while the skeleton
 * shows (footer.css). React replaces it all on its first render; for a page the page server
 * renders, the site's own tree takes its place in #root, footer and all.
 */
export function AppShell({ config = DEFAULT_CONFIG }: { config?: StorefrontConfig }): ReactElement {
  return (
    <div {...{ [APP_SHELL_ATTRIBUTE]: '' }}>
      <ConfigContext.Provider value={config}>
        <MemoryRouter initialEntries={[NO_ROUTE]}>
          <ShopFrame footer={<Footer />}>
            <PageSkeleton />
          </ShopFrame>
        </MemoryRouter>
      </ConfigContext.Provider>
    </div>
  );
}
