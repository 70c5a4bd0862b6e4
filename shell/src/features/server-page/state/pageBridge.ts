/**
 * What a page hydrated as its own React root takes from the shell's tree: contexts do not
 * cross roots, so the shell publishes them here and the page's root reads them as a store. Its
 * server snapshot is what the page server rendered with, so hydration sees the server's values and
 * the live ones follow in the next render.
 */
import type { StorefrontConfig } from 'shared-contracts';
import type { AuthContextValue } from 'shared-contracts/react';
import type { RouterLink } from 'shared-contracts/router';

export interface BridgedValues {
  config: StorefrontConfig;
  auth: AuthContextValue;
  link: RouterLink;
}

export interface PageBridge {
  subscribe: (listener: () => void) => () => void;
  /** The shell's latest values. */
  current: () => BridgedValues;
  /** The values the page server rendered with. */
  rendered: () => BridgedValues;
  /** Publishes the shell's values; listeners hear only of a real change. */
  publish: (values: BridgedValues) => void;
}

const sameLink = (a: RouterLink, b: RouterLink): boolean =>
  a.location === b.location && a.navigationType === b.navigationType && a.navigator === b.navigator;

const sameValues = (a: BridgedValues, b: BridgedValues): boolean =>
  a.config === b.config && a.auth === b.auth && sameLink(a.link, b.link);

export function createPageBridge(rendered: BridgedValues): PageBridge {
  let current = rendered;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => current,
    rendered: () => rendered,
    publish(values) {
      if (sameValues(values, current)) return;
      current = values;
      listeners.forEach((listener) => listener());
    },
  };
}
