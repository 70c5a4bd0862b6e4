import type { ReactNode } from 'react';
import { TabList, type TabItem } from 'shared-contracts/tabs';

export type TabDef<T extends string> = TabItem<T>;

export interface TabsProps<T extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: ReadonlyArray<TabDef<T>>;
  selected: T;
  onSelect: (tab: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  idPrefix: string;
}

/** The dashboard's tabs: one panel, the selected tab's, follows the list. */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, children, idPrefix }: TabsProps<T>) {
  const tabId = (id: T) => `${idPrefix}-tab-${id}`;
  const panelId = `${idPrefix}-panel`;
  return (
    <div className="adm-tabs">
      <TabList
        label={label}
        tabs={tabs}
        selected={selected}
        onSelect={onSelect}
        tabId={tabId}
        panelId={() => panelId}
        classPrefix="adm-tabs"
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="adm-tabs__panel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
