import type { ReactElement } from 'react';
import { OrdersPanel } from '../../orders/components/OrdersPanel';
import { SalesOverview } from '../../sales/components/SalesOverview';
import { ProductsPanel } from '../../products/components/ProductsPanel';
import { UsersPanel } from '../../users/components/UsersPanel';
import { DASHBOARD_TAB_KEY, useStoredTab } from '../hooks/useStoredTab';
import { AdminWelcome } from './AdminWelcome';
import { Tabs, type TabDef } from './Tabs';
import { UserCounts } from './UserCounts';

type DashboardTab = 'home' | 'products' | 'orders' | 'users';
const TAB_IDS = ['home', 'products', 'orders', 'users'] as const;
const TABS: ReadonlyArray<TabDef<DashboardTab>> = [
  { id: 'home', label: 'Home' },
  { id: 'products', label: 'Products' },
  { id: 'orders', label: 'Orders' },
  { id: 'users', label: 'Users' },
];

const PANELS: Record<DashboardTab, () => ReactElement> = {
  home: () => (
    <>
      <UserCounts />
      <SalesOverview />
    </>
  ),
  orders: () => <OrdersPanel headingLevel={2} />,
  products: () => <ProductsPanel headingLevel={2} />,
  users: () => <UsersPanel headingLevel={2} />,
};

/** The dashboard (spec §2): tabs Home (user counts and sales), Products, Orders and Users, the choice remembered. */
export function Dashboard() {
  const [tab, setTab] = useStoredTab<DashboardTab>(DASHBOARD_TAB_KEY, TAB_IDS);
  return (
    <section className="adm-page" aria-labelledby="adm-dashboard-title">
      <h1 id="adm-dashboard-title" className="adm-title">
        Dashboard
      </h1>
      <AdminWelcome />
      <Tabs label="Dashboard sections" idPrefix="adm-dashboard" tabs={TABS} selected={tab} onSelect={setTab}>
        {PANELS[tab]()}
      </Tabs>
    </section>
  );
}
