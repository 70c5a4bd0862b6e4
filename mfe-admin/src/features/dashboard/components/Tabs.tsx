import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<T extends string> {
  id: T;
  label: string;
}

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

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home/End jump, only the
 * selected tab is in the Tab order, and its panel follows the list.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, children, idPrefix }: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${idPrefix}-tab-${id}`;
  const panelId = `${idPrefix}-panel`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <div className="adm-tabs">
      <div role="tablist" aria-label={label} className="adm-tabs__list" onKeyDown={move}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              className={active ? 'adm-tabs__tab adm-tabs__tab--active' : 'adm-tabs__tab'}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="adm-tabs__panel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
