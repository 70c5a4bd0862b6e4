import { useCallback, useState } from 'react';

/** Where the dashboard remembers the chosen tab (spec §2: "remembered locally in the browser"). */
export const DASHBOARD_TAB_KEY = 'storefront:admin:dashboard-tab';

function readStored<T extends string>(key: string, tabs: readonly T[]): T | null {
  try {
    const stored = window.localStorage.getItem(key);
    return tabs.find((tab) => tab === stored) ?? null;
  } catch {
    return null; // storage disabled (private mode, policy): fall back to the first tab
  }
}

/** The selected tab, kept in localStorage so it survives a remount or a reload. */
export function useStoredTab<T extends string>(key: string, tabs: readonly [T, ...T[]]): [T, (tab: T) => void] {
  const [tab, setTab] = useState<T>(() => readStored(key, tabs) ?? tabs[0]);
  const choose = useCallback(
    (next: T) => {
      setTab(next);
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // not remembered, still shown
      }
    },
    [key],
  );
  return [tab, choose];
}
