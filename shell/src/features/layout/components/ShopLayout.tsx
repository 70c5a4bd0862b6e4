import type { ReactElement } from 'react';
import { Outlet } from 'shared-contracts/router';
import { Footer } from './footer/Footer';
import { ShopFrame } from './ShopFrame';

/** Layout of every shop page: skip link, header, the route's page, footer. */
export function ShopLayout(): ReactElement {
  return (
    <ShopFrame footer={<Footer />}>
      <Outlet />
    </ShopFrame>
  );
}
