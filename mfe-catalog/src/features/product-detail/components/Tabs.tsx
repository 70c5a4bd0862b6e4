import { useId, useState, type ReactNode } from 'react';
import { TabList } from 'shared-contracts/tabs';

export interface TabSpec {
  id: string;
  label: string;
  panel: ReactNode;
}

/** The product's tabs: panels stay mounted while hidden, so a half-written review survives a look at the description. */
export function Tabs({ tabs, label }: { tabs: TabSpec[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  return (
    <div className="cat-tabs">
      <TabList
        label={label}
        tabs={tabs}
        selected={selected}
        onSelect={setSelected}
        tabId={tabId}
        panelId={panelId}
        classPrefix="cat-tabs"
      />
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="cat-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
