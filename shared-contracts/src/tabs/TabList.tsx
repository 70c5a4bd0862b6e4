import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export interface TabListProps<T extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  selected: T;
  onSelect: (tab: T) => void;
  /** The tab element's id (its panel's aria-labelledby). */
  tabId: (tab: T) => string;
  /** The id of the panel a tab controls (one shared panel or one per tab). */
  panelId: (tab: T) => string;
  /** Class names `<prefix>__list`, `<prefix>__tab` and `<prefix>__tab--active`, in the app's own CSS. */
  classPrefix: string;
}

const KEY_TARGETS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * WAI-ARIA tabs with automatic activation: the list is one tab stop, arrows move and select (and
 * wrap), Home and End jump. Controlled: the caller keeps the selection and renders the panels
 * (role="tabpanel", labelled by `tabId`), so a page may keep hidden panels mounted or not.
 */
export function TabList<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  tabId,
  panelId,
  classPrefix,
}: TabListProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = KEY_TARGETS[event.key];
    if (!target || tabs.length === 0) return;
    event.preventDefault();
    const next =
      tabs[
        target(
          tabs.findIndex((tab) => tab.id === selected),
          tabs.length - 1,
        )
      ];
    if (!next) return;
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={`${classPrefix}__list`}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) buttons.current.set(tab.id, node);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={active}
            aria-controls={panelId(tab.id)}
            tabIndex={active ? 0 : -1}
            className={active ? `${classPrefix}__tab ${classPrefix}__tab--active` : `${classPrefix}__tab`}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
