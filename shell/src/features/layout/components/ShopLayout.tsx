import type { ReactElement } from 'react';
import { Outlet } from 'shared-contracts/router';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Layout of every shop page: skip link, header, the route's page, footer. */
export function ShopLayout(): ReactElement {
  return (
    <div className="site-layout">
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
