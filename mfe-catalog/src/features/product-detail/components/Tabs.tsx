import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabSpec {
  id: string;
  label: string;
  panel: ReactNode;
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * WAI-ARIA tabs: one tab stop for the list (arrow keys, Home and End move and select), panels stay
 * mounted while hidden so a half-written review survives a look at the description.
 */
export function Tabs({ tabs, label }: { tabs: TabSpec[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const baseId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = tabs[move(tabs.findIndex((t) => t.id === selected), tabs.length)];
    if (!next) return;
    setSelected(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div className="cat-tabs">
      <div role="tablist" aria-label={label} className="cat-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) buttons.current.set(tab.id, node);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="cat-tabs__tab"
              onClick={() => setSelected(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
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
