import { UsersPanel } from '../../users/components/UsersPanel';
import { DASHBOARD_TAB_KEY, useStoredTab } from '../hooks/useStoredTab';
import { AdminWelcome } from './AdminWelcome';
import { Tabs, type TabDef } from './Tabs';
import { UserCounts } from './UserCounts';

type DashboardTab = 'home' | 'users';
const TAB_IDS = ['home', 'users'] as const;
const TABS: ReadonlyArray<TabDef<DashboardTab>> = [
  { id: 'home', label: 'Home' },
  { id: 'users', label: 'Users' },
];

/** The dashboard (spec §2): tabs Home (user counts) and Users (the list), the choice remembered. */
export function Dashboard() {
  const [tab, setTab] = useStoredTab<DashboardTab>(DASHBOARD_TAB_KEY, TAB_IDS);
  return (
    <section className="adm-page" aria-labelledby="adm-dashboard-title">
      <h1 id="adm-dashboard-title" className="adm-title">
        Dashboard
      </h1>
      <AdminWelcome />
      <Tabs label="Dashboard sections" idPrefix="adm-dashboard" tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'home' ? <UserCounts /> : <UsersPanel headingLevel={2} />}
      </Tabs>
    </section>
  );
}
